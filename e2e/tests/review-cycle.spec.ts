import { expect, test } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { deleteCustomersNamed } from './customers-support.ts';

// Issue 25 §7 and §8: the card says why a KYC clock is off; "Mark review done" records what was reviewed and the
// outcome, restarts the clock and lists the review; a PEP record takes its function from the organisation's PEP
// function list, with country and dates; an overdue review reaches the compliance officer's home card. In Finnish
// and in Swedish, texts from the apps' own locale files.

const journeys: { lang: Lang; customer: string; pep: string; reason: string }[] = [
  { lang: 'fi', customer: 'Katselmointi Polku Oy', pep: 'Kalle Kansanedustaja', reason: 'Asiakkuus lepää, ei liiketoimia' },
  { lang: 'se', customer: 'Granskning Stigen Ab', pep: 'Karl Riksdagsledamot', reason: 'Vilande kundrelation, inga transaktioner' },
];

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

for (const { lang, customer, pep, reason } of journeys) {
  test(`the review cycle: off-reason on the card, a review done, PEP details, the overdue escalation (${lang})`, async ({ page, request }, testInfo) => {
    const c = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
    const r = (key: string, vars?: Record<string, string | number>) => tr(lang, `risk:${key}`, vars);
    const adminJwt = await apiLogin(request, users.admin.email);
    await updateMe(request, adminJwt, { language: lang });
    await deleteCustomersNamed(request, adminJwt, customer);
    const created = await request.post('/api/v2.5/user/customers', { headers: authHeaders(adminJwt), data: { type: 'business', name: customer, country: 'FI' } });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    // An admin stops the clock with a reason (a dormant relationship).
    const stopped = await request.patch(`/api/v2.5/user/customers/${id}/kycclock`, {
      headers: authHeaders(adminJwt), data: { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: reason },
    });
    expect(stopped.status()).toBe(200);

    // The card says why the clock is off.
    await login(page, users.admin.email, { path: `/app/customers/${id}`, lang: 'fi' });
    await expect(page.getByRole('heading', { level: 1, name: customer, exact: true })).toBeVisible();
    const basics = page.getByRole('region', { name: c('card.basicData'), exact: true });
    await expect(basics).toContainText(c('fields.kycclock_off_reason'));
    await expect(basics).toContainText(reason);
    await expect(page.getByText(`${c('kyc.short')}: ${c('kyc.light.off')}`, { exact: true })).toBeVisible();

    // "Mark review done": scope and outcome are asked for; the review is listed and the clock runs again.
    // A section's name carries its count ("Reviews 0").
    const reviews = page.getByRole('region', { name: new RegExp(`^${c('sections.reviews')} \\d+$`) });
    await expect(reviews.getByText(c('reviews.empty'), { exact: true })).toBeVisible();
    await reviews.getByRole('button', { name: c('reviews.markDone'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: c('reviews.markDone'), exact: true });
    await dialog.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(dialog.getByText(c('reviews.scopeRequired'), { exact: true })).toBeVisible();
    await dialog.getByRole('checkbox', { name: c('reviews.scope.IDENTITY'), exact: true }).check();
    await dialog.getByRole('checkbox', { name: c('reviews.scope.PEPS'), exact: true }).check();
    await dialog.getByRole('combobox', { name: c('reviews.outcomeLabel') }).selectOption('DATA_UPDATED');
    await dialog.getByRole('textbox', { name: c('reviews.notes'), exact: true }).fill('E2E');
    await screen(page, `review-cycle-dialog-${lang}`, testInfo);
    await dialog.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(reviews.getByText(c('reviews.scopeList', { scope: `${c('reviews.scope.IDENTITY')}, ${c('reviews.scope.PEPS')}` }), { exact: true })).toBeVisible();
    await expect(reviews).toContainText(c('reviews.outcome.DATA_UPDATED'));
    await expect(page.getByText(`${c('kyc.short')}: ${c('kyc.light.green')}`, { exact: true })).toBeVisible();
    const card = ((await (await request.get(`/api/v2.5/user/customers/${id}`, { headers: authHeaders(adminJwt) })).json()) as {
      data: { is_kycclock: boolean; kycclock_off_reason: string | null };
    }).data;
    expect(card).toMatchObject({ is_kycclock: true, kycclock_off_reason: null });

    // A PEP with the function from the organisation's list, the country and the dates.
    const quick = page.getByRole('group', { name: c('card.quickActions'), exact: true });
    await quick.getByRole('button', { name: `+ ${c('quick.peps')}`, exact: true }).click();
    const pepDialog = page.getByRole('dialog', { name: c('add.peps'), exact: true });
    await pepDialog.getByRole('textbox', { name: c('fields.name'), exact: true }).fill(pep);
    await pepDialog.getByRole('checkbox', { name: c('fields.is_pep_self'), exact: true }).check();
    await pepDialog.getByRole('combobox', { name: c('fields.function') }).selectOption('Kansanedustaja');
    await pepDialog.getByRole('combobox', { name: c('fields.country'), exact: true }).selectOption('FI');
    await pepDialog.getByLabel(c('fields.start_date'), { exact: true }).fill('2019-04-17');
    await pepDialog.getByLabel(c('fields.end_date'), { exact: true }).fill('2023-04-04');
    await screen(page, `review-cycle-pep-${lang}`, testInfo);
    await pepDialog.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(pepDialog).toHaveCount(0);
    const peps = page.getByRole('region', { name: new RegExp(`^${c('sections.peps').replace(/[()]/g, '\\$&')} \\d+$`) });
    await expect(peps).toContainText('Kansanedustaja, FI');
    await expect(peps).toContainText('17.04.2019 – 04.04.2023');

    // Overdue: the compliance officer (an admin until one is named) sees it on the home page.
    const overdue = await request.patch(`/api/v2.5/user/customers/${id}/kycclock`, {
      headers: authHeaders(adminJwt), data: { is_kycclock: true, kycclock_alarm_at: isoDay(-3) },
    });
    expect(overdue.status()).toBe(200);
    await page.goto('/app/');
    const home = page.getByRole('region', { name: r('reviewsOverdue.title'), exact: true });
    await expect(home.getByRole('link', { name: customer, exact: true })).toBeVisible();
    await screen(page, `review-cycle-overdue-home-${lang}`, testInfo);

    // Back in order for the other journeys.
    await request.patch(`/api/v2.5/user/customers/${id}/kycclock`, { headers: authHeaders(adminJwt), data: { is_kycclock: true, kycclock_alarm_at: null } });
    await updateMe(request, adminJwt, { language: 'fi' });
  });
}
