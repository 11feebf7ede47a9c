import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Sanction screening of issue #4, in Finnish and in English: a sanction-list query finds a real OFAC SDN entry from
// the imported lists; a customer named like that person gets an alert by itself (customer event -> screening), the
// post-login prompt offers the open alerts, and silencing it as a false positive turns its light green. The test
// customer is deleted at the end, which also removes its alert, so the other journeys see the demo data as seeded.

type Bundle = Record<string, unknown>;
const alertTexts = Object.fromEntries(
  (['fi', 'en', 'se'] as const).map((lang) => [lang, JSON.parse(readFileSync(new URL(`../../mf-alerts/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Bundle]),
) as Record<Lang, Bundle>;

/** A text of the alerts remote (namespace alerts), with {{placeholders}} filled and i18next's _one/_other plural. */
const at = (lang: Lang, key: string, vars: Record<string, string | number> = {}): string => {
  let value: unknown = alertTexts[lang];
  const parts = key.split('.');
  for (const part of parts.slice(0, -1)) value = (value as Bundle)[part];
  const last = parts.at(-1)!;
  const bundle = value as Bundle;
  const text = bundle[last] ?? bundle[`${last}_${vars.count === 1 ? 'one' : 'other'}`];
  if (typeof text !== 'string') throw new Error(`Missing translation ${lang}:alerts:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
};

/** The SDN entry the journeys look for (OFAC SDN list of 2024-05-03 in ../shared/data/sanctions). */
const listed = { query: 'Vladimir Putin', entry: 'PUTIN, Vladimir Vladimirovich', customer: 'Vladimir Vladimirovich Putin' };

interface Envelope<T> {
  status: boolean;
  data: T;
}

const createCustomer = async (request: APIRequestContext, jwt: string, name: string): Promise<string> => {
  const response = await request.post('/api/v2.5/user/customers', { headers: authHeaders(jwt), data: { type: 'person', name, country: 'RU', confirm_duplicate: true } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string }>).data.id;
};

const waitForAlert = async (request: APIRequestContext, jwt: string, customerId: string): Promise<void> => {
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v2.5/user/customers/${customerId}/alerts`, { headers: authHeaders(jwt) });
      return ((await response.json()) as Envelope<{ total: number }>).data?.total ?? 0;
    }, { message: 'the screening consumer raises an alert for the new customer', timeout: 20_000 })
    .toBeGreaterThan(0);
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Deletes the test customer for good and waits until screening has dropped its alerts (no prompt left for later journeys). */
const removeCustomer = async (request: APIRequestContext, jwt: string, customerId: string): Promise<void> => {
  await request.delete(`/api/v2.5/admin/customers/${customerId}`, { headers: authHeaders(jwt) });
  await expect
    .poll(async () => {
      const response = await request.get('/api/v2.5/user/alerts', { headers: authHeaders(jwt), params: { view: 'all', include_archived: 'true', size: '500' } });
      const page = (await response.json()) as Envelope<{ items: { customers_id: string }[] }>;
      return page.data.items.filter((alert) => alert.customers_id === customerId).length;
    }, { message: 'the deleted customer\'s alerts are gone', timeout: 20_000 })
    .toBe(0);
};

for (const lang of ['fi', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`sanction screening in ${lang}`, () => {
    let customerId: string | null = null;

    test.afterEach(async ({ request }) => {
      const jwt = await apiLogin(request, users.admin.email);
      if (customerId) await removeCustomer(request, jwt, customerId);
      customerId = null;
      await updateMe(request, jwt, { language: 'fi' });
    });

    test(`query finds an SDN entry; a listed customer's alert is silenced as a false positive (${lang})`, async ({ page, request }, testInfo) => {
      const t = (key: string, vars?: Record<string, string | number>) => at(lang, key, vars);
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });

      // A new customer named like a listed person: the customer event reaches the screening, which raises an alert.
      const name = `${listed.customer}`;
      customerId = await createCustomer(request, jwt, name);
      await waitForAlert(request, jwt, customerId);

      // After login, the prompt offers the open alerts; accepting opens the open view.
      await login(page, users.admin.email, { lang: 'fi' });
      const prompt = page.getByRole('region', { name: tr(lang, 'alertsPrompt.title'), exact: true });
      await expect(prompt).toBeVisible();
      await screen(page, `alerts-prompt-${lang}`, testInfo);
      await prompt.getByRole('button', { name: tr(lang, 'alertsPrompt.view'), exact: true }).click();
      await expect(heading(page, t('alerts.title'))).toBeVisible();
      await expect(page).toHaveURL(/\/app\/alerts\?view=open$/);
      await expect(page.getByRole('tab', { name: t('alerts.tabs.open'), exact: true })).toHaveAttribute('aria-selected', 'true');

      const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: listed.entry }).first();
      await expect(row).toBeVisible();
      await expect(row.locator('[data-status="red"]')).toBeVisible();
      await expect(row).toContainText(t('sourcesShort.OFAC'));
      await row.getByRole('button', { name: t('common.details'), exact: true }).click();
      await expect(page.getByText(t('evidence.NAME'), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(new RegExp(`^${t('sources.OFAC').replace(/[()]/g, '\\$&')}`)).first()).toBeVisible();
      await screen(page, `alerts-open-${lang}`, testInfo);

      // Silence as a false positive: the light turns green and the alert moves to the silenced view.
      await row.getByRole('button', { name: t('silence.actionNamed', { name }), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('silence.title'), exact: true });
      await dialog.getByLabel(t('silence.class'), { exact: true }).selectOption('FALSEPOSITIVE');
      await dialog.getByRole('button', { name: t('silence.save'), exact: true }).click();
      await expect(dialog.getByText(t('silence.required'), { exact: true })).toBeVisible();
      await dialog.getByRole('textbox', { name: t('silence.description'), exact: true }).fill(lang === 'fi' ? 'Eri henkilö: syntymäaika ja kansalaisuus eivät täsmää.' : 'A different person: date of birth and nationality differ.');
      await screen(page, `alerts-silence-dialog-${lang}`, testInfo);
      await dialog.getByRole('button', { name: t('silence.save'), exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await page.getByRole('tab', { name: t('alerts.tabs.silenced'), exact: true }).click();
      await expect(page).toHaveURL(/view=silenced/);
      const silenced = page.getByRole('row').filter({ hasText: name }).filter({ hasText: listed.entry }).first();
      await expect(silenced.locator('[data-status="green"]')).toBeVisible();
      await expect(silenced).toContainText(t('silenceClass.FALSEPOSITIVE'));
      await screen(page, `alerts-silenced-${lang}`, testInfo);

      // Add menu (+) › sanction query: a query by name finds the SDN entry; the query is kept in the history with its result count.
      await page.getByRole('banner').getByRole('button', { name: tr(lang, 'topbar.add'), exact: true }).click();
      await page.getByRole('dialog', { name: tr(lang, 'add.title'), exact: true }).getByRole('link', { name: tr(lang, 'add.targets.query'), exact: true }).click();
      await expect(page).toHaveURL(/\/app\/queries\?new=1$/);
      await expect(heading(page, t('queries.title'))).toBeVisible();
      const queryName = page.getByRole('textbox', { name: t('queries.name'), exact: true });
      await expect(queryName).toBeFocused();
      await queryName.fill(listed.query);
      await page.getByRole('radio', { name: t('kinds.PERSON'), exact: true }).check();
      await page.getByRole('button', { name: t('queries.run'), exact: true }).click();
      const results = page.getByRole('region', { name: t('queries.results', { query: listed.query }), exact: true });
      await expect(results.getByRole('row').filter({ hasText: listed.entry })).toBeVisible();
      await expect(results).toContainText(t('sources.OFAC'));
      const history = page.getByRole('table', { name: t('queries.history'), exact: true });
      await expect(history.getByRole('row').nth(1)).toContainText(listed.query);
      await screen(page, `queries-result-${lang}`, testInfo);
    });
  });
}

test.describe('screening settings', () => {
  test('an admin sees every list with its version and freshness, and the organisation\'s choices (fi)', async ({ page }, testInfo) => {
    const t = (key: string, vars?: Record<string, string | number>) => at('fi', key, vars);
    await login(page, users.admin.email, { path: '/app/alerts/settings' });
    await expect(heading(page, t('settings.title'))).toBeVisible();
    const lists = page.getByRole('group', { name: t('settings.listsLegend'), exact: true });
    for (const source of ['OFAC', 'OFAC_NONSDN', 'UN', 'EU', 'UK', 'UKCONS', 'BIS', 'KRP', 'PEP']) {
      await expect(lists.getByRole('checkbox', { name: t(`sources.${source}`), exact: true })).toBeChecked();
    }
    const versions = page.getByRole('table', { name: t('settings.versions'), exact: true });
    await expect(versions.getByRole('row').filter({ hasText: t('sources.OFAC') }).locator('[data-status="green"]')).toBeVisible();
    await expect(versions.getByRole('row').filter({ hasText: t('sources.KRP') }).locator('[data-status="grey"]')).toBeVisible();
    await screen(page, 'alerts-settings-fi', testInfo);
  });
});

test.describe('the customer card', () => {
  let customerId: string | null = null;

  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    if (customerId) await removeCustomer(request, jwt, customerId);
    customerId = null;
  });

  test('shows the customer\'s alerts; a silence is lifted after confirmation and the customer screened again (fi)', async ({ page, request }, testInfo) => {
    const t = (key: string, vars?: Record<string, string | number>) => at('fi', key, vars);
    const jwt = await apiLogin(request, users.admin.email);
    // A business named like the first entry of the SDN list.
    const name = 'Aerocaribbean Airlines';
    const created = await request.post('/api/v2.5/user/customers', { headers: authHeaders(jwt), data: { type: 'business', name, country: 'CU', confirm_duplicate: true } });
    customerId = ((await created.json()) as Envelope<{ id: string }>).data.id;
    await waitForAlert(request, jwt, customerId);
    const alerts = (await (await request.get(`/api/v2.5/user/customers/${customerId}/alerts`, { headers: authHeaders(jwt) })).json()) as Envelope<{ items: { id: string }[] }>;
    const silenced = await request.post(`/api/v2.5/user/alerts/${alerts.data.items[0]!.id}/silence`, {
      headers: authHeaders(jwt), data: { description: 'Selvitetään omistusrakenne', silenceclass: 'EVALUATION' },
    });
    expect(silenced.status()).toBe(200);

    await login(page, users.admin.email, { path: `/app/customers/${customerId}/alerts` });
    const section = page.locator('[data-remote-section="alerts"]');
    const row = section.getByRole('row').filter({ hasText: 'AEROCARIBBEAN AIRLINES' });
    await expect(row.locator('[data-status="yellow"]')).toBeVisible();
    await expect(row).toContainText(t('silenceClass.EVALUATION'));
    await section.getByRole('button', { name: t('card.refresh'), exact: true }).click();
    await expect(section.getByText(t('card.refreshed', { count: 1 }), { exact: true })).toBeVisible();

    await row.getByRole('button', { name: t('silence.liftNamed', { name }), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('silence.liftTitle'), exact: true });
    await expect(confirm).toContainText(name);
    await screen(page, 'alerts-card-lift-fi', testInfo);
    await confirm.getByRole('button', { name: t('silence.lift'), exact: true }).click();
    await expect(row.locator('[data-status="red"]')).toBeVisible();
    await expect(row.getByRole('button', { name: t('silence.actionNamed', { name }), exact: true })).toBeVisible();
  });
});
