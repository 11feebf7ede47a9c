import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminUpdateUser, apiLogin, authHeaders, findUser, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { login } from './support/ui.ts';

// Issue 25 §3: the organisation's own settings that wait for a second admin are in the approvals inbox too. Admin A
// (Aino) asks to lower the minimum eID level on Settings › methods: it waits. Admin B sees it on the home page's
// "Waiting for your approval" card (and the menu count), follows the link to the settings page and approves it there.
// Then Aino asks to switch the alerts' four-eyes off: B finds it in the inbox too and refuses it on Settings › alerts
// (four-eyes stays on for the other journeys). Finnish and English.

/** A second admin of Demo Oy (the seed has one): both are senior management, as the organisation named none. */
const second = { name: 'Hanna Hyväksyjä', email: 'hanna.hyvaksyja@example.com', password: 'Toinen-Paattaja-8123' };

const ensureSecondAdmin = async (request: APIRequestContext, adminJwt: string): Promise<void> => {
  const created = await request.post('/api/v2.5/admin/users', {
    headers: authHeaders(adminJwt),
    data: { name: second.name, email: second.email, password: second.password, language: 'fi', restrictiontype: 'NONE', is_admin: true },
  });
  expect([201, 409]).toContain(created.status());
  const user = await findUser(request, adminJwt, second.email);
  // An admin-given password must be changed at the first login: not in this journey.
  await adminUpdateUser(request, adminJwt, user.id, { force_passwordchange: false });
};

const outboundSettings = '/api/v2.5/admin/organizations/outbound';
const alertSettings = '/api/v2.5/admin/alerts/settings';

const inboxRow = (page: Page, lang: Lang, kind: string) =>
  page.getByTestId('approvals-inbox').getByRole('row').filter({ hasText: tr(lang, `risk:approvals.kinds.${kind}`) });

for (const lang of ['fi', 'en'] as const) {
  test(`an admin lowers the minimum eID level, another approves it from the approvals inbox (${lang})`, async ({ page, browser, request }) => {
    const r = (key: string, vars?: Record<string, string | number>) => tr(lang, `risk:${key}`, vars);
    const s = (key: string, vars?: Record<string, string | number>) => tr(lang, `settings:${key}`, vars);
    const a = (key: string, vars?: Record<string, string | number>) => tr(lang, `alerts:${key}`, vars);
    const adminJwt = await apiLogin(request, users.admin.email);
    await ensureSecondAdmin(request, adminJwt);
    const secondJwt = await apiLogin(request, second.email, second.password);
    await updateMe(request, adminJwt, { language: lang });
    await updateMe(request, secondJwt, { language: lang });
    // The level starts high (raising is immediate), so that there is a level to lower to.
    expect((await request.put(outboundSettings, { headers: authHeaders(adminJwt), data: { eid_min_level: 'high' } })).status()).toBe(200);

    // Aino asks to lower it, with a reason: it waits for another admin.
    await login(page, users.admin.email, { path: '/app/settings/methods', lang: 'fi' });
    const card = page.getByTestId('eid-level-changes');
    await card.getByRole('combobox', { name: s('org.eidLevel.target'), exact: true }).selectOption('substantial');
    await card.getByRole('textbox', { name: s('org.eidLevel.requestReason'), exact: true }).fill(lang === 'fi' ? 'Asiakkaiden pankit antavat vain loa2' : 'Our customers\' banks only give loa2');
    await card.getByRole('button', { name: s('org.eidLevel.request'), exact: true }).click();
    await expect(card.getByTestId('eid-level-pending')).toContainText(s('org.eidLevel.waitsForOther'));
    // Not in the requester's own inbox.
    await page.goto('/app/');
    await expect(page.getByTestId('approvals-inbox')).toBeVisible();
    await expect(inboxRow(page, lang, 'EID_LEVEL')).toHaveCount(0);

    // Hanna sees it on the home page (no customer: the organisation's setting), and the menu counts it.
    const secondContext = await browser.newContext();
    const secondPage = await secondContext.newPage();
    await login(secondPage, second.email, { password: second.password, lang: 'fi' });
    const row = inboxRow(secondPage, lang, 'EID_LEVEL');
    await expect(row).toContainText(r('approvals.organisation'));
    await expect(secondPage.getByTestId('approvals-waiting')).toBeVisible();
    // Its link leads to the settings page where it is decided; she approves it with a reason.
    await row.getByRole('link', { name: r('approvals.openSetting', { kind: r('approvals.kinds.EID_LEVEL') }), exact: true }).click();
    await expect(secondPage).toHaveURL(/\/app\/settings\/methods$/);
    const pending = secondPage.getByTestId('eid-level-changes').getByTestId('eid-level-pending');
    const decision = lang === 'fi' ? 'Riskiarvio tehty, hyväksytään' : 'Risk assessed, approved';
    await pending.getByRole('textbox', { name: s('org.eidLevel.decisionReason'), exact: true }).fill(decision);
    await pending.getByRole('button', { name: s('org.eidLevel.approve'), exact: true }).click();
    await expect(pending).toHaveCount(0);
    await expect(secondPage.getByRole('list', { name: s('org.eidLevel.history'), exact: true })).toContainText(decision);
    const level = await request.get(outboundSettings, { headers: authHeaders(adminJwt) });
    expect(((await level.json()) as { data: { eid_min_level: string } }).data.eid_min_level).toBe('substantial');

    // Aino asks to switch the alerts' four-eyes off (the save only asks: 202); Hanna finds it in the inbox too.
    const current = ((await (await request.get(alertSettings, { headers: authHeaders(adminJwt) })).json()) as { data: { sources: string[]; threshold: number } }).data;
    const asked = await request.put(alertSettings, { headers: authHeaders(adminJwt), data: { sources: current.sources, threshold: current.threshold, four_eyes_sanction: false } });
    expect(asked.status()).toBe(202);
    await secondPage.goto('/app/');
    await expect(inboxRow(secondPage, lang, 'EID_LEVEL')).toHaveCount(0);
    const offRow = inboxRow(secondPage, lang, 'FOUR_EYES_OFF');
    await offRow.getByRole('link', { name: r('approvals.openSetting', { kind: r('approvals.kinds.FOUR_EYES_OFF') }), exact: true }).click();
    await expect(secondPage).toHaveURL(/\/app\/settings\/alerts$/);
    const offRequest = secondPage.getByTestId('four-eyes-off-request');
    await offRequest.getByRole('button', { name: a('settings.fourEyesOffRefuse'), exact: true }).click();
    await expect(secondPage.getByText(a('settings.fourEyesOffRefused')).first()).toBeVisible();
    await secondPage.goto('/app/');
    await expect(secondPage.getByTestId('approvals-inbox')).toBeVisible();
    await expect(inboxRow(secondPage, lang, 'FOUR_EYES_OFF')).toHaveCount(0);
    await secondContext.close();

    await updateMe(request, adminJwt, { language: 'fi' });
  });
}
