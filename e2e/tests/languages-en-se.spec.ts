import { expect, test } from '@playwright/test';
import { apiLogin, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, field, greetingHeading, languageChooser, loginForm, menuLink, profileLink } from './support/ui.ts';

// Login and customers once in English and once in Swedish. user@example.com's profile language is
// restored to Finnish after each test, because other specs expect it.
for (const lang of ['en', 'se'] as const satisfies readonly Lang[]) {
  test.describe(`in ${lang}`, () => {
    test.afterEach(async ({ request }) => {
      await updateMe(request, await apiLogin(request, users.user.email), { language: 'fi' });
    });

    test(`login page and customers page in ${lang}`, async ({ page }, testInfo) => {
      await page.goto('/app/');
      await expect(loginForm(page, 'fi').heading).toBeVisible();

      // The login page's own language chooser.
      await languageChooser(page).selectOption(lang);
      const form = loginForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expect(form.email).toBeVisible();
      await expect(form.password).toBeVisible();
      await expect(form.submit).toBeVisible();
      await expect(page.getByRole('link', { name: tr(lang, 'login.forgot'), exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'se' ? 'sv' : 'en');
      await screen(page, `login-${lang}`, testInfo);

      // Client-side validation speaks the language too.
      await form.submit.click();
      await expect(page.getByText(tr(lang, 'login.emailRequired'))).toBeVisible();

      await field(page, tr(lang, 'login.email')).fill(users.user.email);
      await field(page, tr(lang, 'login.password')).fill('Tunne-demo-2026');
      await form.submit.click();
      await expect(profileLink(page, 'fi').or(profileLink(page, lang))).toBeVisible();

      // The user's saved language is Finnish; choose this one in the top bar (saved to the profile).
      await languageChooser(page).selectOption(lang);
      await expect(await greetingHeading(page, users.user.firstName, lang)).toBeVisible();
      await menuLink(page, 'customers', lang).click();
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'customers:list.title'), exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: tr(lang, 'customers:list.tableLabel'), exact: true });
      await expect(table.getByRole('columnheader', { name: tr(lang, 'customers:columns.city'), exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: tr(lang, 'customers:type.business'), exact: true }).first()).toBeVisible();
      await expect(page.getByRole('searchbox', { name: tr(lang, 'customers:list.search'), exact: true })).toBeVisible();
      await screen(page, `customers-${lang}`, testInfo);
      await expect(errorDialog(page, lang)).toHaveCount(0);
    });
  });
}
