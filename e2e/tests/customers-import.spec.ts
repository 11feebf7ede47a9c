import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { csvFile, customersNamed, deleteCustomersNamed, yTunnukset } from './customers-support.ts';

// Issue #3 'import a file', in Finnish and in English: the add menu (+) opens the import; a file whose first
// row is wrong is refused with the row's error and nothing is imported; the fixed file imports with a progress
// bar fed by the NDJSON stream, and the customers are on the list. The imported customers are deleted at the end.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Records every value the import's progress bar shows (it may be on screen only for a moment). */
const watchProgress = (page: Page) =>
  page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __importProgress: number[] }).__importProgress = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });

const progressSeen = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { __importProgress: number[] }).__importProgress);

for (const lang of ['fi', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`customer import in ${lang}`, () => {
    const prefix = `Tuonti ${lang}`;

    test.afterEach(async ({ request }) => {
      const jwt = await apiLogin(request, users.admin.email);
      await deleteCustomersNamed(request, jwt, prefix);
      await updateMe(request, jwt, { language: 'fi' });
    });

    test(`a bad row imports nothing, the fixed file imports with progress (${lang})`, async ({ page, request }, testInfo) => {
      const t = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });
      const ids = yTunnukset(3, lang === 'fi' ? 3_100_000 : 3_200_000);
      const header = ['Nimi', 'Y-tunnus', 'Kaupunki', 'Maa', 'Tyyppi', 'Sähköposti'];
      const good = [
        [`${prefix} Äänekosken Öljy Oy`, ids[0]!, 'Äänekoski', 'FI', 'yritys', 'info@oljy.example'],
        [`${prefix} Åström & Söner Ab`, ids[1]!, 'Åbo', 'Suomi', 'yritys', ''],
        [`${prefix} Pöytyän Kärräri Oy`, ids[2]!, 'Pöytyä', 'FI', '', ''],
      ];
      // The same file with its first data row broken: an unknown country.
      const bad = [[good[0]![0]!, good[0]![1]!, good[0]![2]!, 'Atlantis', 'yritys', ''], ...good.slice(1)];

      await login(page, users.admin.email, { path: '/app/customers', lang: 'fi' });
      await expect(heading(page, t('list.title'))).toBeVisible();
      // The add menu (+) offers the import (gateway: remotes.json add target 'import').
      await heading(page, t('list.title')).click();
      await page.keyboard.press('+');
      const addMenu = page.getByRole('dialog', { name: tr(lang, 'add.title'), exact: true });
      await addMenu.getByRole('link', { name: tr(lang, 'add.targets.import'), exact: true }).click();
      await expect(page).toHaveURL(/\/app\/customers\/import$/);
      await expect(heading(page, t('import.title'))).toBeVisible();
      await expect(page.getByText(t('import.allOrNothing')).first()).toBeVisible();

      // 1. The bad file: preview with the suggested mapping.
      const picker = page.getByLabel(t('import.choose'), { exact: true });
      await picker.setInputFiles({ name: `asiakkaat-${lang}.csv`, mimeType: 'text/csv', buffer: csvFile([header, ...bad]) });
      const mapping = page.getByRole('table', { name: t('import.mappingLabel'), exact: true });
      await expect(mapping).toBeVisible();
      await expect(page.getByText(t('import.fileSummary_other', { format: 'CSV', count: 3 }), { exact: true })).toBeVisible();
      await expect(mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Nimi' }), exact: true })).toHaveValue('name');
      await expect(mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Y-tunnus' }), exact: true })).toHaveValue('businessid');
      await expect(mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Maa' }), exact: true })).toHaveValue('country');
      const sample = page.getByRole('table', { name: t('import.sampleLabel_other', { count: 3 }), exact: true });
      await expect(sample.getByRole('cell', { name: `${prefix} Åström & Söner Ab`, exact: true })).toBeVisible();
      // Leave the e-mail column out: the user can change the suggestion.
      await mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Sähköposti' }), exact: true }).selectOption('');
      await screen(page, `customers-import-preview-${lang}`, testInfo);

      await page.getByRole('button', { name: t('import.run_other', { count: 3 }), exact: true }).click();
      const refused = page.getByRole('alert').filter({ hasText: t('import.failedTitle') });
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(t('import.failed_one'));
      const errors = refused.getByRole('table', { name: t('import.errorsLabel'), exact: true });
      const errorRows = errors.getByRole('row');
      await expect(errorRows).toHaveCount(2);
      await expect(errorRows.nth(1).getByRole('cell')).toHaveText(['1', 'Maa', 'Atlantis', t('import.rowError.IMPORT_UNKNOWN_COUNTRY')]);
      await screen(page, `customers-import-row-errors-${lang}`, testInfo);
      // All or nothing: the two good rows were not imported either.
      expect(await customersNamed(request, jwt, prefix)).toEqual([]);

      // 2. The fixed file: progress bar, then the result.
      await page.getByRole('button', { name: t('import.otherFile'), exact: true }).click();
      await page.getByLabel(t('import.choose'), { exact: true }).setInputFiles({ name: `asiakkaat-${lang}-korjattu.csv`, mimeType: 'text/csv', buffer: csvFile([header, ...good]) });
      await expect(mapping).toBeVisible();
      // A new file starts from the service's suggestion again; the e-mail column is left out once more.
      const email = mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Sähköposti' }), exact: true });
      await expect(email).toHaveValue('email');
      await email.selectOption('');
      await watchProgress(page);
      // The answer passes through unchanged; its text is kept to check the stream's lines.
      let streamed = '';
      let contentType = '';
      await page.route('**/api/v2.5/user/customers/import', async (route) => {
        const response = await route.fetch();
        streamed = await response.text();
        contentType = response.headers()['content-type'] ?? '';
        await route.fulfill({ response, body: streamed });
      });
      await page.getByRole('button', { name: t('import.run_other', { count: 3 }), exact: true }).click();
      const done = page.getByRole('status').filter({ hasText: t('import.doneTitle') });
      await expect(done).toBeVisible();
      await expect(done).toContainText(t('import.done_other', { count: 3 }));
      await expect(heading(page, t('import.title'))).toBeVisible();
      await screen(page, `customers-import-done-${lang}`, testInfo);

      // The bar was on screen and the stream fed it: one line per phase, then the result envelope.
      expect((await progressSeen(page)).length).toBeGreaterThan(0);
      expect(contentType).toMatch(/^application\/x-ndjson/);
      const lines = streamed.trim().split('\n').map((line) => JSON.parse(line) as { phase?: string; progress?: number; total?: number; status?: boolean });
      expect(lines.slice(0, -1).map((line) => `${line.phase} ${line.progress}/${line.total}`)).toEqual(['validate 3/3', 'duplicates 3/3', 'insert 3/3']);
      expect(lines.at(-1)).toMatchObject({ status: true, data: { imported: 3, error_count: 0 } });

      // 3. The customers are on the list (newest first), names with ä/ö/å intact; the e-mail column stayed out.
      await page.getByRole('button', { name: t('import.showList'), exact: true }).click();
      await expect(heading(page, t('list.title'))).toBeVisible();
      await expect(page).toHaveURL(/\/app\/customers\?sort=-created_at$/);
      const table = page.getByRole('table', { name: t('list.tableLabel'), exact: true });
      for (const [name] of good) await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
      const imported = await customersNamed(request, jwt, prefix);
      expect(imported.map((customer) => customer.name).sort()).toEqual(good.map(([name]) => name).sort());
      await table.getByRole('link', { name: good[0]![0]!, exact: true }).click();
      await expect(heading(page, good[0]![0]!)).toBeVisible();
      await expect(page.getByText('info@oljy.example')).toHaveCount(0);
    });
  });
}

test('a file dropped on the import area is checked before upload: an old Excel file is refused in words', async ({ page }) => {
  const t = (key: string, vars?: Record<string, string | number>) => tr('fi', `customers:${key}`, vars);
  await login(page, users.admin.email, { path: '/app/customers/import' });
  await expect(heading(page, t('import.title'))).toBeVisible();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/customers/import')) uploads += 1;
  });
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], 'asiakkaat.xls', { type: 'application/vnd.ms-excel' }));
    return transfer;
  });
  const drop = page.getByTestId('import-drop');
  await drop.dispatchEvent('dragenter', { dataTransfer });
  await drop.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('alert')).toHaveText(t('import.fileError.UNSUPPORTED_MEDIA_TYPE'));
  expect(uploads).toBe(0);
});

test('an Excel workbook (XLSX) imports its first sheet, numbers and dates included (se)', async ({ page, request }, testInfo) => {
  const t = (key: string, vars?: Record<string, string | number>) => tr('se', `customers:${key}`, vars);
  const prefix = 'Tuonti xlsx';
  const jwt = await apiLogin(request, users.admin.email);
  await updateMe(request, jwt, { language: 'se' });
  try {
    const ids = yTunnukset(2, 3_300_000);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kunder');
    sheet.addRow(['Nimi', 'Y-tunnus', 'Kaupunki', 'Maa', 'Perustettu']);
    sheet.addRow([`${prefix} Ålands Fiske Ab`, ids[0]!, 'Mariehamn', 'FI', new Date(Date.UTC(2001, 4, 17))]);
    sheet.addRow([`${prefix} Växjö Trä Oy`, ids[1]!, 'Växjö', 'FI', new Date(Date.UTC(2015, 0, 2))]);
    workbook.addWorksheet('Anteckningar').addRow(['inte importerad']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await login(page, users.admin.email, { path: '/app/customers/import', lang: 'fi' });
    await expect(heading(page, t('import.title'))).toBeVisible();
    await page.getByLabel(t('import.choose'), { exact: true }).setInputFiles({
      name: 'kunder.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer,
    });
    const mapping = page.getByRole('table', { name: t('import.mappingLabel'), exact: true });
    await expect(mapping).toBeVisible();
    await expect(page.getByText(t('import.fileSummary_other', { format: 'XLSX', count: 2 }), { exact: true })).toBeVisible();
    await expect(mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Nimi' }), exact: true })).toHaveValue('name');
    await mapping.getByRole('combobox', { name: t('import.fieldFor', { column: 'Perustettu' }), exact: true }).selectOption('founded_at');
    await screen(page, 'customers-import-xlsx-preview-se', testInfo);
    await page.getByRole('button', { name: t('import.run_other', { count: 2 }), exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: t('import.doneTitle') });
    await expect(done).toContainText(t('import.done_other', { count: 2 }));

    const imported = await customersNamed(request, jwt, prefix);
    expect(imported.map((c) => [c.name, c.businessid, c.city]).sort()).toEqual([
      [`${prefix} Växjö Trä Oy`, ids[1]!, 'Växjö'],
      [`${prefix} Ålands Fiske Ab`, ids[0]!, 'Mariehamn'],
    ]);
    const card = await request.get(`/api/v3/customers/${imported.find((c) => c.city === 'Mariehamn')!.id}`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(((await card.json()) as { data: { founded_at: string } }).data.founded_at).toBe('2001-05-17');
  } finally {
    await deleteCustomersNamed(request, jwt, prefix);
    await updateMe(request, jwt, { language: 'fi' });
  }
});
