import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, login } from './support/ui.ts';
import { createCustomer, deleteCustomersNamed } from './customers-support.ts';

// Issue #3 'CSV download content checked', in Finnish and in English: the list filtered by a search text,
// 'Download CSV' saves a file that starts with a UTF-8 BOM and the header in the user's language, holds exactly the
// filtered view's rows with ä/ö/å intact and codes as words, and neutralises a cell that would run as a formula in a
// spreadsheet. Issue 16: 'Download Excel (XLSX)' saves a workbook with the same rows, its sheet and header in the
// user's language and days as real dates. The PDF summary's link works on its own (temporary token in the link, no
// other authentication); when the temporary token cannot be had, no link is opened and the error dialog says so.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

// ';' separated: the list separator of Excel in Finland, Sweden, Norway, Denmark, Estonia and Latvia. The header is
// in the user's language (services/customers exports/labels.ts).
const header: Record<'fi' | 'en', string> = {
  fi: 'Nimi;Tyyppi;Y-tunnus;Henkilötunnus;Osasto;Kaupunki;Maa;KYC-kello päällä;KYC-kellon hälytyspäivä;KYC-kellon tila;'
    + 'Päiviä hälytykseen;Seurannassa;Ennakkoperintärekisterissä;Kaupparekisterissä;Riskitaso;Tehostettu tuntemisvelvollisuus;'
    + 'Jäädytetty;Luotu;Poistetaan;PEP-tehtävä;PEP-tehtävän maa;PEP-tehtävä alkoi;PEP-tehtävä päättyi;Viimeisin katselmointi;'
    + 'Katselmoinnin tulos;KYC-kellon poiskytkennän syy',
  en: 'Name;Type;Business ID;Personal identity code;Department;City;Country;KYC clock on;KYC clock alarm date;KYC clock status;'
    + 'Days to alarm;Monitored;In prepayment register;In trade register;Risk level;Enhanced due diligence;Frozen;Created;Removed on;'
    + 'PEP function;PEP function country;PEP function started;PEP function ended;Last review;Review outcome;KYC clock off reason',
};
/** The list's name in the file names and the sheet, the customer types and a header as the files write them. */
const words = {
  fi: { file: 'asiakkaat', sheet: 'Asiakkaat', business: 'Yritys', person: 'Henkilö', created: 'Luotu' },
  en: { file: 'customers', sheet: 'Customers', business: 'Business', person: 'Person', created: 'Created' },
} as const;

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

      const w = words[lang];
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('list.csv'), exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${w.file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const bytes = readFileSync((await download.path())!);

      // UTF-8 with a BOM, so Excel reads ä, ö and å right.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n').filter((line) => line !== '');
      expect(lines[0]).toBe(header[lang]);
      // Only the filtered view: the two customers, sorted by name as on screen.
      expect(lines).toHaveLength(3);
      expect(text).not.toContain('Aaltonen Rakennus Oy');
      const rows = lines.slice(1);
      expect(rows.find((line) => line.startsWith(`${plain};${w.business};`))).toBeTruthy();
      // A cell with a comma is quoted too, so a spreadsheet that splits on ',' also sees it as one cell.
      expect(rows.some((line) => line.includes(';"Myynti, itä";Äänekoski;'))).toBe(true);
      // The formula is neutralised with a leading apostrophe (and quoted for its own quotes and ';').
      const formulaLine = rows.find((line) => line.includes('evil.example'))!;
      expect(formulaLine.startsWith(`"'=HYPERLINK(""http://evil.example"";""${marker} Åbo"")";${w.person};`)).toBe(true);
      expect(rows.every((line) => !/(^|;)"?[=+@]/.test(line))).toBe(true);
      // Days as DD.MM.YYYY, never ISO timestamps.
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
      expect(text).toMatch(/;\d{2}\.\d{2}\.\d{4};/);

      // The same view as a workbook: the sheet and the header in the user's language, typed cells.
      const xlsxDownloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t('list.xlsx'), exact: true }).click();
      const xlsxDownload = await xlsxDownloading;
      expect(xlsxDownload.suggestedFilename()).toMatch(new RegExp(`^${w.file}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      const workbook = new ExcelJS.Workbook();
      const xlsxBytes = readFileSync((await xlsxDownload.path())!);
      await workbook.xlsx.load(xlsxBytes.buffer.slice(xlsxBytes.byteOffset, xlsxBytes.byteOffset + xlsxBytes.byteLength));
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(w.sheet);
      const headerCells = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      expect(headerCells).toEqual(header[lang].split(';'));
      expect(sheet.rowCount).toBe(3);
      const sheetRows = [2, 3].map((n) => sheet.getRow(n));
      const plainRow = sheetRows.find((row) => row.getCell(1).value === plain)!;
      expect(plainRow.getCell(2).value).toBe(w.business);
      // The creation day is a real date cell shown dd.mm.yyyy.
      const created = plainRow.getCell(headerCells.indexOf(w.created) + 1);
      expect(created.value).toBeInstanceOf(Date);
      expect(created.numFmt).toBe('dd.mm.yyyy');
      // The formula is a plain text cell in a workbook: shown as written, never run.
      const formulaRow = sheetRows.find((row) => String(row.getCell(1).value).includes('evil.example'))!;
      expect(formulaRow.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(formulaRow.getCell(1).value).toBe(formula);
      expect(formulaRow.getCell(2).value).toBe(w.person);

      // The PDF summary opens in a new window from a link with a temporary token; the link alone gets the PDF.
      const pdfRequest = page.context().waitForEvent('request', (req) => req.url().includes('/api/v2.5/user/customers/pdf'));
      await page.getByRole('button', { name: t('list.pdf'), exact: true }).click();
      const pdfUrl = new URL((await pdfRequest).url());
      expect(pdfUrl.searchParams.get('jwt')).toBeTruthy();
      expect(pdfUrl.searchParams.get('search')).toBe(marker);
      // The files are written in the UI's language.
      expect(pdfUrl.searchParams.get('l')).toBe(lang);
      const pdf = await request.get(`${pdfUrl.pathname}${pdfUrl.search}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The CSV link the same way; a session token in its place is refused.
      const csvUrl = new URL(pdfUrl.toString().replace('/customers/pdf', '/customers/csv'));
      expect((await request.get(`${csvUrl.pathname}${csvUrl.search}`)).status()).toBe(200);
      csvUrl.searchParams.set('jwt', jwt);
      expect((await request.get(`${csvUrl.pathname}${csvUrl.search}`)).status()).toBe(401);

      // No temporary token, no link: nothing is downloaded and the error dialog explains.
      await page.route('**/api/v2.5/user/auth', async (route) => {
        if (route.request().method() === 'PUT' && (route.request().postData() ?? '').includes('lifetime')) {
          await route.fulfill({ status: 503, json: { status: false, data: null, errors: [{ code: 'INTERNAL_ERROR', message: 'Token service unavailable' }] } });
        } else await route.fallback();
      });
      const exports: string[] = [];
      page.context().on('request', (req) => {
        if (/\/customers\/(csv|xlsx|pdf)/.test(req.url())) exports.push(req.url());
      });
      // The PDF opened above may still report its download late; only a new download would be one.
      let downloads = 0;
      page.on('download', (download) => {
        if (download.url() !== pdfUrl.toString()) downloads += 1;
      });
      for (const button of [t('list.csv'), t('list.xlsx'), t('list.pdf')]) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = errorDialog(page, lang);
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button').first().click();
        await expect(dialog).toHaveCount(0);
      }
      expect(exports).toEqual([]);
      expect(downloads).toBe(0);
    });
  });
}
