import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type OrganisationProfile } from '@tunne/contracts';
import { createTokenService } from '@tunne/platform';
import { exportLabels } from '../exports/labels.ts';
import { demoCustomers } from '../seed.ts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';

const profile = (id: string): OrganisationProfile | null => {
  const found = Object.values(demoOrganisations).find((o) => o.id === id);
  return found ? {
    id, name: found.name, email: null, is_active: true, use_requests: false, use_letters: false, use_requests_accept: false,
    use_identifications_accept: false, logo_url: null,
  } : null;
};

/** The customer every language is checked on: a person in Sweden, low risk, KYC alarm and creation near midnight in Helsinki. */
const sample = 'Kielitesti Åsa';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ organisations: { archiveDays: async () => 30, profile: async (id) => profile(id) } });
  await h.t.db.owner`insert into customers.customers (organisations_id, type, name, department, city, country, users_id)
    values (${demoOrganisations.demo.id}, 'business', '=cmd()', '+SUM(A1)', '@here', 'FI', ${demoUsers.own.id}),
           (${demoOrganisations.demo.id}, 'business', 'Pilkku, "Lainaus" Oy', '-1', E'rivi\\nvaihto', 'FI', ${demoUsers.admin.id}),
           (${demoOrganisations.demo.id}, 'business', 'Puoli; Piste Oy', 'Myynti, itä', 'Turku', 'FI', ${demoUsers.admin.id})`;
  // The KYC alarm is a day (date column); 23:30 UTC on 1 March is 2 March in Helsinki.
  await h.t.db.owner`insert into customers.customers (organisations_id, type, name, city, country, users_id, is_kycclock,
      kycclock_alarm_at, is_monitored, prepayment_register, trade_register, riskscores_level, edd_state, created_at)
    values (${demoOrganisations.demo.id}, 'person', ${sample}, 'Stockholm', 'SE', ${demoUsers.admin.id}, true,
      date '2026-12-31', true, null, false, 'LOW', 'PENDING', timestamptz '2026-03-01 23:30:00+00')`;
}, 60_000);
afterAll(async () => h?.stop());

const demoActive = demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && !c.is_removed);
const download = async (path: string, usersId: string, typ: 'temporary' | 'session' = 'temporary', query = '') =>
  h.app.request(`/api/v2.5/user/customers/${path}?jwt=${await tokenFor(usersId, typ)}${query}`);
/** RFC 4180 reader with ';' as the separator (quoted fields, doubled quotes, CRLF) — enough to read back what the export wrote. */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      records.push(record);
      record = [];
      i += 1;
    } else field += ch;
  }
  if (field || record.length) {
    endField();
    records.push(record);
  }
  return records;
};
const parse = (text: string): { header: string[]; rows: Record<string, string>[] } => {
  const [header, ...records] = parseCsv(text);
  return { header: header!, rows: records.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))) };
};
const rowsOf = async (response: Response) => {
  const text = await response.text();
  return { text, ...parse(text.replace(/^\uFEFF/, '')) };
};
/** Today in Helsinki as in the file names. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());

const fi = exportLabels.fi.columns;
const se = exportLabels.se.columns;

describe('GET /api/v2.5/user/customers/csv', () => {
  it('streams the view as UTF-8 CSV with BOM, a Finnish header (the default) and every active customer', async () => {
    const response = await download('csv', demoUsers.admin.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="asiakkaat-${today()}.csv"`);
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { text, rows } = await rowsOf(response);
    // Response.text() drops the BOM (checked on the bytes above).
    expect(text.split('\r\n')[0]).toBe(
      'Nimi;Tyyppi;Y-tunnus;Henkilötunnus;Osasto;Kaupunki;Maa;KYC-kello päällä;KYC-kellon hälytyspäivä;KYC-kellon tila;'
      + 'Päiviä hälytykseen;Seurannassa;Ennakkoperintärekisterissä;Kaupparekisterissä;Riskitaso;Tehostettu tuntemisvelvollisuus;'
      + 'Jäädytetty;Luotu;Poistetaan;PEP-tehtävä;PEP-tehtävän maa;PEP-tehtävä alkoi;PEP-tehtävä päättyi;Viimeisin katselmointi;'
      + 'Katselmoinnin tulos;KYC-kellon poiskytkennän syy',
    );
    expect(rows).toHaveLength(demoActive.length + 4);
    expect(rows.map((r) => r[fi.name])).toContain('Öljysataman Huolto Oy');
    expect(rows.every((r) => !r[fi.ssn] || r[fi.ssn]!.includes('*'))).toBe(true);
    // No raw codes, booleans or ISO timestamps anywhere.
    expect(text).not.toMatch(/;(LOW|REGULAR|HIGH|true|false|business|person);/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(rows.every((r) => /^(\d{2}\.\d{2}\.\d{4})$/.test(r[fi.created_at]!))).toBe(true);
  });

  it('writes headers and values in the user\'s language: words for codes and booleans, DD.MM.YYYY days in Helsinki', async () => {
    const name = `&name=${encodeURIComponent(sample)}`;
    const finnish = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', `${name}&l=fi`));
    expect(finnish.rows).toEqual([expect.objectContaining({
      [fi.name]: sample, [fi.type]: 'Henkilö', [fi.country]: 'Ruotsi', [fi.city]: 'Stockholm',
      [fi.is_kycclock]: 'Kyllä', [fi.kycclock_alarm_at]: '31.12.2026', [fi.is_monitored]: 'Kyllä',
      [fi.prepayment_register]: 'Ei tietoa', [fi.trade_register]: 'Ei', [fi.riskscores_level]: 'Matala',
      [fi.edd_state]: 'Odottaa hyväksyntää', [fi.is_frozen]: 'Ei', [fi.created_at]: '02.03.2026', [fi.removes_at]: '',
    })]);
    expect(finnish.rows[0]![fi.kyc_status]).toMatch(/^(Kunnossa|Hälytys alle kuukauden päästä|Hälytyspäivä ohitettu|Pois päältä)$/);
    expect(finnish.rows[0]![fi.kyc_days]).toMatch(/^'?-?\d+$/);

    const swedish = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', `${name}&l=se`));
    expect(swedish.header).toEqual(Object.values(se));
    expect(swedish.header.slice(0, 3)).toEqual(['Namn', 'Typ', 'FO-nummer']);
    expect(swedish.rows).toEqual([expect.objectContaining({
      [se.name]: sample, [se.type]: 'Person', [se.country]: 'Sverige', [se.is_kycclock]: 'Ja', [se.kycclock_alarm_at]: '31.12.2026',
      [se.prepayment_register]: 'Uppgift saknas', [se.trade_register]: 'Nej', [se.riskscores_level]: 'Låg', [se.created_at]: '02.03.2026',
    })]);

    const english = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', `${name}&l=en`));
    expect(english.rows[0]).toEqual(expect.objectContaining({ Name: sample, Type: 'Person', Country: 'Sweden', 'Risk level': 'Low', Monitored: 'Yes' }));
    expect((await download('csv', demoUsers.admin.id, 'temporary', '&l=de')).status).toBe(400);
  });

  it('neutralises formulas in every cell and quotes cells with quotes or line breaks', async () => {
    const { rows, text } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=cmd'));
    expect(rows).toEqual([expect.objectContaining({ [fi.name]: "'=cmd()", [fi.department]: "'+SUM(A1)", [fi.city]: "'@here" })]);
    expect(text).not.toMatch(/(^|;)[=+@]/m);
    const quoted = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=pilkku'));
    expect(quoted.rows).toEqual([expect.objectContaining({ [fi.name]: 'Pilkku, "Lainaus" Oy', [fi.department]: "'-1", [fi.city]: 'rivi\nvaihto' })]);
    expect(quoted.text).toContain('"Pilkku, ""Lainaus"" Oy"');
  });

  it("separates cells with ';' (Nordic/Baltic Excel), quoting a cell with a ';' or a ',' (for a comma-splitting reader)", async () => {
    const { rows, text } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=puoli'));
    expect(rows).toEqual([expect.objectContaining({ [fi.name]: 'Puoli; Piste Oy', [fi.department]: 'Myynti, itä', [fi.city]: 'Turku' })]);
    expect(text.split('\r\n')[1]).toMatch(/^"Puoli; Piste Oy";Yritys;/);
    expect(text).toContain(';"Myynti, itä";Turku;Suomi;');
  });

  it('applies the list tools and sort, and archived only when asked', async () => {
    const risky = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&risk=HIGH&sort=-name'));
    const expected = demoActive.filter((c) => c.riskscores_level === 'HIGH').map((c) => c.name);
    expect(risky.rows.map((r) => r[fi.name]).sort()).toEqual([...expected].sort());
    expect(risky.rows.every((r) => r[fi.riskscores_level] === 'Korkea')).toBe(true);
    const names = risky.rows.map((r) => r[fi.name]!.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const archivedResponse = await download('csv', demoUsers.admin.id, 'temporary', '&archived=true');
    expect(archivedResponse.headers.get('content-disposition')).toContain(`arkistoidut-asiakkaat-${today()}.csv`);
    const archived = await rowsOf(archivedResponse);
    expect(archived.rows.length).toBe(demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && c.is_removed).length);
    expect(archived.rows.every((r) => /^\d{2}\.\d{2}\.\d{4}$/.test(r[fi.removes_at]!))).toBe(true);
    expect((await download('csv', demoUsers.admin.id, 'temporary', '&risk=BAD')).status).toBe(400);
  });

  it('applies the restriction and the organisation', async () => {
    const own = await rowsOf(await download('csv', demoUsers.own.id));
    expect(own.rows.map((r) => r[fi.name]).sort()).toEqual(
      [...demoActive.filter((c) => c.users_id === demoUsers.own.id).map((c) => c.name), "'=cmd()"].sort(),
    );
    const toinen = await rowsOf(await download('csv', demoUsers.toinenAdmin.id));
    expect(toinen.rows.map((r) => r[fi.name]).sort()).toEqual(
      demoCustomers().filter((c) => c.organisations_id === demoOrganisations.toinen.id).map((c) => c.name).sort(),
    );
  });

  it('needs a temporary token in ?jwt=; a session token there is refused', async () => {
    expect((await h.app.request('/api/v2.5/user/customers/csv')).status).toBe(401);
    const session = await download('csv', demoUsers.admin.id, 'session');
    expect(session.status).toBe(401);
    expect(((await session.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('NOT_LOGGED_IN');
    const temporaryAsHeader = await h.app.request('/api/v2.5/user/customers', {
      headers: { authorization: `Bearer ${await tokenFor(demoUsers.admin.id, 'temporary')}` },
    });
    expect(temporaryAsHeader.status).toBe(401);
    expect((await h.app.request('/api/v2.5/user/customers?jwt=' + (await tokenFor(demoUsers.admin.id, 'temporary')))).status).toBe(401);
  });

});

const workbookOf = async (response: Response): Promise<ExcelJS.Worksheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
};
/** Rows as {header: cell}, the header being row 1. */
const sheetRows = (sheet: ExcelJS.Worksheet): { header: string[]; rows: Map<string, ExcelJS.Cell>[] } => {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Map<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(new Map(header.map((h, i) => [h, row.getCell(i + 1)])));
  });
  return { header, rows };
};

describe('GET /api/v2.5/user/customers/xlsx', () => {
  it('answers a workbook in the user\'s language: typed cells, a bold frozen header with a filter, a localised sheet and file name', async () => {
    const response = await download('xlsx', demoUsers.admin.id, 'temporary', '&l=se');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="kunder-${today()}.xlsx"`);
    const sheet = await workbookOf(response);
    expect(sheet.name).toBe('Kunder');
    const { header, rows } = sheetRows(sheet);
    expect(header).toEqual(Object.values(se));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toEqual(expect.objectContaining({ state: 'frozen', ySplit: 1 }));
    expect(sheet.autoFilter).toBe(`A1:Z${rows.length + 1}`);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(30);
    expect(rows).toHaveLength(demoActive.length + 4);

    const row = rows.find((r) => r.get(se.name)!.value === sample)!;
    const alarm = row.get(se.kycclock_alarm_at)!;
    expect(alarm.value).toBeInstanceOf(Date);
    expect((alarm.value as Date).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(alarm.numFmt).toBe('dd.mm.yyyy');
    expect((row.get(se.created_at)!.value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const days = row.get(se.kyc_days)!;
    expect(days.type).toBe(ExcelJS.ValueType.Number);
    const helsinkiToday = Date.parse(`${today()}T00:00:00Z`);
    expect(days.value).toBe(Math.round((Date.UTC(2026, 11, 31) - helsinkiToday) / 86_400_000));
    expect(row.get(se.riskscores_level)!.value).toBe('Låg');
    expect(row.get(se.type)!.value).toBe('Person');
    expect(row.get(se.country)!.value).toBe('Sverige');
    expect(row.get(se.is_monitored)!.value).toBe('Ja');
    expect(row.get(se.trade_register)!.value).toBe('Nej');
    expect(row.get(se.removes_at)!.value).toBeNull();

    // Text is a string cell, never a formula: the name is shown as it is, not run.
    const formula = rows.find((r) => String(r.get(se.name)!.value).includes('cmd'))!;
    expect(formula.get(se.name)!.type).toBe(ExcelJS.ValueType.String);
    expect(formula.get(se.name)!.value).toBe('=cmd()');
    expect(formula.get(se.department)!.value).toBe('+SUM(A1)');
  });

  it('writes Finnish by default and keeps to the list tools', async () => {
    const sheet = await workbookOf(await download('xlsx', demoUsers.admin.id, 'temporary', '&risk=HIGH'));
    expect(sheet.name).toBe('Asiakkaat');
    const { header, rows } = sheetRows(sheet);
    expect(header.slice(0, 3)).toEqual(['Nimi', 'Tyyppi', 'Y-tunnus']);
    expect(rows.map((r) => r.get(fi.name)!.value).sort()).toEqual(demoActive.filter((c) => c.riskscores_level === 'HIGH').map((c) => c.name).sort());
    expect(rows.every((r) => r.get(fi.riskscores_level)!.value === 'Korkea')).toBe(true);
    expect(rows.every((r) => r.get(fi.created_at)!.value instanceof Date)).toBe(true);
  });

  it('holds only what the caller may see: the own customers of a USER-restricted user, one organisation\'s', async () => {
    const own = sheetRows(await workbookOf(await download('xlsx', demoUsers.own.id)));
    expect(own.rows.map((r) => r.get(fi.name)!.value).sort()).toEqual(
      [...demoActive.filter((c) => c.users_id === demoUsers.own.id).map((c) => c.name), '=cmd()'].sort(),
    );
    const toinen = sheetRows(await workbookOf(await download('xlsx', demoUsers.toinenAdmin.id)));
    const names = toinen.rows.map((r) => r.get(fi.name)!.value);
    expect(names.sort()).toEqual(demoCustomers().filter((c) => c.organisations_id === demoOrganisations.toinen.id).map((c) => c.name).sort());
    expect(names).not.toContain(sample);
    expect(names).not.toContain('Öljysataman Huolto Oy');
  });

  it('refuses a session token in ?jwt= and no token', async () => {
    expect((await download('xlsx', demoUsers.admin.id, 'session')).status).toBe(401);
    expect((await h.app.request('/api/v2.5/user/customers/xlsx')).status).toBe(401);
  });

  it('refuses a forged temporary token: one signed with another secret, one with a changed claim', async () => {
    const other = createTokenService({ secret: 'y'.repeat(40) });
    const foreign = await other.sign({ sub: demoUsers.admin.id, org: demoOrganisations.demo.id, typ: 'temporary', sid: crypto.randomUUID() });
    const [header, payload, signature] = (await tokenFor(demoUsers.own.id, 'temporary')).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, sub: demoUsers.admin.id })).toString('base64url');
    for (const jwt of [foreign, `${header}.${raised}.${signature}`]) {
      const response = await h.app.request(`/api/v2.5/user/customers/xlsx?jwt=${jwt}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).not.toMatch(/spreadsheetml/);
    }
  });
});

/** The PDF's text as pdftotext reads it. */
const pdfText = async (response: Response): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'customers-pdf-'));
  try {
    const file = join(dir, 'summary.pdf');
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('GET /api/v2.5/user/customers/pdf', () => {
  it('answers a PDF summary of the filtered view with a temporary token', async () => {
    const response = await download('pdf', demoUsers.admin.id, 'temporary', '&name=oy');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="asiakkaat-${today()}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('is titled, valued and dated in the user\'s language, with the organisation and the export time', async () => {
    const name = `&name=${encodeURIComponent(sample)}`;
    const finnish = await pdfText(await download('pdf', demoUsers.admin.id, 'temporary', name));
    expect(finnish).toMatch(/^\s*Asiakkaat\s*$/m);
    expect(finnish).toContain('Demo Oy');
    expect(finnish).toMatch(/Viety \d{2}\.\d{2}\.\d{4} klo \d{2}\.\d{2} — 1 asiakas/);
    expect(finnish).toContain('Matala');
    expect(finnish).toContain('31.12.2026');
    expect(finnish).toContain('02.03.2026');
    expect(finnish).toContain('Ruotsi');
    expect(finnish).not.toMatch(/\bLOW\b|\d{4}-\d{2}-\d{2}/);

    const swedish = await pdfText(await download('pdf', demoUsers.admin.id, 'temporary', `${name}&l=se`));
    expect(swedish).toMatch(/^\s*Kunder\s*$/m);
    expect(swedish).toContain('Låg');
    expect(swedish).toMatch(/Exporterad \d{2}\.\d{2}\.\d{4} kl\. \d{2}\.\d{2} — 1 kund/);

    const english = await pdfText(await download('pdf', demoUsers.admin.id, 'temporary', `${name}&l=en&archived=false`));
    expect(english).toMatch(/^\s*Customers\s*$/m);
    expect(english).toContain('Low');

    const toinen = await pdfText(await download('pdf', demoUsers.toinenAdmin.id, 'temporary', '&archived=true'));
    expect(toinen).toMatch(/^\s*Arkistoidut asiakkaat\s*$/m);
    expect(toinen).toContain('Toinen Oy');
    expect(toinen).not.toContain('Demo Oy');
  });

  it('refuses a session token in ?jwt= and no token', async () => {
    expect((await download('pdf', demoUsers.admin.id, 'session')).status).toBe(401);
    expect((await h.app.request('/api/v2.5/user/customers/pdf')).status).toBe(401);
  });
});

describe('large exports', () => {
  it('streams thousands of rows through the cursor, as CSV and as a workbook', async () => {
    await h.t.db.owner`insert into customers.customers (organisations_id, type, name, city, country, users_id)
      select ${demoOrganisations.demo.id}, 'business', 'Massa ' || lpad(n::text, 5, '0') || ' Oy', 'Kuopio', 'FI', ${demoUsers.admin.id}
      from generate_series(1, 2500) n`;
    const { rows } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=massa'));
    expect(rows).toHaveLength(2500);
    expect(rows[0]![fi.name]).toBe('Massa 00001 Oy');
    expect(rows[2499]![fi.name]).toBe('Massa 02500 Oy');
    const sheet = sheetRows(await workbookOf(await download('xlsx', demoUsers.admin.id, 'temporary', '&name=massa&l=en')));
    expect(sheet.rows).toHaveLength(2500);
    expect(sheet.rows[0]!.get('Name')!.value).toBe('Massa 00001 Oy');
    expect(sheet.rows[2499]!.get('Name')!.value).toBe('Massa 02500 Oy');
    expect(sheet.rows[2499]!.get('Country')!.value).toBe('Finland');
  });
});

describe('the KYC clock and days to the alarm in the exports (issue 26)', () => {
  it('says off and passed apart, in every language, and writes negative days as a number', async () => {
    const en = exportLabels.en.columns;
    await h.t.db.owner`insert into customers.customers (organisations_id, type, name, country, users_id, is_kycclock,
        kycclock_off_reason, kycclock_alarm_at)
      values (${demoOrganisations.demo.id}, 'business', 'Kellotesti ohitettu Oy', 'FI', ${demoUsers.admin.id}, true, null,
              customers.today() - 10),
             (${demoOrganisations.demo.id}, 'business', 'Kellotesti pois Oy', 'FI', ${demoUsers.admin.id}, false,
              'Tarkastetaan toisessa järjestelmässä', null)`;
    try {
      const response = await download('csv', demoUsers.admin.id, 'temporary', '&l=en&name=Kellotesti');
      const text = (await response.text()).replace(/^\uFEFF/, '');
      expect(text).not.toContain("'-10");
      const [header, ...rows] = parseCsv(text);
      const cell = (name: string, column: string) => rows.find((row) => row[0] === name)![header!.indexOf(column)];
      expect(cell('Kellotesti ohitettu Oy', en.kyc_days)).toBe('-10');
      expect(cell('Kellotesti ohitettu Oy', en.kyc_status)).toBe('Alarm date passed');
      expect(cell('Kellotesti pois Oy', en.kyc_status)).toBe('Off');
      expect(cell('Kellotesti pois Oy', en.kyc_days)).toBe('');

      for (const [language, passed, off] of [['fi', 'Hälytyspäivä ohitettu', 'Pois päältä'], ['se', 'Larmdatumet har passerat', 'Av']] as const) {
        const sheet = sheetRows(await workbookOf(await download('xlsx', demoUsers.admin.id, 'temporary', `&l=${language}&name=Kellotesti`)));
        const columns = exportLabels[language].columns;
        const row = (name: string) => sheet.rows.find((r) => r.get(columns.name)!.value === name)!;
        expect(row('Kellotesti ohitettu Oy').get(columns.kyc_status)!.value).toBe(passed);
        expect(row('Kellotesti ohitettu Oy').get(columns.kyc_days)!.value).toBe(-10);
        expect(row('Kellotesti pois Oy').get(columns.kyc_status)!.value).toBe(off);
      }
    } finally {
      await h.t.db.owner`delete from customers.customers where name like 'Kellotesti %'`;
    }
  });
});
