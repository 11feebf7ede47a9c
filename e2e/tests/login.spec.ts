import { expect, test } from '@playwright/test';
import { users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, expectedGreeting, formError, greetingHeading, loginForm, mainMenu, submitLogin } from './support/ui.ts';

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

  test('a wrong password shows the login-failed text under the form, not in a dialog', async ({ page }, testInfo) => {
    await page.goto('/app/');
    // One wrong attempt only: five per account in 15 minutes are rate limited.
    await submitLogin(page, users.user.email, 'Väärä-salasana-2026');
    const form = loginForm(page);
    await expect(formError(page, fi('errors:LOGIN_FAILED'))).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toBeFocused();
    await screen(page, 'login-error-wrong-password', testInfo);
    await expect(form.heading).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('nologin@example.com gets the interface-login-disabled text', async ({ page }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, users.nologin.email);
    await expect(formError(page, fi('errors:UI_LOGIN_DISABLED'))).toBeVisible();
    await expect(formError(page, fi('errors:LOGIN_FAILED'))).toHaveCount(0);
    await expect(errorDialog(page)).toHaveCount(0);
    await screen(page, 'login-error-ui-login-disabled', testInfo);
    await expect(mainMenu(page)).toHaveCount(0);
  });

  test('inactive@example.com gets the user-not-active text', async ({ page }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, users.inactive.email);
    await expect(formError(page, fi('errors:USER_NOT_ACTIVE'))).toBeVisible();
    await expect(formError(page, fi('errors:LOGIN_FAILED'))).toHaveCount(0);
    await expect(errorDialog(page)).toHaveCount(0);
    await screen(page, 'login-error-user-not-active', testInfo);
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
