import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoUsers, fiHetuCheckChar, type CustomerImportProgress, type CustomerImportResult,
  type CustomerListItem, type Envelope, type Page,
} from '@tunne/contracts';
import { log } from '@tunne/platform';
import { demoCustomers } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';
import { csvText, upload, uploadJson, xlsxBytes, yTunnukset } from './test-files.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const path = '/api/v2.5/user/customers/import';
const importFile = (usersId: string, file: Uint8Array | string, fields: Record<string, string> = {}) =>
  uploadJson<CustomerImportResult>(h, usersId, path, file, fields);

const countNamed = async (prefix: string, organisationsId: string = demoOrganisations.demo.id): Promise<number> => {
  const [row] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from customers.customers
    where organisations_id = ${organisationsId} and name like ${`${prefix}%`}`;
  return row!.n;
};

const listNamed = async (usersId: string, name: string) =>
  (await h.call<Page<CustomerListItem>>(usersId, `/api/v2.5/user/customers?name=${encodeURIComponent(name)}&size=500`)).body.data!;

const hetu = (day: number): string => {
  const date = `${String(day).padStart(2, '0')}0385`;
  return `${date}-123${fiHetuCheckChar(`${date}123`)}`;
};

describe('POST /api/v2.5/user/customers/import', () => {
  it('imports businesses and persons in one go, owned by the caller, normalised, with audit rows', async () => {
    const [y1, y2] = yTunnukset(2, 6_100_000);
    const file = csvText([
      ['Nimi', 'Y-tunnus', 'Henkilötunnus', 'Tyyppi', 'Kaupunki', 'Maa', 'Sähköposti', 'Kieli', 'Perustettu', 'Ei tuoda'],
      ['Tuonti Alfa Oy', `${y1!.replace('-', '')}`, '', 'yritys', 'Helsinki', 'fi', 'INFO@ALFA.EXAMPLE', 'suomi', '1.2.2003', 'x'],
      ['Tuonti Beta Ab', y2!, '', '', 'Vaasa', 'Suomi', '', 'sv', '', 'y'],
      ['Tuonti Gamma Henkilö', '', hetu(12).toLowerCase(), 'henkilö', 'Turku', '', '', '', '', 'z'],
      ['  =Tuonti Kaava  ', '', '', '', '', '', '', '', '', ''],
    ], ';');
    const { status, body } = await importFile(demoUsers.user.id, file, {
      mapping: JSON.stringify({
        Nimi: 'name', 'Y-tunnus': 'businessid', Henkilötunnus: 'ssn', Tyyppi: 'type', Kaupunki: 'city', Maa: 'country',
        Sähköposti: 'email', Kieli: 'language', Perustettu: 'founded_at', 'Ei tuoda': null,
      }),
      type_default: 'business',
    });
    expect(body.errors).toEqual([]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ imported: 4, skipped: 0, errors: [], error_count: 0, dry_run: false });
    const rows = await h.t.db.owner<Record<string, unknown>[]>`select name, type, businessid, ssn, country, email, language,
        founded_at::text as founded_at, users_id, teams_id from customers.customers
      where organisations_id = ${demoOrganisations.demo.id} and (name like 'Tuonti%' or name like '=Tuonti%') order by name`;
    expect(rows).toEqual([
      { name: '=Tuonti Kaava', type: 'business', businessid: null, ssn: null, country: null, email: null, language: null, founded_at: null, users_id: demoUsers.user.id, teams_id: null },
      { name: 'Tuonti Alfa Oy', type: 'business', businessid: y1, ssn: null, country: 'FI', email: 'info@alfa.example', language: 'fi', founded_at: '2003-02-01', users_id: demoUsers.user.id, teams_id: null },
      { name: 'Tuonti Beta Ab', type: 'business', businessid: y2, ssn: null, country: 'FI', email: null, language: 'se', founded_at: null, users_id: demoUsers.user.id, teams_id: null },
      { name: 'Tuonti Gamma Henkilö', type: 'person', businessid: null, ssn: hetu(12), country: null, email: null, language: null, founded_at: null, users_id: demoUsers.user.id, teams_id: null },
    ]);
    const [audit] = await h.t.db.owner<{ n: number; by: string[] }[]>`select count(*)::int as n, array_agg(distinct a.changed_by::text) as by
      from customers.audit_log a join customers.customers c on c.organisations_id = a.organisations_id and c.id = a.customers_id
      where a.action = 'INSERT' and a.table_name = 'customers' and (c.name like 'Tuonti%' or c.name like '=Tuonti%')`;
    expect(audit).toEqual({ n: 4, by: [demoUsers.user.id] });
  });

  it('uses the suggested mapping without one and reads XLSX the same way', async () => {
    const [y] = yTunnukset(1, 6_200_000);
    const bytes = await xlsxBytes([['Name', 'Business ID', 'City'], ['Xlsx Tuonti Oy', y!, 'Oulu']]);
    const { status, body } = await importFile(demoUsers.admin.id, bytes);
    expect(status).toBe(200);
    expect(body.data!.imported).toBe(1);
    expect((await listNamed(demoUsers.admin.id, 'Xlsx Tuonti')).items.map((c) => [c.businessid, c.city])).toEqual([[y, 'Oulu']]);
  });

  it('lists every row\'s errors and writes nothing when any row is wrong', async () => {
    const [good, other] = yTunnukset(2, 6_300_000);
    const existing = demoCustomers().find((c) => c.organisations_id === demoOrganisations.demo.id && c.type === 'business')!;
    const file = csvText([
      ['name', 'businessid', 'country', 'email', 'type'],
      ['Virhe Hyvä Oy', good!, 'FI', '', ''],
      ['', other!, 'FI', '', ''],
      ['Virhe Tunnus Oy', '1234567-8', '', '', ''],
      ['Virhe Maa Oy', '', 'Atlantis', 'ei-osoite', ''],
      ['virhe hyvä oy', '', '', '', ''],
      [existing.name.toUpperCase(), '', '', '', ''],
      ['Virhe Tyyppi', '', '', '', 'robotti'],
    ]);
    const { status, body } = await importFile(demoUsers.admin.id, file);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(body.errors[0]!.code).toBe('VALIDATION_FAILED');
    expect(body.data!.imported).toBe(0);
    expect(body.data!.error_count).toBe(7);
    expect(body.data!.errors.map(({ row, column, code }) => [row, column ?? null, code])).toEqual([
      [2, 'name', 'MISSING_NAME'],
      [3, 'businessid', 'INVALID_BUSINESSID'],
      [4, 'country', 'IMPORT_UNKNOWN_COUNTRY'],
      [4, 'email', 'INVALID_EMAIL'],
      [5, null, 'DUPLICATE_CUSTOMER'],
      [6, null, 'DUPLICATE_CUSTOMER'],
      [7, 'type', 'IMPORT_UNKNOWN_TYPE'],
    ]);
    // What the UI needs for a localised message: the refused cell, the earlier row, the existing customer.
    expect(body.data!.errors.map(({ value, same_as_row, existing: names }) => ({ value, same_as_row, names }))).toEqual([
      { value: undefined, same_as_row: undefined, names: undefined },
      { value: '1234567-8', same_as_row: undefined, names: undefined },
      { value: 'Atlantis', same_as_row: undefined, names: undefined },
      { value: 'ei-osoite', same_as_row: undefined, names: undefined },
      { value: undefined, same_as_row: 1, names: undefined },
      { value: undefined, same_as_row: undefined, names: [existing.name] },
      { value: 'robotti', same_as_row: undefined, names: undefined },
    ]);
    expect(body.data!.errors[4]!.message).toBe('Same customer as row 1');
    expect(body.data!.errors[5]!.message).toContain(existing.name);
    expect(await countNamed('Virhe')).toBe(0);
    expect(await countNamed('virhe')).toBe(0);
  });

  it('a dry run reports the same without writing; skip_duplicates leaves the duplicates out and imports the rest', async () => {
    const [y] = yTunnukset(1, 6_400_000);
    const existing = demoCustomers().find((c) => c.organisations_id === demoOrganisations.demo.id && c.businessid)!;
    const file = csvText([
      ['name', 'businessid'],
      ['Ohitus Uusi Oy', y!],
      ['Ohitus Sama Tunnus Oy', y!],
      ['Ohitus Vanha Oy', existing.businessid!],
    ]);
    const dry = await importFile(demoUsers.admin.id, file, { dry_run: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ imported: 1, skipped: 0, error_count: 2, dry_run: true });
    const drySkip = await importFile(demoUsers.admin.id, file, { dry_run: 'true', skip_duplicates: 'true' });
    expect(drySkip.body.data).toEqual({ imported: 1, skipped: 2, errors: [], error_count: 0, dry_run: true });
    expect(await countNamed('Ohitus')).toBe(0);
    const real = await importFile(demoUsers.admin.id, file, { skip_duplicates: 'true' });
    expect(real.status).toBe(200);
    expect(real.body.data).toEqual({ imported: 1, skipped: 2, errors: [], error_count: 0, dry_run: false });
    expect(await countNamed('Ohitus')).toBe(1);
    const again = await importFile(demoUsers.admin.id, file, { skip_duplicates: 'true' });
    expect(again.body.data).toMatchObject({ imported: 0, skipped: 3 });
  });

  it('refuses unknown mapping fields and columns, a missing name mapping, unknown form fields', async () => {
    const file = csvText([['Nimi', 'Muu'], ['Kartta Oy', 'x']]);
    const cases: Record<string, string>[] = [
      { mapping: JSON.stringify({ Nimi: 'name', Muu: 'password' }) },
      { mapping: JSON.stringify({ Nimi: 'name', Puuttuu: 'city' }) },
      { mapping: JSON.stringify({ Nimi: 'city' }) },
      { mapping: JSON.stringify({ Nimi: 'name', Muu: 'name' }) },
      { mapping: JSON.stringify({ Nimi: 'name' }), dryrun: 'true' },
      { mapping: JSON.stringify({ Nimi: 'name' }), type_default: 'robot' },
    ];
    const codes = ['VALIDATION_FAILED', 'IMPORT_MAPPING_INVALID', 'IMPORT_MAPPING_INVALID', 'IMPORT_MAPPING_INVALID', 'VALIDATION_FAILED', 'VALIDATION_FAILED'];
    for (const [i, fields] of cases.entries()) {
      const { status, body } = await importFile(demoUsers.admin.id, file, fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.errors[0]!.code, JSON.stringify(fields)).toBe(codes[i]);
    }
    expect((await importFile(demoUsers.admin.id, file, { mapping: '{' })).body.errors[0]!.code).toBe('MALFORMED_JSON');
    expect(await countNamed('Kartta')).toBe(0);
  });

  it('keeps imported customers to their owner: a USER-restricted importer sees them, another organisation never does', async () => {
    const [y] = yTunnukset(1, 6_500_000);
    const { status } = await importFile(demoUsers.own.id, csvText([['Nimi', 'Y-tunnus'], ['Oma Tuonti Oy', y!]]));
    expect(status).toBe(200);
    expect((await listNamed(demoUsers.own.id, 'Oma Tuonti')).items.map((c) => c.users_id)).toEqual([demoUsers.own.id]);
    expect((await listNamed(demoUsers.team.id, 'Oma Tuonti')).total).toBe(0);
    expect((await listNamed(demoUsers.toinenAdmin.id, 'Oma Tuonti')).total).toBe(0);
    // Duplicates are looked up in the caller's organisation only.
    const toinen = await importFile(demoUsers.toinenAdmin.id, csvText([['Nimi', 'Y-tunnus'], ['Oma Tuonti Oy', y!]]));
    expect(toinen.body.data).toMatchObject({ imported: 1, error_count: 0 });
    expect(await countNamed('Oma Tuonti', demoOrganisations.toinen.id)).toBe(1);
  });

  it('streams progress lines and the result as NDJSON when asked', async () => {
    const ids = yTunnukset(2500, 6_600_000);
    const file = csvText([['name', 'businessid'], ...ids.map((id, i) => [`Virta ${i} Oy`, id])]);
    const response = await upload(h, demoUsers.admin.id, path, file, {}, { accept: 'application/x-ndjson' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as CustomerImportProgress | Envelope<CustomerImportResult>);
    const progress = lines.slice(0, -1) as CustomerImportProgress[];
    expect(progress.map((p) => `${p.phase} ${p.progress}/${p.total}`)).toEqual([
      'validate 1000/2500', 'validate 2000/2500', 'validate 2500/2500',
      'duplicates 1000/2500', 'duplicates 2000/2500', 'duplicates 2500/2500',
      'insert 1000/2500', 'insert 2000/2500', 'insert 2500/2500',
    ]);
    expect(lines.at(-1)).toEqual({ status: true, data: { imported: 2500, skipped: 0, errors: [], error_count: 0, dry_run: false }, errors: [] });
    // A failed import ends with the failing envelope and writes nothing.
    const failing = await upload(h, demoUsers.admin.id, path, csvText([['name'], ['Virta 1 Oy']]), {}, { accept: 'application/x-ndjson' });
    const last = JSON.parse((await failing.text()).trim().split('\n').at(-1)!) as Envelope<CustomerImportResult>;
    expect(last).toMatchObject({ status: false, data: { imported: 0, error_count: 1 }, errors: [{ code: 'VALIDATION_FAILED' }] });
  });

  it('imports 10,000 rows within seconds', async () => {
    const ids = yTunnukset(10_000, 7_000_000);
    const rows = ids.map((id, i) => [`Massa ${String(i).padStart(5, '0')} Oy`, id, 'Helsinki', 'FI', `info${i}@massa.example`]);
    const file = csvText([['Nimi', 'Y-tunnus', 'Kaupunki', 'Maa', 'Sähköposti'], ...rows], ';');
    const started = performance.now();
    const { status, body } = await importFile(demoUsers.admin.id, file);
    const seconds = (performance.now() - started) / 1000;
    log.warn('customer import timing', { rows: 10_000, bytes: file.length, seconds: Number(seconds.toFixed(2)) });
    expect(body.errors).toEqual([]);
    expect(status).toBe(200);
    expect(body.data!.imported).toBe(10_000);
    expect(await countNamed('Massa ')).toBe(10_000);
    expect(seconds).toBeLessThan(30);
  }, 60_000);

  // Known gap: createServiceApp's 1 MB limit runs for every path before the route's own 20 MB one, so a file over
  // 1 MB is refused until the platform lets a route raise its limit. Turn this into it() when it does.
  it('accepts a file over the service\'s 1 MB default body limit', async () => {
    const ids = yTunnukset(3000, 8_000_000);
    const padding = 'x'.repeat(400);
    const file = csvText([['name', 'businessid', 'description'], ...ids.map((id, i) => [`Iso ${i} Oy`, id, padding])]);
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const { status, body } = await importFile(demoUsers.admin.id, file);
    expect(body.errors).toEqual([]);
    expect(status).toBe(200);
    expect(body.data!.imported).toBe(3000);
  });
});
