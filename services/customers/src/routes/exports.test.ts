import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { demoCustomers } from '../seed.ts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.t.db.owner`insert into customers.customers (organisations_id, type, name, department, city, country, users_id)
    values (${demoOrganisations.demo.id}, 'business', '=cmd()', '+SUM(A1)', '@here', 'FI', ${demoUsers.own.id}),
           (${demoOrganisations.demo.id}, 'business', 'Pilkku, "Lainaus" Oy', '-1', E'rivi\\nvaihto', 'FI', ${demoUsers.admin.id}),
           (${demoOrganisations.demo.id}, 'business', 'Puoli; Piste Oy', 'Myynti, itä', 'Turku', 'FI', ${demoUsers.admin.id})`;
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
const parse = (text: string): Record<string, string>[] => {
  const [header, ...records] = parseCsv(text);
  return records.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
};
const rowsOf = async (response: Response) => {
  const text = await response.text();
  return { text, rows: parse(text.replace(/^\uFEFF/, '')) };
};

describe('GET /api/v2.5/user/customers/csv', () => {
  it('streams the view as UTF-8 CSV with BOM, header and every active customer', async () => {
    const response = await download('csv', demoUsers.admin.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('customers.csv');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { text, rows } = await rowsOf(response);
    // Response.text() drops the BOM (checked on the bytes above).
    expect(text.split('\r\n')[0]).toBe('name;type;businessid;ssn;department;city;country;is_kycclock;kycclock_alarm_at;is_monitored;prepayment_register;trade_register;riskscores_level;created_at;removes_at');
    expect(rows).toHaveLength(demoActive.length + 3);
    expect(rows.map((r) => r.name)).toContain('Öljysataman Huolto Oy');
    expect(rows.every((r) => !r.ssn || r.ssn.includes('*'))).toBe(true);
  });

  it('neutralises formulas in every cell and quotes cells with quotes or line breaks', async () => {
    const { rows, text } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=cmd'));
    expect(rows).toEqual([expect.objectContaining({ name: "'=cmd()", department: "'+SUM(A1)", city: "'@here" })]);
    expect(text).not.toMatch(/(^|;)[=+@]/m);
    const quoted = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=pilkku'));
    expect(quoted.rows).toEqual([expect.objectContaining({ name: 'Pilkku, "Lainaus" Oy', department: "'-1", city: 'rivi\nvaihto' })]);
    expect(quoted.text).toContain('"Pilkku, ""Lainaus"" Oy"');
  });

  it("separates cells with ';' (Nordic/Baltic Excel), quoting a cell with a ';' or a ',' (for a comma-splitting reader)", async () => {
    const { rows, text } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=puoli'));
    expect(rows).toEqual([expect.objectContaining({ name: 'Puoli; Piste Oy', department: 'Myynti, itä', city: 'Turku' })]);
    expect(text.split('\r\n')[1]).toMatch(/^"Puoli; Piste Oy";business;/);
    expect(text).toContain(';"Myynti, itä";Turku;');
  });

  it('applies the list tools and sort, and archived only when asked', async () => {
    const risky = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&risk=HIGH&sort=-name'));
    const expected = demoActive.filter((c) => c.riskscores_level === 'HIGH').map((c) => c.name);
    expect(risky.rows.map((r) => r.name).sort()).toEqual([...expected].sort());
    expect(risky.rows.every((r) => r.riskscores_level === 'HIGH')).toBe(true);
    const names = risky.rows.map((r) => r.name!.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const archived = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&archived=true'));
    expect(archived.rows.length).toBe(demoCustomers().filter((c) => c.organisations_id === demoOrganisations.demo.id && c.is_removed).length);
    expect((await download('csv', demoUsers.admin.id, 'temporary', '&risk=BAD')).status).toBe(400);
  });

  it('applies the restriction and the organisation', async () => {
    const own = await rowsOf(await download('csv', demoUsers.own.id));
    expect(own.rows.map((r) => r.name).sort()).toEqual(
      [...demoActive.filter((c) => c.users_id === demoUsers.own.id).map((c) => c.name), '=cmd()'].map((n) => (n === '=cmd()' ? "'=cmd()" : n)).sort(),
    );
    const toinen = await rowsOf(await download('csv', demoUsers.toinenAdmin.id));
    expect(toinen.rows.map((r) => r.name).sort()).toEqual(
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

  it('streams thousands of rows through the cursor', async () => {
    await h.t.db.owner`insert into customers.customers (organisations_id, type, name, city, country, users_id)
      select ${demoOrganisations.demo.id}, 'business', 'Massa ' || lpad(n::text, 5, '0') || ' Oy', 'Kuopio', 'FI', ${demoUsers.admin.id}
      from generate_series(1, 2500) n`;
    const { rows } = await rowsOf(await download('csv', demoUsers.admin.id, 'temporary', '&name=massa'));
    expect(rows).toHaveLength(2500);
    expect(rows[0]!.name).toBe('Massa 00001 Oy');
    expect(rows[2499]!.name).toBe('Massa 02500 Oy');
  });
});

describe('GET /api/v2.5/user/customers/pdf', () => {
  it('answers a PDF summary of the filtered view with a temporary token', async () => {
    const response = await download('pdf', demoUsers.admin.id, 'temporary', '&name=oy');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('refuses a session token in ?jwt= and no token', async () => {
    expect((await download('pdf', demoUsers.admin.id, 'session')).status).toBe(401);
    expect((await h.app.request('/api/v2.5/user/customers/pdf')).status).toBe(401);
  });
});
