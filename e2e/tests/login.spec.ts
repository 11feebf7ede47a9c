import { expect, test } from '@playwright/test';
import { users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, expectedGreeting, greetingHeading, loginForm, mainMenu, submitLogin } from './support/ui.ts';

test.describe('login', () => {
  test('logged out /app/ shows the login form; user@example.com lands on home with the greeting of the hour', async ({ page }, testInfo) => {
    await page.goto('/app/');
    const form = loginForm(page);
    await expect(form.heading).toBeVisible();
    await expect(form.email).toBeVisible();
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.password).toBeVisible();
    await expect(form.password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('link', { name: fi('login.forgot'), exact: true })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await screen(page, 'login-fi', testInfo);

    await submitLogin(page, users.user.email);
    const expected = await expectedGreeting(page, users.user.firstName);
    expect(expected).toMatch(/^Hyvää (yötä|aamuyötä|huomenta|aamupäivää|päivää|iltapäivää|iltaa), Ville!$/);
    await expect(await greetingHeading(page, users.user.firstName)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByText('Demo Oy', { exact: true })).toBeVisible();
    await screen(page, 'home-fi', testInfo);
  });

  test('a wrong password shows the Virhe dialog with the login-failed text', async ({ page }, testInfo) => {
    await page.goto('/app/');
    // One wrong attempt only: five per account in 15 minutes are rate limited.
    await submitLogin(page, users.user.email, 'Väärä-salasana-2026');
    const dialog = errorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(fi('errors:LOGIN_FAILED'));
    await screen(page, 'login-error-wrong-password', testInfo);
    await dialog.getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(loginForm(page).heading).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('nologin@example.com gets the interface-login-disabled text', async ({ page }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, users.nologin.email);
    const dialog = errorDialog(page);
    await expect(dialog).toContainText(fi('errors:UI_LOGIN_DISABLED'));
    await expect(dialog).not.toContainText(fi('errors:LOGIN_FAILED'));
    await screen(page, 'login-error-ui-login-disabled', testInfo);
    await dialog.getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('inactive@example.com gets the user-not-active text', async ({ page }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, users.inactive.email);
    const dialog = errorDialog(page);
    await expect(dialog).toContainText(fi('errors:USER_NOT_ACTIVE'));
    await expect(dialog).not.toContainText(fi('errors:LOGIN_FAILED'));
    await screen(page, 'login-error-user-not-active', testInfo);
    await dialog.getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('opening /app/customers logged out shows the login form and lands on customers after login', async ({ page }, testInfo) => {
    await page.goto('/app/customers');
    await expect(loginForm(page).heading).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true })).toHaveCount(0);
    await screen(page, 'login-deep-link-customers', testInfo);

    await submitLogin(page, users.user.email);
    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: fi('customers:list.tableLabel') })).toBeVisible();
  });
});
