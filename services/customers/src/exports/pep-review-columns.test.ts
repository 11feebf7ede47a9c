import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';
import { exportLabels } from './labels.ts';

// Issue 25 §7–8 (A2 gap 7): the customer exports carry the PEP details (function, country, start and end) and the
// review fields (last review date and outcome, the KYC clock's off-reason), with localised headers and words, and the
// CSV's formula-injection escaping.

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
let h: Harness;
let pepId: string;
let plainId: string;

beforeAll(async () => {
  h = await startHarness();
  const rows = await h.t.db.owner<{ id: string; name: string }[]>`insert into customers.customers (organisations_id, type, name, country, users_id)
    values (${demo}, 'person', 'Vientitesti PEP', 'FI', ${admin}), (${demo}, 'business', 'Vientitesti Ilman Oy', 'FI', ${admin})
    returning id, name`;
  pepId = rows.find((r) => r.name === 'Vientitesti PEP')!.id;
  plainId = rows.find((r) => r.name === 'Vientitesti Ilman Oy')!.id;
  await h.t.db.owner`insert into customers.peps (organisations_id, customers_id, name, is_pep_self, function, country, start_date, end_date, created_at)
    values (${demo}, ${pepId}, 'Itse', true, '=HYPERLINK("x")', 'SE', date '2019-01-15', date '2023-06-30', now() - interval '1 minute'),
           (${demo}, ${pepId}, 'Puoliso', true, 'Kansanedustaja', 'FI', date '2020-02-01', null, now())`;
  await h.t.db.owner`insert into customers.reviews (organisations_id, customers_id, users_id, reviewed_at, scope, outcome, next_alarm_at)
    values (${demo}, ${pepId}, ${admin}, timestamptz '2026-01-10 10:00:00+00', array['BASIC'], 'NO_CHANGES', date '2027-01-10'),
           (${demo}, ${pepId}, ${admin}, timestamptz '2026-05-20 10:00:00+00', array['BASIC'], 'ACTION_REQUIRED', date '2027-05-20')`;
  await h.t.db.owner`update customers.customers set is_kycclock = false, kycclock_alarm_at = null, kycclock_off_reason = 'Asiakkuus päättyy'
    where id = ${plainId}`;
}, 60_000);
afterAll(async () => h?.stop());

const download = async (format: 'csv' | 'xlsx', language: string) =>
  h.app.request(`/api/v2.5/user/customers/${format}?jwt=${await tokenFor(admin, 'temporary')}&l=${language}`);

/** The CSV's records as {header: cell} (';', quoted cells with doubled quotes, CRLF). */
const csvRows = (text: string): Record<string, string>[] => {
  const records: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') {
      records.at(-1)!.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      records.at(-1)!.push(cell);
      cell = '';
      records.push([]);
      i += 1;
    } else cell += ch;
  }
  const [header, ...rows] = records.filter((r) => r.length > 1);
  return rows.map((r) => Object.fromEntries(header!.map((key, i) => [key, r[i] ?? ''])));
};

describe('PEP and review columns of the customer export', () => {
  it('CSV (Finnish): one entry per PEP record, the last review in words, the off-reason; a formula is neutralised', async () => {
    const response = await download('csv', 'fi');
    expect(response.status).toBe(200);
    const columns = exportLabels.fi.columns;
    const rows = csvRows(await response.text());
    const pep = rows.find((r) => r[columns.name] === 'Vientitesti PEP')!;
    expect(pep[columns.pep_function]).toBe('\'=HYPERLINK("x"); Kansanedustaja');
    expect(pep[columns.pep_country]).toBe('Ruotsi; Suomi');
    expect(pep[columns.pep_start_date]).toBe('15.01.2019; 01.02.2020');
    expect(pep[columns.pep_end_date]).toBe('30.06.2023; –');
    expect(pep[columns.last_review_at]).toBe('20.05.2026');
    expect(pep[columns.last_review_outcome]).toBe('Vaatii jatkotoimia');
    const plain = rows.find((r) => r[columns.name] === 'Vientitesti Ilman Oy')!;
    expect(plain[columns.pep_function]).toBe('');
    expect(plain[columns.last_review_at]).toBe('');
    expect(plain[columns.kycclock_off_reason]).toBe('Asiakkuus päättyy');
  });

  it('XLSX (Swedish): localised headers, a single PEP date as a real date', async () => {
    await h.t.db.owner`delete from customers.peps where customers_id = ${pepId} and name = 'Puoliso'`;
    const response = await download('xlsx', 'se');
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const columns = exportLabels.se.columns;
    expect(header).toEqual(expect.arrayContaining([columns.pep_function, columns.pep_end_date, columns.last_review_outcome, columns.kycclock_off_reason]));
    let found: ExcelJS.Row | null = null;
    sheet.eachRow((row) => {
      if (row.getCell(header.indexOf(columns.name) + 1).value === 'Vientitesti PEP') found = row;
    });
    const row = found as ExcelJS.Row | null;
    expect(row).not.toBeNull();
    const cell = (key: keyof typeof columns) => row!.getCell(header.indexOf(columns[key]) + 1).value;
    // Text stays text: the function is a string cell, never a formula.
    expect(cell('pep_function')).toBe('=HYPERLINK("x")');
    expect(cell('pep_country')).toBe('Sverige');
    expect(cell('pep_end_date')).toBeInstanceOf(Date);
    expect(cell('last_review_outcome')).toBe('Kräver fortsatta åtgärder');
  });
});
