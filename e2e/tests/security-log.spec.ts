import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, languageChooser, loginToHome, menuLink } from './support/ui.ts';

// Security log (issue 10): an administrator opens Settings › Security log from the settings index and finds their own
// login (time, user, event, address) and a failed login; in Finnish and in English. The index link's text comes from
// mf-settings' locale files, the page's from the shell's.

type Bundle = Record<string, unknown>;
const settingsText = (lang: Lang, path: string): string => {
  let value: unknown = JSON.parse(readFileSync(new URL(`../../mf-settings/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Bundle;
  for (const part of path.split('.')) value = (value as Bundle | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`Missing settings translation ${lang}:${path}`);
  return value;
};

const dateTime = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
const adminName = 'Aino Admin';

/** The newest row of `event` by the admin (exact cells: "Kirjautuminen" is also inside "Epäonnistunut kirjautuminen"). */
const eventRow = (page: Page, table: Locator, lang: Lang, type: string) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: tr(lang, `securityLog.types.${type}`), exact: true }) })
    .filter({ has: page.getByRole('cell', { name: adminName, exact: true }) })
    .first();

/** Settings (menu) › Security log (the settings index's link), ending on the log's page. */
const openSecurityLog = async (page: Page, lang: Lang) => {
  await menuLink(page, 'settings', lang).click();
  await page.getByRole('link', { name: new RegExp(`^${settingsText(lang, 'sections.security-log.title')}`) }).click();
  await expect(page).toHaveURL(/\/app\/settings\/security-log$/);
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'securityLog.title'), exact: true })).toBeVisible();
  return page.getByRole('table', { name: tr(lang, 'securityLog.title'), exact: true });
};

test.describe('security log', () => {
  test.afterEach(async ({ request }) => {
    // Other journeys expect the admin's profile in Finnish.
    await updateMe(request, await apiLogin(request, users.admin.email), { language: 'fi' });
  });

  test('fi: the admin sees their login and a failed login, filters by event', async ({ page, request }, testInfo) => {
    // One wrong password (well under the limit of five); the login below forgives it.
    const failed = await request.post('/api/v2.5/user/auth', { data: { email: users.admin.email, password: 'Väärä-salasana-2026' } });
    expect(failed.status()).toBe(400);
    await loginToHome(page, users.admin.email, users.admin.firstName);
    const table = await openSecurityLog(page, 'fi');

    for (const column of ['time', 'user', 'event', 'address', 'details']) {
      await expect(table.getByRole('columnheader', { name: tr('fi', `securityLog.columns.${column}`), exact: true })).toBeVisible();
    }
    const login = eventRow(page, table, 'fi', 'login_succeeded');
    await expect(login).toBeVisible();
    await expect(login.getByRole('cell').first()).toHaveText(dateTime);
    await expect(login.getByRole('cell', { name: '127.0.0.1', exact: true })).toBeVisible();
    await screen(page, 'security-log-fi', testInfo);

    await page.getByRole('combobox', { name: tr('fi', 'securityLog.filter'), exact: true }).selectOption('login.failed');
    const failure = eventRow(page, table, 'fi', 'login_failed');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(tr('fi', 'securityLog.values.password'));
    await expect(table.getByRole('cell', { name: tr('fi', 'securityLog.types.login_succeeded'), exact: true })).toHaveCount(0);
    await expect(errorDialog(page)).toHaveCount(0);
  });

  test('en: the same page in English', async ({ page }, testInfo) => {
    await loginToHome(page, users.admin.email, users.admin.firstName);
    await languageChooser(page).selectOption('en');
    const table = await openSecurityLog(page, 'en');
    await expect(table.getByRole('columnheader', { name: tr('en', 'securityLog.columns.event'), exact: true })).toBeVisible();
    const login = eventRow(page, table, 'en', 'login_succeeded');
    await expect(login).toBeVisible();
    await expect(login.getByRole('cell').first()).toHaveText(dateTime);
    await expect(page.getByRole('combobox', { name: tr('en', 'securityLog.filter'), exact: true })).toHaveValue('');
    await screen(page, 'security-log-en', testInfo);
    await expect(errorDialog(page, 'en')).toHaveCount(0);
  });
});
