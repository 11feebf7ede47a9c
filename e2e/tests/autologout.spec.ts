import { expect, test } from '@playwright/test';
import { adminUpdateUser, apiLogin, findUser, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { greetingHeading, loginForm, mainMenu, submitLogin } from './support/ui.ts';

test('an idle user is logged out after their autologout_timeout', async ({ page, request }, testInfo) => {
  const adminJwt = await apiLogin(request, users.admin.email);
  const own = await findUser(request, adminJwt, users.own.email);
  const updated = await adminUpdateUser(request, adminJwt, own.id, { autologout_timeout: 5 });
  expect(updated.autologout_timeout).toBe(5);

  try {
    await page.goto('/app/');
    await submitLogin(page, users.own.email);
    await expect(await greetingHeading(page, users.own.firstName)).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();

    // Idle: no pointer, key or scroll activity. The one fixed wait of the suite.
    await page.waitForTimeout(7_000);

    await expect(loginForm(page).heading).toBeVisible({ timeout: 5_000 });
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: fi('login.loggedOutInactivity') })).toBeVisible();
    await screen(page, 'autologout-login', testInfo);
  } finally {
    await adminUpdateUser(request, adminJwt, own.id, { autologout_timeout: null });
  }
});
