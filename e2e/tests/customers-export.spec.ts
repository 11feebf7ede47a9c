import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { createCustomer, deleteCustomersNamed } from './customers-support.ts';

// Issue #3 'CSV download content checked', in Finnish and in English: the list filtered by a search text,
// 'Download CSV' saves a file that starts with a UTF-8 BOM and the header, holds exactly the filtered view's
// rows with ä/ö/å intact, and neutralises a cell that would run as a formula in a spreadsheet.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

// ';' separated: the list separator of Excel in Finland, Sweden, Norway, Denmark, Estonia and Latvia.
const header = 'name;type;businessid;ssn;department;city;country;is_kycclock;kycclock_alarm_at;is_monitored;prepayment_register;trade_register;riskscores_level;created_at;removes_at';

for (const lang of ['fi', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`customer CSV download in ${lang}`, () => {
    const marker = `Vienti ${lang}`;

    test.afterEach(async ({ request }) => {
      const jwt = await apiLogin(request, users.admin.email);
      await deleteCustomersNamed(request, jwt, marker);
      await updateMe(request, jwt, { language: 'fi' });
    });

    test(`downloads the filtered view as CSV (${lang})`, async ({ page, request }, testInfo) => {
      const t = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });
      const plain = `${marker} Äyräpään Öljy Oy`;
      // A name a spreadsheet would run as a formula (OWASP CSV injection).
      const formula = `=HYPERLINK("http://evil.example";"${marker} Åbo")`;
      await createCustomer(request, jwt, { type: 'business', name: plain, city: 'Äänekoski', department: 'Myynti, itä' });
      await createCustomer(request, jwt, { type: 'person', name: formula, city: 'Åbo' });

      await login(page, users.admin.email, { path: '/app/customers', lang: 'fi' });
      await expect(heading(page, t('list.title'))).toBeVisible();
      await page.getByRole('searchbox', { name: t('list.search'), exact: true }).fill(marker);
      await expect(page.getByText(t('list.total', { count: 2 }), { exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: t('list.tableLabel'), exact: true });
      await expect(table.getByRole('link', { name: plain, exact: true })).toBeVisible();
      await expect(table.getByRole('link', { name: formula, exact: true })).toBeVisible();
      await screen(page, `customers-export-filtered-${lang}`, testInfo);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('list.csv'), exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('customers.csv');
      const bytes = readFileSync((await download.path())!);

      // UTF-8 with a BOM, so Excel reads ä, ö and å right.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n').filter((line) => line !== '');
      expect(lines[0]).toBe(header);
      // Only the filtered view: the two customers, sorted by name as on screen.
      expect(lines).toHaveLength(3);
      expect(text).not.toContain('Aaltonen Rakennus Oy');
      const rows = lines.slice(1);
      expect(rows.find((line) => line.startsWith(`${plain};business;`))).toBeTruthy();
      // A comma is plain text in a ';' separated file: the department is not quoted and stays one cell.
      expect(rows.some((line) => line.includes(';Myynti, itä;Äänekoski;'))).toBe(true);
      // The formula is neutralised with a leading apostrophe (and quoted for its own quotes and ';').
      const formulaLine = rows.find((line) => line.includes('evil.example'))!;
      expect(formulaLine.startsWith(`"'=HYPERLINK(""http://evil.example"";""${marker} Åbo"")";person;`)).toBe(true);
      expect(rows.every((line) => !/(^|;)"?[=+@]/.test(line))).toBe(true);
    });
  });
}
