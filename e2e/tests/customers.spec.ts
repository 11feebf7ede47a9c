import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeaders, findUser, listCustomers, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { greetingHeading, login, loginToHome, menuLink, reloadMarker, setReloadMarker } from './support/ui.ts';

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
    // The columns of spec §2, each sortable.
    for (const column of ['name', 'department', 'kycclock_alarm_at', 'prepayment_register', 'trade_register', 'city', 'country', 'riskscores_level', 'created_at']) {
      await expect(table.getByRole('columnheader', { name: fi(`customers:columns.${column}`) }), column).toBeVisible();
      await expect(table.getByRole('button', { name: fi(`customers:columns.${column}`) }), column).toBeVisible();
    }
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
    await expect(page.getByRole('region', { name: fi('customers:card.basicData'), exact: true })).toBeVisible();
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

    // On an own customer's card a regular user can change team and domain, not the owner user, and cannot delete.
    await table.getByRole('link', { name: 'Dataväylä Oy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dataväylä Oy', exact: true })).toBeVisible();
    // Archiving and deletion sit in the card's "More actions" menu; the permanent deletion is for admins only.
    await page.getByRole('button', { name: fi('customers:card.moreActions'), exact: true }).click();
    await expect(page.getByRole('menuitem', { name: fi('customers:card.archiveMenu'), exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: fi('customers:card.deletePermanentlyMenu'), exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: fi('customers:assignment.open'), exact: true }).click();
    const assign = page.getByRole('dialog', { name: fi('customers:assignment.title'), exact: true });
    await expect(assign.getByRole('combobox', { name: fi('customers:assignment.team'), exact: true })).toBeVisible();
    await expect(assign.getByRole('combobox', { name: fi('customers:assignment.owner'), exact: true })).toHaveCount(0);
    await assign.getByRole('button', { name: fi('customers:common.cancel'), exact: true }).click();
    // The admin call itself is refused for this user.
    const ownJwt = await apiLogin(request, users.own.email);
    const dataväylä = (await listCustomers(request, ownJwt, 'Dataväylä')).items[0]!;
    const handOver = await request.put(`/api/v2.5/admin/customers/${dataväylä.id}/user`, { headers: authHeaders(ownJwt), data: { users_id: dataväylä.id } });
    expect(handOver.status()).toBe(403);
    expect((await request.delete(`/api/v2.5/admin/customers/${dataväylä.id}`, { headers: authHeaders(ownJwt) })).status()).toBe(403);

    // A customer outside the restriction, opened by its address: the lack of rights is said, no data shown.
    const aaltonen = (await listCustomers(request, await apiLogin(request, users.admin.email), 'Aaltonen Rakennus')).items[0]!;
    await page.goto(`/app/customers/${aaltonen.id}`);
    await expect(page.getByRole('heading', { level: 2, name: fi('customers:card.notFound'), exact: true })).toBeVisible();
    await expect(page.getByText(fi('customers:card.notFoundText'), { exact: true })).toBeVisible();
    await expect(page.getByText('Aaltonen Rakennus Oy')).toHaveCount(0);
  });

  test('the add menu offers its targets; every list tool narrows the list as the API does, one at a time', async ({ page, request }, testInfo) => {
    const jwt = await apiLogin(request, users.admin.email);
    const total = async (params: Record<string, string>) => {
      const response = await request.get('/api/v2.5/user/customers', { headers: authHeaders(jwt), params: { ...params, archived: 'false', size: '1' } });
      return ((await response.json()) as { data: { total: number } }).data.total;
    };
    const all = await total({});
    const teams = (await (await request.get('/api/v2.5/user/teams', { headers: authHeaders(jwt) })).json()) as { data: { id: string; name: string }[] };
    const helsinki = teams.data.find((team) => team.name === 'Helsinki')!;
    const tags = (await (await request.get('/api/v2.5/user/tags', { headers: authHeaders(jwt) })).json()) as { data: { id: string; name: string }[] };
    const vip = tags.data.find((tag) => tag.name === 'VIP')!;
    const admin = await findUser(request, jwt, users.admin.email);
    const olli = await findUser(request, jwt, users.own.email);

    // The add menu of spec §2 first (identification comes with its own module), then the list.
    await login(page, users.admin.email, { path: '/app/add' });
    const addMenu = page.getByRole('dialog', { name: fi('add.title'), exact: true });
    for (const target of ['business', 'person', 'import', 'query', 'lead']) {
      await expect(addMenu.getByRole('link', { name: fi(`add.targets.${target}`), exact: true }), target).toBeVisible();
    }
    await addMenu.getByRole('link', { name: fi('add.targets.business'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: fi('customers:add.business'), exact: true })).toBeVisible();
    await menuLink(page, 'customers').click();
    await expect(listHeading(page)).toBeVisible();
    expect(await shownTotal(page)).toBe(all);
    const tools = page.getByRole('search', { name: fi('customers:tools.label'), exact: true });
    const table = customerTable(page);
    const select = (label: string) => tools.getByRole('combobox', { name: fi(`customers:tools.${label}`), exact: true });
    const chip = (flag: string) => tools.getByRole('button', { name: fi(`customers:tools.${flag}`), exact: true });
    /** The shown total once the tool is in the list's URL, checked against the API's own count for `expected`. */
    const check = async (what: string, expected: Record<string, string>) => {
      await expect(page, what).toHaveURL(new RegExp(`[?&]${what}=`));
      const want = await total(expected);
      expect(want, what).toBeGreaterThan(0);
      expect(want, what).toBeLessThan(all);
      await expect.poll(() => shownTotal(page), { message: what }).toBe(want);
    };

    await select('team').selectOption({ label: 'Helsinki' });
    await check('team', { team: helsinki.id });
    await select('team').selectOption({ label: fi('customers:tools.all') });
    await expect.poll(() => shownTotal(page)).toBe(all);

    await select('tag').selectOption({ label: 'VIP' });
    await check('tag', { tag: vip.id });
    await expect(table.getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true })).toBeVisible();
    await select('tag').selectOption({ label: fi('customers:tools.all') });

    await select('owner').selectOption({ label: 'Olli Oma' });
    await check('owner', { owner: olli.id });
    await expect(table.getByRole('link', { name: 'Dataväylä Oy', exact: true })).toBeVisible();
    await select('owner').selectOption({ label: fi('customers:tools.all') });

    // The risk levels come from the automatic scoring: take one that some but not all customers have.
    let level: 'HIGH' | 'REGULAR' | 'LOW' | null = null;
    for (const candidate of ['HIGH', 'REGULAR', 'LOW'] as const) {
      const n = await total({ risk: candidate });
      if (!level && n > 0 && n < all) level = candidate;
    }
    expect(level, 'a risk level some customers have').not.toBeNull();
    await select('risk').selectOption({ label: fi(`customers:risk.${level!}`) });
    await check('risk', { risk: level! });
    const riskCells = table.locator('tbody tr[data-index] td:nth-child(9)');
    for (const text of await riskCells.allInnerTexts()) expect(text).toContain(fi(`customers:risk.${level!}`));
    await screen(page, 'customers-list-tool-risk', testInfo);
    await select('risk').selectOption({ label: fi('customers:tools.all') });

    for (const flag of ['not_in_prepayment', 'kycclock_alarming', 'monitored'] as const) {
      await chip(flag).click();
      await expect(chip(flag)).toHaveAttribute('aria-pressed', 'true');
      await check(flag, { [flag]: 'true' });
      await chip(flag).click();
      await expect.poll(() => shownTotal(page)).toBe(all);
    }
    // Own customers: the same set as the owner tool with the logged-in user.
    await chip('own').click();
    await check('own', { owner: admin.id });
    await chip('own').click();
    await expect.poll(() => shownTotal(page)).toBe(all);
  });

  test('restriction TEAM: user-team@example.com sees own and own team\'s customers only', async ({ page, request }) => {
    const teamTotal = (await listCustomers(request, await apiLogin(request, users.team.email))).total;
    await loginToHome(page, users.team.email, users.team.firstName);
    await menuLink(page, 'customers').click();
    const table = customerTable(page);
    // Aaltonen Rakennus Oy is the admin's but in team Helsinki; Bergström & Co Ab another user's in team Tampere.
    await expect(table.getByRole('link', { name: 'Aaltonen Rakennus Oy', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Bergström & Co Ab', exact: true })).toHaveCount(0);
    expect(await shownTotal(page)).toBe(teamTotal);
    expect(teamTotal).toBeLessThan(39);
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
