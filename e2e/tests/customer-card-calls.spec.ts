import { expect, test } from '@playwright/test';
import { apiLogin, listCustomers, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { login } from './support/ui.ts';

// Issue 26: opening one card made 36 API calls (/users ×9, the customer ×4), then 26. The card's reads come in one call
// (GET …/customers/{id}/card, app-kit primed reads) and its sections share one read of the customer and of each lookup
// (app-kit sharedQuery, one page-wide cache across the remotes): no card call twice, at most 12 in all.

test('a full customer card reads the customer and each lookup once', async ({ page, request }) => {
  const jwt = await apiLogin(request, users.admin.email);
  const customer = (await listCustomers(request, jwt, 'Kalliola Lakitoimisto')).items[0]!;
  const gets: string[] = [];
  page.on('request', (call) => {
    const url = new URL(call.url());
    if (call.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(url.pathname);
  });

  await login(page, users.admin.email, { path: `/app/customers/${customer.id}` });
  await expect(page.getByRole('heading', { level: 1, name: customer.name, exact: true })).toBeVisible();
  // Every section of this module and of the remotes has drawn (the last ones in the card's order included).
  await expect(page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: fi('customers:sections.todos') }) })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const card = gets.filter((path) => path.includes(customer.id) || /\/api\/v2\.5\/user\/(users|teams|tags|pepfunctions|eids|riskratings|riskquestions)$/.test(path));
  const count = (path: string) => card.filter((seen) => seen === path).length;
  test.info().annotations.push({ type: 'card GET calls', description: `${card.length}: ${[...new Set(card)].join(' ')}` });
  // The customer and the users come with the card's reads: neither is read on its own again.
  expect(count(`/api/v2.5/user/customers/${customer.id}`) + count(`/api/v3/customers/${customer.id}`)).toBe(0);
  expect(count('/api/v2.5/user/users')).toBe(0);
  // The score panel reads its score again every 15 s by design; every other card call is made once.
  const once = card.filter((path) => !path.endsWith('/riskscores') && !path.includes('/riskscores/'));
  expect(once.filter((path, index) => once.indexOf(path) !== index)).toEqual([]);
  expect(count(`/api/v2.5/user/customers/${customer.id}/card`)).toBe(1);
  expect(card.length).toBeLessThanOrEqual(12);
});
