import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeaders, demoPassword, updateMe, users } from './support/api.ts';
import { fi, tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { apiSetOrganisationSecurity } from './support/second-factor-api.ts';
import { doneDialog, greetingHeading, languageChooser, loginForm, menuLink, profileLink, submitLogin } from './support/ui.ts';

// user-team@example.com (Tiina) has her sessions listed and ended here; admin@example.com (Aino) changes the
// organisation's timeouts and puts them back.

const tiina = users.team;
/** The settings index's link to a section is its title and description (mf-settings' locale files). */
const settingsSection = (section: string): { title: string; description: string } =>
  (JSON.parse(readFileSync(new URL('../../mf-settings/src/locales/fi.json', import.meta.url), 'utf8')) as { sections: Record<string, { title: string; description: string }> }).sections[section]!;
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A session started from "another device": an API login with a phone's user agent. */
const loginFromPhone = async (request: APIRequestContext, email: string): Promise<string> => {
  const response = await request.post('/api/v2.5/user/auth', { data: { email, password: demoPassword }, headers: { 'user-agent': iphone } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { jwt: string } }).data.jwt;
};

const meStatus = async (request: APIRequestContext, jwt: string): Promise<number> =>
  (await request.get('/api/v2.5/user/users/me', { headers: authHeaders(jwt) })).status();

const sessionsCard = (page: Page, lang: Lang = 'fi') => page.getByRole('region', { name: tr(lang, 'sessions.title'), exact: true });
const confirmDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

test('a user sees their active sessions and ends one, all the others and the current one (fi)', async ({ page, browser, request }, testInfo) => {
  const phone = await loginFromPhone(request, tiina.email);

  await page.goto('/app/');
  await submitLogin(page, tiina.email);
  await expect(await greetingHeading(page, tiina.firstName)).toBeVisible();
  await profileLink(page).click();
  const card = sessionsCard(page);
  const current = card.getByRole('row').filter({ hasText: fi('sessions.thisDevice') });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(fi('sessions.deviceName', { browser: 'Chrome', os: 'Linux' }));
  await expect(current).toContainText('127.0.0.1');
  const phoneRow = card.getByRole('row').filter({ hasText: fi('sessions.deviceName', { browser: 'Safari', os: 'iOS' }) });
  await expect(phoneRow).toHaveCount(1);
  await expect(card.getByRole('columnheader', { name: fi('sessions.lastActive'), exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screen(page, 'sessions-profile', testInfo);

  // End the phone's session: confirmed in a dialog that names it; its token stops working at once.
  await phoneRow.getByRole('button').click();
  const endOne = confirmDialog(page, fi('sessions.endTitle'));
  await expect(endOne).toContainText('Safari, iOS');
  await screen(page, 'sessions-end-confirm', testInfo);
  await endOne.getByRole('button', { name: fi('sessions.end'), exact: true }).click();
  await expect(endOne).toBeHidden();
  await expect(phoneRow).toHaveCount(0);
  expect(await meStatus(request, phone)).toBe(401);

  // Another browser logs in; "end all other sessions" logs it out and keeps this one.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await otherPage.goto('/app/');
    await submitLogin(otherPage, tiina.email);
    await expect(await greetingHeading(otherPage, tiina.firstName)).toBeVisible();

    await page.reload();
    await expect(current).toHaveCount(1);
    await card.getByRole('button', { name: fi('sessions.endOthers'), exact: true }).click();
    const endOthers = confirmDialog(page, fi('sessions.endOthersTitle'));
    await endOthers.getByRole('button', { name: fi('sessions.endOthers'), exact: true }).click();
    await expect(endOthers).toBeHidden();
    await expect(card.getByRole('row')).toHaveCount(2);
    await expect(card.getByRole('button', { name: fi('sessions.endOthers'), exact: true })).toHaveCount(0);
    await screen(page, 'sessions-only-this-device', testInfo);

    await otherPage.reload();
    await expect(loginForm(otherPage).heading).toBeVisible();
  } finally {
    await other.close();
  }

  // Ending the current session is a logout.
  await current.getByRole('button').click();
  const endCurrent = confirmDialog(page, fi('sessions.endTitle'));
  await expect(endCurrent).toContainText(fi('sessions.endCurrentText'));
  await endCurrent.getByRole('button', { name: fi('sessions.end'), exact: true }).click();
  await expect(loginForm(page).heading).toBeVisible();
});

test.describe('security settings', () => {
  test.afterEach(async ({ request }) => {
    const admin = await apiLogin(request, users.admin.email);
    await apiSetOrganisationSecurity(request, admin, { require_second_factor: false, session_idle_minutes: 30, session_absolute_hours: 12 });
    await updateMe(request, admin, { language: 'fi' });
  });

  test('an administrator sets the timeouts and ends a user\'s sessions (fi)', async ({ page, request }, testInfo) => {
    const tiinaPhone = await loginFromPhone(request, tiina.email);

    await page.goto('/app/');
    await submitLogin(page, users.admin.email);
    await expect(await greetingHeading(page, users.admin.firstName)).toBeVisible();
    await menuLink(page, 'settings').click();
    await page.getByRole('link', { name: `${settingsSection('security').title} ${settingsSection('security').description}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: fi('securitySettings.title'), exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/settings\/security$/);

    // Validation after blur, in the user's language.
    const idle = page.getByRole('spinbutton', { name: fi('securitySettings.idleMinutes'), exact: true });
    const absolute = page.getByRole('spinbutton', { name: fi('securitySettings.absoluteHours'), exact: true });
    await expect(idle).toHaveValue('30');
    await expect(absolute).toHaveValue('12');
    await idle.fill('4');
    await absolute.click();
    await expect(page.getByText(fi('securitySettings.idleMinutesInvalid', { min: 5, max: 480 }))).toBeVisible();
    await absolute.fill('73');
    await idle.click();
    await expect(page.getByText(fi('securitySettings.absoluteHoursInvalid', { min: 1, max: 72 }))).toBeVisible();
    await screen(page, 'security-settings-validation', testInfo);
    await idle.fill('45');
    await absolute.fill('8');
    await page.getByRole('button', { name: fi('securitySettings.save'), exact: true }).click();
    await expect(doneDialog(page)).toContainText(fi('securitySettings.saved'));
    await doneDialog(page).getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await page.reload();
    await expect(idle).toHaveValue('45');
    await expect(absolute).toHaveValue('8');

    // The users' sessions: Tiina has at least the phone's; ending them logs her out everywhere.
    const row = page.getByRole('row').filter({ hasText: tiina.email });
    await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
    await row.scrollIntoViewIfNeeded();
    await screen(page, 'security-settings', testInfo);
    await row.getByRole('button').click();
    const confirm = confirmDialog(page, fi('securitySettings.endSessionsTitle'));
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: fi('securitySettings.endSessions'), exact: true }).click();
    await expect(doneDialog(page)).toBeVisible();
    await doneDialog(page).getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await expect(row.getByRole('cell').nth(1)).toHaveText('0');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(await meStatus(request, tiinaPhone)).toBe(401);
  });

  for (const lang of ['en', 'se'] as const satisfies readonly Lang[]) {
    test(`the security settings page in ${lang}`, async ({ page }, testInfo) => {
      await page.goto('/app/');
      await submitLogin(page, users.admin.email);
      await expect(await greetingHeading(page, users.admin.firstName)).toBeVisible();
      await languageChooser(page).selectOption(lang);
      await page.goto('/app/settings/security');
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'securitySettings.title'), exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: tr(lang, 'securitySettings.requireSecondFactor'), exact: true })).not.toBeChecked();
      await expect(page.getByRole('spinbutton', { name: tr(lang, 'securitySettings.idleMinutes'), exact: true })).toHaveValue('30');
      await expect(page.getByRole('columnheader', { name: tr(lang, 'securitySettings.activeSessions'), exact: true })).toBeVisible();
      await screen(page, `security-settings-${lang}`, testInfo);
    });
  }
});
