import { expect, test, type Page } from '@playwright/test';
import { apiLogin, authHeaders, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { csvFile, deleteCustomersNamed } from './customers-support.ts';

// Issue #3 'fast with 100,000 customers': a page of 500 rows keeps only the visible rows in the DOM, scrolls
// with the keyboard (End, arrows, PageUp, Enter), keeps its header in place and its columns still. 520
// customers are imported for it through the API and deleted at the end.

const prefix = 'Rulla';
const count = 520;
const nameOf = (i: number) => `${prefix} ${String(i).padStart(4, '0')} Oy`;

const headerWidths = (page: Page) =>
  page.getByRole('table', { name: fi('customers:list.tableLabel'), exact: true }).locator('thead th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));

test.describe('customer list with 500 rows on a page', () => {
  test.beforeAll(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    const rows = Array.from({ length: count }, (_, i) => [nameOf(i + 1), i % 3 === 0 ? 'Åbo' : 'Jyväskylä']);
    const response = await request.post('/api/v2.5/user/customers/import', {
      headers: authHeaders(jwt),
      multipart: { file: { name: 'rulla.csv', mimeType: 'text/csv', buffer: csvFile([['Nimi', 'Kaupunki'], ...rows]) } },
    });
    expect(response.status(), await response.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    await deleteCustomersNamed(request, await apiLogin(request, users.admin.email), prefix);
  });

  test('draws only the visible rows and moves through them by keyboard', async ({ page }, testInfo) => {
    await login(page, users.admin.email, { path: `/app/customers?name=${prefix}&size=500` });
    await expect(page.getByText(fi('customers:list.total', { count }), { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: fi('customers:list.tableLabel'), exact: true });
    await expect(table).toHaveAttribute('aria-rowcount', '501');
    await expect(table.getByRole('link', { name: nameOf(1), exact: true })).toBeVisible();
    const drawn = await table.locator('tbody tr[data-index]').count();
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(80);
    await expect(page.getByRole('combobox', { name: fi('customers:paging.size'), exact: true })).toHaveValue('500');
    const widths = await headerWidths(page);
    const header = table.locator('thead th').first();
    const headerTop = (await header.boundingBox())!.y;

    // End: the last row of the page is drawn, focused and on screen; the header stays put.
    const firstRow = table.locator('tbody tr[data-index="0"]');
    await firstRow.focus();
    await page.keyboard.press('End');
    const lastRow = table.locator('tr[aria-rowindex="501"]');
    await expect(lastRow).toBeFocused();
    await expect(lastRow.getByRole('link', { name: nameOf(500), exact: true })).toBeInViewport();
    await expect(table.getByRole('link', { name: nameOf(1), exact: true })).toHaveCount(0);
    expect((await header.boundingBox())!.y).toBe(headerTop);
    expect(await headerWidths(page)).toEqual(widths);
    await screen(page, 'customers-list-500-end', testInfo);

    // Up one, up a screenful, then Enter opens the customer.
    await page.keyboard.press('ArrowUp');
    await expect(table.locator('tr[aria-rowindex="500"]')).toBeFocused();
    await page.keyboard.press('PageUp');
    const focusedIndex = Number(await page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex')));
    expect(focusedIndex).toBeLessThan(495);
    expect(focusedIndex).toBeGreaterThan(470);
    const name = nameOf(focusedIndex - 1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    // Back: the second page holds the rest.
    await page.goBack();
    await expect(table.getByRole('link', { name: nameOf(1), exact: true })).toBeVisible();
    await page.getByRole('button', { name: fi('customers:paging.next'), exact: true }).click();
    await expect(table.locator('tbody tr[data-index]')).toHaveCount(count - 500);
    await expect(table.getByRole('link', { name: nameOf(501), exact: true })).toBeVisible();
  });
});
