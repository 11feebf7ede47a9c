import { expect, test, type Page } from '@playwright/test';
import { apiLogin, updateMe, users } from './support/api.ts';
import { fi, tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { greetingHeading, languageChooser, loginForm, logoutViaProfile, mainMenu, menuLink, submitLogin } from './support/ui.ts';

/** Chooses a language in the top bar and waits until the profile has saved it. */
const chooseLanguage = async (page: Page, lang: Lang): Promise<void> => {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/v2.5/user/users/me') && response.request().method() === 'PUT' && response.ok(),
  );
  await languageChooser(page).selectOption(lang);
  await saved;
};

/** Texts that look like untranslated i18n keys, e.g. 'home.greeting.day'. */
const rawKeys = async (page: Page): Promise<string[]> => {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z]+(\.[a-zA-Z]+)+$/.test(line));
};

test.describe('language', () => {
  // user-team@example.com is used by this spec only; its language is restored to Finnish at the end.
  test.afterEach(async ({ request }) => {
    await updateMe(request, await apiLogin(request, users.team.email), { language: 'fi' });
  });

  test('the chooser switches the UI to English and Swedish, the choice is saved and survives logout and login', async ({ page, browser }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, users.team.email);
    await expect(await greetingHeading(page, users.team.firstName)).toBeVisible();
    await expect(menuLink(page, 'customers')).toHaveText(fi('nav.customers'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');

    await chooseLanguage(page, 'en');
    await expect(menuLink(page, 'customers', 'en')).toBeVisible();
    await expect(menuLink(page, 'customers', 'en')).toHaveText('Customers');
    await expect(await greetingHeading(page, users.team.firstName, 'en')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await screen(page, 'home-en', testInfo);

    await chooseLanguage(page, 'se');
    await expect(menuLink(page, 'customers', 'se')).toHaveText('Kunder');
    await expect(await greetingHeading(page, users.team.firstName, 'se')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await screen(page, 'home-se', testInfo);

    // Log out from the profile: the login screen keeps the language of this device.
    await logoutViaProfile(page, 'se');
    await screen(page, 'login-se-after-logout', testInfo);

    // A fresh browser (nothing stored on the device) starts in Finnish; the saved profile language wins after login.
    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      await fresh.goto('/app/');
      await expect(loginForm(fresh, 'fi').heading).toBeVisible();
      await submitLogin(fresh, users.team.email);
      await expect(mainMenu(fresh, 'se')).toBeVisible();
      await expect(menuLink(fresh, 'customers', 'se')).toHaveText('Kunder');
      await expect(await greetingHeading(fresh, users.team.firstName, 'se')).toBeVisible();
      await expect(languageChooser(fresh)).toHaveValue('se');
    } finally {
      await context.close();
    }

    // Back in the first browser: logging in again shows Swedish, then switch back to Finnish.
    await submitLogin(page, users.team.email, undefined, 'se');
    await expect(menuLink(page, 'customers', 'se')).toHaveText('Kunder');
    await chooseLanguage(page, 'fi');
    await expect(menuLink(page, 'customers')).toHaveText(fi('nav.customers'));
    await expect(await greetingHeading(page, users.team.firstName)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  });

  test('no raw i18n keys are visible on home or the customer list in Finnish', async ({ page }) => {
    await page.goto('/app/');
    await submitLogin(page, users.team.email);
    await expect(await greetingHeading(page, users.team.firstName)).toBeVisible();
    await expect(page.getByText(fi('outbound:pending.homeTitle'), { exact: true })).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
    for (const key of ['home.greeting', 'pending.homeTitle', 'nav.customers', 'topbar.']) {
      await expect(page.getByText(key, { exact: false })).toHaveCount(0);
    }

    await menuLink(page, 'customers').click();
    await expect(page.getByRole('table', { name: fi('customers:list.tableLabel'), exact: true })).toBeVisible();
    expect(await rawKeys(page)).toEqual([]);
    // Sanity check of the detector itself.
    expect(tr('fi', 'nav.customers')).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
  });
});
