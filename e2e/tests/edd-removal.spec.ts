import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { deleteCustomersNamed } from './customers-support.ts';

// Issue 25 §3, found: "a regular user deleted a PEP record and the customer fell from HIGH/EDD required to LOW with no
// approval". Removing an obligation needs a second person: the ground stays in force — the card says HIGH and "removal
// awaits approval" — until another admin (senior management) approves the removal with a reason. Finnish and Swedish.

const journeys: { lang: Lang; customer: string; pep: string }[] = [
  { lang: 'fi', customer: 'EDD Poisto Rakennus Oy', pep: 'Paavo Poliitikko' },
  { lang: 'se', customer: 'EDD Borttagning Bygg Ab', pep: 'Pelle Politiker' },
];

const eddOf = (page: Page) => page.locator('[data-remote-section="edd"]');

for (const { lang, customer, pep } of journeys) {
  test(`a regular user deletes a PEP: still HIGH, "removal awaits approval" until another admin approves (${lang})`, async ({ page, browser, request }, testInfo) => {
    const c = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
    const r = (key: string, vars?: Record<string, string | number>) => tr(lang, `risk:${key}`, vars);
    const adminJwt = await apiLogin(request, users.admin.email);
    const userJwt = await apiLogin(request, users.user.email);
    await updateMe(request, adminJwt, { language: lang });
    await updateMe(request, userJwt, { language: lang });
    await deleteCustomersNamed(request, adminJwt, customer);
    const created = await request.post('/api/v2.5/user/customers', { headers: authHeaders(userJwt), data: { type: 'business', name: customer, country: 'FI' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const added = await request.post(`/api/v2.5/user/customers/${id}/peps`, { headers: authHeaders(userJwt), data: { name: pep, is_pep_self: true } });
    expect(added.status()).toBe(201);
    const read = async <T>(path: string) => ((await (await request.get(`/api/v2.5/user/customers/${id}/${path}`, { headers: authHeaders(userJwt) })).json()) as { data: T }).data;
    const level = async () => (await read<{ level: string } | null>('riskscores'))?.level ?? null;
    // The risk service rescores within seconds (customer events): HIGH, EDD required.
    await expect.poll(async () => (await read<{ required: boolean }>('edd')).required, { timeout: 20_000 }).toBe(true);
    await expect.poll(level, { timeout: 20_000 }).toBe('HIGH');

    // The regular user deletes the PEP record on the card.
    await login(page, users.user.email, { path: `/app/customers/${id}`, lang: 'fi' });
    await expect(page.getByRole('heading', { level: 1, name: customer, exact: true })).toBeVisible();
    await page.getByRole('button', { name: c('common.deleteNamed', { name: pep }), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: c('common.deleteTitle'), exact: true });
    await confirm.getByRole('button', { name: c('common.delete'), exact: true }).click();
    await expect(confirm).toHaveCount(0);

    // The ground is gone from the data but stays in force: a removal waits for approval, the customer stays HIGH.
    await expect.poll(async () => (await read<{ removals: unknown[] }>('edd')).removals.length, { timeout: 20_000 }).toBe(1);
    expect(await level()).toBe('HIGH');
    await page.reload();
    const section = eddOf(page);
    const removals = section.getByTestId('risk-edd-removals');
    await expect(removals).toContainText(r('edd.removals.title'));
    await expect(removals.getByTestId('risk-edd-removal')).toContainText(r('edd.removals.short'));
    await expect(page.getByTestId('edd-banner')).toHaveText(new RegExp(c('edd.state.REQUIRED')));
    await expect(page.locator('[data-status]').filter({ hasText: `${c('columns.riskscores_level')}: ${c('risk.HIGH')}` }).first()).toHaveAttribute('data-status', 'red');
    // The user may not approve it: only senior management does.
    await expect(removals.getByRole('button', { name: r('edd.removals.approve'), exact: true })).toHaveCount(0);
    await expect(removals).toContainText(r('edd.removals.waiting'));
    await removals.scrollIntoViewIfNeeded();
    await screen(page, `edd-removal-pending-${lang}`, testInfo);

    // Another person, the admin, sees it in the approvals inbox and approves it with a reason.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await login(adminPage, users.admin.email, { lang: 'fi' });
    const inbox = adminPage.getByTestId('approvals-inbox');
    await expect(inbox.getByRole('row').filter({ hasText: customer })).toContainText(r('approvals.kinds.EDD_REMOVAL'));
    await adminPage.goto(`/app/customers/${id}`);
    const adminRemovals = eddOf(adminPage).getByTestId('risk-edd-removals');
    await adminRemovals.getByRole('button', { name: r('edd.removals.approve'), exact: true }).click();
    const dialog = adminPage.getByRole('dialog', { name: r('edd.removals.approveTitle'), exact: true });
    await dialog.getByRole('textbox', { name: r('edd.removals.reason'), exact: true }).fill(lang === 'fi' ? 'PEP-merkintä oli virheellinen' : 'PEP-uppgiften var felaktig');
    await dialog.getByRole('button', { name: r('edd.removals.approve'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(adminRemovals).toHaveCount(0);
    await adminContext.close();

    // Only now the ground is gone: the customer falls to the level its points give and no EDD is required.
    await expect.poll(level, { timeout: 20_000 }).not.toBe('HIGH');
    expect(await read<{ required: boolean; removals: unknown[] }>('edd')).toMatchObject({ required: false, removals: [] });
    await page.reload();
    await expect(eddOf(page).getByTestId('risk-edd-removals')).toHaveCount(0);
    await expect(page.getByTestId('edd-banner')).toHaveCount(0);
    await updateMe(request, adminJwt, { language: 'fi' });
    await updateMe(request, userJwt, { language: 'fi' });
  });
}
