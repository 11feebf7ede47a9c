import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { deleteCustomersNamed } from './customers-support.ts';

// Issue #11 §2: a PEP makes enhanced due diligence mandatory whatever the points. The customer becomes HIGH with the
// EDD required; a user fills in the purpose, the source of funds and of wealth; another admin (senior management)
// approves it, and the section's light turns green. In Finnish and in Swedish, texts from the apps' own locale files.

const journeys: { lang: Lang; customer: string; pep: string }[] = [
  { lang: 'fi', customer: 'EDD Polku Rakennus Oy', pep: 'Päivi Poliitikko' },
  { lang: 'se', customer: 'EDD Stigen Bygg Ab', pep: 'Per Politiker' },
];

const eddOf = (page: Page) => page.locator('[data-remote-section="edd"]');

for (const { lang, customer, pep } of journeys) {
  test(`a PEP makes EDD mandatory; a user fills it in, another admin approves it (${lang})`, async ({ page, browser, request }, testInfo) => {
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
    const edd = async () =>
      ((await (await request.get(`/api/v2.5/user/customers/${id}/edd`, { headers: authHeaders(userJwt) })).json()) as { data: { required: boolean; state: string } }).data;

    // The user opens the new customer: no EDD is required.
    await login(page, users.user.email, { path: `/app/customers/${id}`, lang: 'fi' });
    await expect(page.getByRole('heading', { level: 1, name: customer, exact: true })).toBeVisible();
    const section = eddOf(page);
    await expect(section.getByTestId('risk-edd')).toHaveAttribute('data-edd-state', 'EMPTY');
    await expect(section.getByText(r('edd.notRequiredText'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('edd-banner')).toHaveCount(0);

    // A PEP is added from the card's quick actions.
    const quick = page.getByRole('group', { name: c('card.quickActions'), exact: true });
    await quick.getByRole('button', { name: `+ ${c('quick.peps')}`, exact: true }).click();
    const pepDialog = page.getByRole('dialog', { name: c('add.peps'), exact: true });
    await pepDialog.getByRole('textbox', { name: c('fields.name'), exact: true }).fill(pep);
    await pepDialog.getByRole('checkbox', { name: c('fields.is_pep_self'), exact: true }).check();
    await pepDialog.getByRole('button', { name: c('common.save'), exact: true }).click();
    await expect(pepDialog).toHaveCount(0);

    // The risk service rescores it within seconds (customer events): HIGH, with the EDD required.
    await expect.poll(async () => (await edd()).required, { timeout: 20_000 }).toBe(true);
    await page.reload();
    await expect(section.getByTestId('risk-edd')).toHaveAttribute('data-edd-state', 'EMPTY');
    await expect(page.getByTestId('edd-banner')).toHaveText(new RegExp(c('edd.state.REQUIRED')));
    await expect(page.locator('[data-status]').filter({ hasText: `${c('columns.riskscores_level')}: ${c('risk.HIGH')}` }).first()).toHaveAttribute('data-status', 'red');
    const light = section.getByRole('status').locator('[data-status]').first();
    await expect(light).toHaveAttribute('data-status', 'red');
    await expect(section.getByRole('status')).toContainText(r('edd.status.required'));
    await expect(section.getByRole('group', { name: r('edd.triggersTitle'), exact: true })).toContainText(r('edd.triggers.PEP_RECORD_one', { count: 1 }));
    // The score's breakdown names the trigger that set the floor.
    const breakdown = page.locator('[data-remote-section="riskassessments"] [data-breakdown="EDD"]');
    await expect(breakdown).toBeVisible();
    await breakdown.scrollIntoViewIfNeeded();
    await screen(page, `edd-breakdown-${lang}`, testInfo);
    await page.getByTestId('edd-banner').scrollIntoViewIfNeeded();
    await screen(page, `edd-required-${lang}`, testInfo);

    // The user fills in the three answers and submits them for approval.
    const answers = section.getByRole('group', { name: r('edd.answersTitle'), exact: true });
    const fillButton = answers.getByRole('button', { name: r('edd.fillIn'), exact: true });
    if (await fillButton.isVisible()) await fillButton.click();
    await answers.getByRole('textbox', { name: r('edd.fields.purpose'), exact: true }).fill(lang === 'fi' ? 'Tilintarkastus ja kirjanpito' : 'Revision och bokföring');
    await answers.getByRole('textbox', { name: r('edd.fields.source_of_funds'), exact: true }).fill(lang === 'fi' ? 'Rakennusurakoiden tulot' : 'Intäkter från byggentreprenader');
    await answers.getByRole('textbox', { name: r('edd.fields.source_of_wealth'), exact: true }).fill(lang === 'fi' ? 'Yrityksen kertyneet voittovarat' : 'Företagets ackumulerade vinstmedel');
    await answers.getByRole('button', { name: r('edd.submit'), exact: true }).click();
    await expect(section.getByTestId('risk-edd')).toHaveAttribute('data-edd-state', 'PENDING');
    await expect(light).toHaveAttribute('data-status', 'red');
    await expect(section.getByRole('group', { name: r('edd.approval.title'), exact: true })).toContainText(r('edd.approval.waiting'));
    await expect(page.getByTestId('edd-banner')).toHaveText(new RegExp(c('edd.state.PENDING')));
    await section.getByRole('status').scrollIntoViewIfNeeded();
    await screen(page, `edd-pending-${lang}`, testInfo);

    // Another person, the admin, approves it as senior management.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await login(adminPage, users.admin.email, { path: `/app/customers/${id}`, lang: 'fi' });
    const adminSection = eddOf(adminPage);
    const approval = adminSection.getByRole('group', { name: r('edd.approval.title'), exact: true });
    await expect(approval.getByRole('button', { name: r('edd.approval.approve'), exact: true })).toBeEnabled();
    await approval.getByRole('button', { name: r('edd.approval.approve'), exact: true }).click();
    await expect(adminSection.getByTestId('risk-edd')).toHaveAttribute('data-edd-state', 'APPROVED');
    await expect(adminSection.getByRole('status').locator('[data-status]').first()).toHaveAttribute('data-status', 'green');
    await expect(adminSection.getByRole('status')).toContainText(users.admin.firstName);
    await expect(adminPage.getByTestId('edd-banner')).toHaveCount(0);
    await adminSection.getByRole('status').scrollIntoViewIfNeeded();
    await screen(adminPage, `edd-approved-${lang}`, testInfo);
    await adminContext.close();

    // The user sees it approved; the list's risk column no longer marks an EDD waiting.
    await page.reload();
    await expect(section.getByTestId('risk-edd')).toHaveAttribute('data-edd-state', 'APPROVED');
    await expect(light).toHaveAttribute('data-status', 'green');
    expect(await edd()).toMatchObject({ required: true, state: 'APPROVED' });
    await page.goto(`/app/customers?name=${encodeURIComponent(customer)}`);
    const row = page.getByRole('row').filter({ hasText: customer });
    await expect(row).toBeVisible();
    await expect(row.getByText('EDD', { exact: true })).toHaveCount(0);
    await updateMe(request, adminJwt, { language: 'fi' });
    await updateMe(request, userJwt, { language: 'fi' });
  });
}
