import { expect, test, type Page } from '@playwright/test';
import { apiLogin, listCustomers, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { greetingHeading, loginToHome, menuLink, reloadMarker, setReloadMarker } from './support/ui.ts';

const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true });
const customerTable = (page: Page) => page.getByRole('table', { name: fi('customers:list.tableLabel'), exact: true });

/** The 'Yhteensä N asiakasta' line under the list heading, as a number. */
const shownTotal = async (page: Page): Promise<number> => {
  const pattern = new RegExp(`^${fi('customers:list.total', { count: 999_999 }).replace('999999', '(\\d+)')}$`);
  const line = page.getByText(pattern);
  await expect(line).toBeVisible();
  return Number(pattern.exec((await line.textContent()) ?? '')?.[1]);
};

test.describe('customers (mf-customers remote)', () => {
  test('the menu opens the remote list without a reload, and shell and remote share single instances', async ({ page }, testInfo) => {
    await loginToHome(page, users.admin.email, users.admin.firstName);
    await setReloadMarker(page);

    await menuLink(page, 'customers').click();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(listHeading(page)).toBeVisible();
    const table = customerTable(page);
    await expect(table.getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Kalliola Lakitoimisto Oy', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: fi('customers:columns.city') })).toBeVisible();
    // Archived customers are not on the list.
    await expect(table.getByRole('link', { name: 'Myllypuron Autokorjaamo Oy', exact: true })).toHaveCount(0);
    expect(await shownTotal(page)).toBe(39);
    await expect(menuLink(page, 'customers')).toHaveAttribute('aria-current', 'page');
    expect(await reloadMarker(page), 'the shell navigated to the remote without reloading the page').toBe(1);
    await screen(page, 'customers-list-admin', testInfo);

    // Module Federation singletons: one React, one i18next, one session store for shell and remote.
    await page.waitForFunction(() => Boolean(window.__TUNNE_INSTANCES__?.shell && window.__TUNNE_INSTANCES__?.mf_customers));
    const identity = await page.evaluate(() => {
      const all = window.__TUNNE_INSTANCES__!;
      const shell = all.shell!;
      const remote = all.mf_customers!;
      return {
        react: shell.react === remote.react && shell.react !== undefined,
        i18n: shell.i18n === remote.i18n && shell.i18n !== undefined,
        sessionStore: shell.sessionStore === remote.sessionStore && shell.sessionStore !== undefined,
      };
    });
    expect(identity).toEqual({ react: true, i18n: true, sessionStore: true });

    // Open a customer from the list, then back to home through the menu, still without a reload.
    await table.getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aaltonen Rakennus Oy', exact: true })).toBeVisible();
    await expect(page.getByText(fi('customers:card.basicData'), { exact: true })).toBeVisible();
    await screen(page, 'customer-card', testInfo);

    await menuLink(page, 'home').click();
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(await greetingHeading(page, users.admin.firstName)).toBeVisible();
    await expect(listHeading(page)).toHaveCount(0);
    expect(await reloadMarker(page), 'back on home without a reload').toBe(1);

    // And again to the remote: it mounts a second time.
    await menuLink(page, 'customers').click();
    await expect(customerTable(page).getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true })).toBeVisible();
    expect(await reloadMarker(page)).toBe(1);
  });

  test('restriction USER: user-own@example.com sees only own customers', async ({ page, request }, testInfo) => {
    const adminTotal = (await listCustomers(request, await apiLogin(request, users.admin.email))).total;

    await loginToHome(page, users.own.email, users.own.firstName);
    await menuLink(page, 'customers').click();
    await expect(listHeading(page)).toBeVisible();
    const table = customerTable(page);
    // Dataväylä Oy belongs to Olli Oma; Aaltonen Rakennus Oy to the admin.
    await expect(table.getByRole('link', { name: 'Dataväylä Oy', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true })).toHaveCount(0);
    const ownTotal = await shownTotal(page);
    expect(ownTotal).toBeGreaterThan(0);
    expect(ownTotal).toBeLessThan(adminTotal);
    // Virtualised rows: the drawn data rows (spacer rows have no data-index); all fit on one screen here.
    await expect(table.locator('tbody tr[data-index]')).toHaveCount(ownTotal);
    await screen(page, 'customers-list-restricted-user', testInfo);
  });

  test('search by keyword with f finds Kalliola Lakitoimisto Oy', async ({ page }, testInfo) => {
    await loginToHome(page, users.admin.email, users.admin.firstName);
    await setReloadMarker(page);
    await page.keyboard.press('f');
    const search = page.getByRole('searchbox', { name: fi('topbar.searchLabel'), exact: true });
    await expect(search).toBeFocused();
    await page.keyboard.type('Lakitoimisto');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/app\/search\?q=Lakitoimisto$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('search.title'), exact: true })).toBeVisible();
    const results = page.getByRole('list', { name: fi('search.results'), exact: true });
    await expect(results.getByRole('link', { name: 'Kalliola Lakitoimisto Oy', exact: true })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText(fi('search.resultCount', { count: 1 }), { exact: true })).toBeVisible();
    await screen(page, 'search-results', testInfo);

    await results.getByRole('link', { name: 'Kalliola Lakitoimisto Oy', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kalliola Lakitoimisto Oy', exact: true })).toBeVisible();
    expect(await reloadMarker(page)).toBe(1);
  });
});
