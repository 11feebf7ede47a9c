import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiLogin, authHeaders, findUser, listCustomers, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Issue #11 §4 and §5 (risk): the EU list of high-risk third countries is versioned data an admin can load from a
// file in Settings › risk score settings; the KYC clock is the review cycle, which only an admin may stop, giving a
// reason; the home page lists the reviews due. Texts come from the apps' own locale files (Finnish).

const seed = JSON.parse(readFileSync(new URL('../../services/risk/data/eu-high-risk-third-countries.json', import.meta.url), 'utf8')) as {
  act: string;
  countries: string[];
};
const r = (key: string, vars?: Record<string, string | number>) => fi(`risk:${key}`, vars);
const c = (key: string, vars?: Record<string, string | number>) => fi(`customers:${key}`, vars);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('.');

test.describe('risk: the EU list and the review cycle', () => {
  test('an admin loads the organisation\'s own EU list version, another admin approves it, and the settings show it', async ({ page, request }, testInfo) => {
    await login(page, users.admin.email, { path: '/app/settings/riskscore' });
    const eu = page.getByRole('region', { name: r('euList.title'), exact: true });
    // The seeded version in force: 2016/1675 as amended by 2026/46 and 2026/83, from 29.1.2026, 26 countries.
    await expect(eu.getByTestId('eu-list-act')).toHaveText(seed.act);
    await expect(eu.getByTestId('eu-list-date')).toHaveText('29.01.2026');
    await expect(eu.getByText(r('euList.countries_other', { count: 26 }), { exact: true })).toBeVisible();
    await expect(eu.getByTestId('eu-list-countries').getByRole('listitem')).toHaveCount(seed.countries.length);
    await expect(eu.getByTestId('eu-list-countries')).toContainText('Venäjä');
    await expect(eu.getByTestId('eu-list-countries')).not.toContainText('Nigeria');
    // Where the shared versions come from (issue 25 §3): shipped with the service, no source fetched in this setup.
    await expect(eu.getByTestId('eu-list-source')).toContainText(r('euList.source.SEED'));
    await screen(page, 'risk-eu-list-fi', testInfo);

    // A broken file is refused in the browser, naming the bad entry.
    const file = eu.getByLabel(r('euList.file'), { exact: true });
    await file.setInputFiles({
      name: 'eu-list.json', mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ act: 'E2E', in_force_at: '2026-12-01', countries: ['RU', 'Venäjä'] })),
    });
    await eu.getByRole('button', { name: r('euList.load'), exact: true }).click();
    await expect(eu.getByRole('alert')).toHaveText(r('euList.fileErrors.country', { line: 2, value: 'Venäjä' }));

    // Issue 25 §3: an organisation's version may not leave out a shared country (found: an "EU list" of Afghanistan alone).
    const today = new Date().toISOString().slice(0, 10);
    await file.setInputFiles({
      name: 'eu-list.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ act: 'E2E weakened', in_force_at: today, countries: ['AF'] })),
    });
    await eu.getByRole('button', { name: r('euList.load'), exact: true }).click();
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(fi('errors:EU_LIST_WEAKENED'));
    await refused.getByRole('button').first().click();

    // A version in force today that adds a country: it waits for another admin.
    const act = 'E2E: Delegated Regulation (EU) 2016/1675 as amended by (EU) 2026/999';
    await file.setInputFiles({
      name: 'eu-list.json', mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ act, in_force_at: today, countries: [...seed.countries, 'NG'] })),
    });
    await eu.getByRole('button', { name: r('euList.load'), exact: true }).click();
    const done = page.getByRole('dialog');
    await expect(done).toContainText(r('euList.loaded_other', { act, date: ddmmyyyy(today), count: 27 }));
    await done.getByRole('button').first().click();
    const versions = eu.getByRole('table', { name: r('euList.versions'), exact: true });
    const pendingRow = versions.getByRole('row').filter({ hasText: act });
    await expect(pendingRow).toContainText(r('euList.pending'));
    await expect(pendingRow).toContainText(r('euList.sameUser'));
    await expect(eu.getByTestId('eu-list-act')).toHaveText(seed.act);

    // Another admin approves it (the demo's regular user made an admin for the moment).
    const adminJwt = await apiLogin(request, users.admin.email);
    const second = await findUser(request, adminJwt, users.user.email);
    const promote = (isAdmin: boolean) => request.put(`/api/v2.5/admin/users/${second.id}`, { headers: authHeaders(adminJwt), data: { is_admin: isAdmin } });
    expect((await promote(true)).ok()).toBe(true);
    try {
      const secondJwt = await apiLogin(request, users.user.email);
      const lists = (await (await request.get('/api/v2.5/admin/riskscoresettings/eulists', { headers: authHeaders(secondJwt) })).json()) as { data: { versions: { id: string; act: string }[] } };
      const pendingId = lists.data.versions.find((v) => v.act === act)!.id;
      expect((await request.post(`/api/v2.5/admin/riskscoresettings/eulists/${pendingId}/approve`, { headers: authHeaders(secondJwt), data: {} })).ok()).toBe(true);
    } finally {
      await promote(false);
    }
    await page.reload();
    await expect(eu.getByTestId('eu-list-act')).toHaveText(act);
    await expect(eu.getByTestId('eu-list-date')).toHaveText(ddmmyyyy(today));
    await expect(eu.getByText(r('euList.scope.ORGANISATION'), { exact: true }).first()).toBeVisible();
    await expect(eu.getByTestId('eu-list-countries')).toContainText('Nigeria');
    await expect(eu.getByTestId('eu-list-countries')).toContainText('Monaco');
    await expect(versions.getByRole('row')).toHaveCount(3);
    await expect(versions.getByRole('row').filter({ hasText: act })).toContainText(r('euList.active'));
    await screen(page, 'risk-eu-list-loaded-fi', testInfo);

    // The organisation's own lists are apart, and the review cycle is in the same settings.
    await expect(page.getByRole('textbox', { name: r('settingsForm.fields.countries_medium'), exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: r('settingsForm.fields.review_months_high'), exact: true })).toHaveValue('12');
  });

  test('turning the KYC clock off asks an admin for a reason; a user cannot; the home page lists reviews due', async ({ page, request, browser }, testInfo) => {
    const adminJwt = await apiLogin(request, users.admin.email);
    const customer = (await listCustomers(request, adminJwt, 'Lappeenrannan Puu')).items[0]!;
    // Due in five days: a review the home page lists.
    const alarm = Math.floor(Date.now() / 1000) + 5 * 86_400;
    const patched = await request.patch(`/api/v2.5/user/customers/${customer.id}/kycclock`, {
      headers: authHeaders(adminJwt), data: { is_kycclock: true, kycclock_alarm_at: alarm },
    });
    expect(patched.status()).toBe(200);

    // The home page lists the review due (as the admin).
    await login(page, users.admin.email);
    const kycButton = page.getByRole('button', { name: new RegExp(`^${c('kyc.short')}:`) });
    const kyc = page.getByRole('dialog', { name: c('kyc.title'), exact: true });
    const reviews = page.getByRole('region', { name: r('reviews.title'), exact: true });
    await expect(reviews.getByRole('link', { name: customer.name, exact: true })).toBeVisible();
    await expect(reviews).toContainText(r('reviews.soon'));
    await screen(page, 'risk-reviews-due-home-fi', testInfo);

    // The admin stops it: a reason is asked for first.
    await reviews.getByRole('link', { name: customer.name, exact: true }).click();
    await kycButton.click();
    await kyc.getByRole('checkbox', { name: c('kyc.on'), exact: true }).uncheck();
    const reason = kyc.getByRole('textbox', { name: c('kyc.offReason') });
    await expect(reason).toBeVisible();
    await kyc.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(kyc.getByText(c('kyc.reasonRequired'), { exact: true })).toBeVisible();
    await reason.fill('Asiakkuus päättyy, sopimus irtisanottu 30.11.');
    await screen(page, 'risk-kycclock-off-reason-fi', testInfo);
    await kyc.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(kyc).toHaveCount(0);
    await expect(page.getByText(`${c('kyc.short')}: ${c('kyc.light.off')}`, { exact: true })).toBeVisible();

    // The reason is in the customer's audit trail, with the admin.
    const audit = await request.get(`/api/v2.5/user/customers/${customer.id}/audit`, { headers: authHeaders(adminJwt) });
    expect(audit.ok()).toBe(true);
    expect(JSON.stringify(await audit.json())).toContain('Asiakkuus päättyy, sopimus irtisanottu 30.11.');
    // Back on for the other journeys.
    await request.patch(`/api/v2.5/user/customers/${customer.id}/kycclock`, { headers: authHeaders(adminJwt), data: { is_kycclock: true, kycclock_alarm_at: null } });

    // A regular user cannot stop the clock: the box is locked and says why.
    const userContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'fi-FI', timezoneId: 'Europe/Helsinki', viewport: { width: 1360, height: 860 } });
    const userPage = await userContext.newPage();
    await login(userPage, users.user.email, { path: `/app/customers/${customer.id}` });
    const userKyc = userPage.getByRole('dialog', { name: c('kyc.title'), exact: true });
    await userPage.getByRole('button', { name: new RegExp(`^${c('kyc.short')}:`) }).click();
    await expect(userKyc.getByRole('checkbox', { name: c('kyc.on'), exact: true })).toBeDisabled();
    await expect(userKyc.getByText(c('kyc.adminOnly'), { exact: true })).toBeVisible();
    await screen(userPage, 'risk-kycclock-user-locked-fi', testInfo);
    await userContext.close();
  });
});
