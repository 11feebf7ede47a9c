import { expect, test } from '@playwright/test';
import { smsKeys, users, waitForNewSms } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, field, formError, greetingHeading, loginForm, mainMenu, submitLogin } from './support/ui.ts';

test('mfa@example.com: SMS code step, a wrong code is refused, the right code logs in', async ({ page, request }, testInfo) => {
  const seen = await smsKeys(request, users.mfa.tel);

  await page.goto('/app/');
  await submitLogin(page, users.mfa.email);

  // The code step replaces the password form.
  await expect(page.getByRole('heading', { level: 1, name: fi('login.codeTitle'), exact: true })).toBeVisible();
  await expect(page.getByText(fi('login.codeInfo'), { exact: true })).toBeVisible();
  const codeField = field(page, fi('login.code'));
  await expect(codeField).toBeVisible();
  await expect(loginForm(page).password).toHaveCount(0);
  await expect(mainMenu(page)).toHaveCount(0);
  // A new code can be asked for after a short wait (the countdown beside the button).
  await expect(page.getByRole('button', { name: fi('login.resend'), exact: true })).toBeDisabled();
  await expect(page.getByText(/^Voit pyytää uuden koodin \d+ sekunnin kuluttua\.$/)).toBeVisible();
  await screen(page, 'mfa-code-step', testInfo);

  // The newest SMS to the user's phone holds the six-digit code.
  const sms = await waitForNewSms(request, users.mfa.tel, seen);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  expect(code, `a six-digit code in "${sms.text}"`).toBeDefined();
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await codeField.fill(wrongCode);
  await page.getByRole('button', { name: fi('login.codeSubmit'), exact: true }).click();
  await expect(formError(page, fi('errors:INVALID_ACCESS_CODE'))).toBeVisible();
  await expect(errorDialog(page)).toHaveCount(0);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await screen(page, 'mfa-wrong-code', testInfo);
  await expect(mainMenu(page)).toHaveCount(0);

  await codeField.fill(code!);
  await page.getByRole('button', { name: fi('login.codeSubmit'), exact: true }).click();
  await expect(await greetingHeading(page, users.mfa.firstName)).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
  await screen(page, 'mfa-home', testInfo);
});
