import { expect, test } from '@playwright/test';
import { apiLogin, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { field, greetingHeading, mainMenu, submitLogin } from './support/ui.ts';

// force@example.com is used by this spec only; it ends with a new password.
const newPassword = 'Pakko-Vaihto-Kesä-2026';

test('force@example.com must change the password before anything else', async ({ page, request }, testInfo) => {
  await page.goto('/app/');
  await submitLogin(page, users.force.email);

  const heading = page.getByRole('heading', { level: 1, name: fi('forcedPassword.title'), exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByText(fi('forcedPassword.context'), { exact: true })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await screen(page, 'forced-password-change', testInfo);

  // Any route shows the same screen.
  await page.goto('/app/customers');
  await expect(heading).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: fi('customers:list.title'), exact: true })).toHaveCount(0);

  // Back to the start page, still the same screen; the change below must land on the normal home.
  await page.goto('/app/');
  await expect(heading).toBeVisible();

  const oldPassword = field(page, fi('changePassword.oldPassword'));
  const password = field(page, fi('changePassword.password'));
  const passwordAgain = field(page, fi('changePassword.passwordAgain'));
  const submit = page.getByRole('button', { name: fi('changePassword.submit'), exact: true });

  await oldPassword.fill('Tunne-demo-2026');
  await password.fill(newPassword);
  await passwordAgain.fill(`${newPassword}x`);
  await submit.click();
  // The message sits under the field (after an aria-hidden '!' icon) and describes it.
  await expect(page.getByText(fi('passwordRules.mismatch'))).toBeVisible();
  await expect(passwordAgain).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordAgain).toHaveAccessibleDescription(new RegExp(fi('passwordRules.mismatch')));
  await screen(page, 'forced-password-mismatch', testInfo);

  await password.fill('Lyhyt-1');
  await passwordAgain.fill('Lyhyt-1');
  await submit.click();
  await expect(page.getByText(fi('passwordRules.tooShort'))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(fi('passwordRules.mismatch'))).toHaveCount(0);
  await screen(page, 'forced-password-too-short', testInfo);
  await expect(heading).toBeVisible();

  await password.fill(newPassword);
  await passwordAgain.fill(newPassword);
  await submit.click();
  await expect(await greetingHeading(page, users.force.firstName)).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(heading).toHaveCount(0);
  await screen(page, 'forced-password-done', testInfo);

  // The new password works and the old one no longer does.
  expect(await apiLogin(request, users.force.email, newPassword)).toBeTruthy();
});
