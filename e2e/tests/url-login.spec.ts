import { expect, test } from '@playwright/test';
import { apiLogin, listCustomers, urlToken, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { loginForm, mainMenu } from './support/ui.ts';

test.describe('URL login (?jwt=)', () => {
  test('a keyword matching one customer lands on that customer, and the jwt leaves the URL', async ({ page, request }, testInfo) => {
    const { items } = await listCustomers(request, await apiLogin(request, users.user.email), 'Lakitoimisto');
    expect(items.map((customer) => customer.name)).toEqual(['Kalliola Lakitoimisto Oy']);
    const id = items[0]!.id;

    const jwt = await urlToken(request, users.user.email);
    await page.goto(`/app/?jwt=${encodeURIComponent(jwt)}&keyword=Lakitoimisto`);

    await expect(page).toHaveURL(new RegExp(`/app/customers/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kalliola Lakitoimisto Oy', exact: true })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(loginForm(page).heading).toHaveCount(0);
    expect(page.url()).not.toContain('jwt');
    expect(page.url()).not.toContain(jwt.slice(0, 20));
    expect(await page.evaluate(() => window.location.search)).toBe('');
    await screen(page, 'url-login-single-customer', testInfo);
  });

  test('a keyword matching many customers lands on the customer list', async ({ page, request }, testInfo) => {
    const jwt = await urlToken(request, users.user.email);
    await page.goto(`/app/?jwt=${encodeURIComponent(jwt)}&keyword=Oy`);

    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: fi('customers:list.tableLabel'), exact: true }).getByRole('row')).not.toHaveCount(0);
    expect(page.url()).not.toContain('jwt');
    expect(page.url()).not.toContain('keyword');
    await screen(page, 'url-login-customer-list', testInfo);
  });
});
