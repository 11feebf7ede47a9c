import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, TokenResult } from '@tunne/contracts';
import { call, login, startSecurityGateway, type SecurityGateway } from './support.ts';

/**
 * Finding 7 (low): formula cells in the customer CSV export. Whichever separator the spreadsheet splits on (the
 * export's ';' or a comma), no cell it sees starts with a formula trigger, and a cell with a comma inside is one
 * quoted cell, not two.
 */
let g: SecurityGateway;
let token: string;
const socket = '203.0.113.71';
const names = [
  "Safe Oy,=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","Klikkaa")',
  'Puolipiste Oy;+SUM(1)',
  'Rivinvaihto Oy\n@SUM(1)',
  '-2+3+cmd|x Oy',
];

beforeAll(async () => {
  g = await startSecurityGateway();
  token = await login(g.app, 'admin@example.com', undefined, socket);
  for (const name of names) {
    const created = await call<Customer>(g.app, 'POST', '/api/v2.5/user/customers', {
      token, socket, body: { type: 'business', name, city: '@Oulu', department: 'Myynti, -20 %', confirm_duplicate: true },
    });
    expect(created.status, created.text).toBe(201);
  }
});
afterAll(async () => g?.stop());

const exportText = async (): Promise<string> => {
  const temporary = await call<TokenResult>(g.app, 'PUT', '/api/v2.5/user/auth', { token, socket, body: { lifetime: 60 } });
  expect(temporary.status, temporary.text).toBe(200);
  const answer = await call(g.app, 'GET', `/api/v2.5/user/customers/csv?jwt=${temporary.body.data!.jwt}&sort=name`, { socket });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/csv');
  return answer.text;
};

/** A spreadsheet's reading (RFC 4180 as Python's csv and LibreOffice read it) with the separator it chooses. */
const readFields = (text: string, separator: ',' | ';'): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let state: 'start' | 'unquoted' | 'quoted' = 'start';
  const endField = () => {
    record.push(field);
    field = '';
    state = 'start';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (state === 'quoted') {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') state = 'unquoted';
      else field += char;
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      records.push(record);
      record = [];
    } else if (char === '"' && state === 'start') state = 'quoted';
    else {
      field += char;
      state = 'unquoted';
    }
  }
  return records;
};

describe('GET /api/v2.5/user/customers/csv: formula cells', () => {
  it("read with ';' (as written): every cell whole, none starting with = + - @ TAB or CR", async () => {
    const text = (await exportText()).replace(/^\uFEFF/, '');
    const [header, ...rows] = readFields(text, ';');
    // The header is in the user's language (fi by default).
    const name = header!.indexOf('Nimi');
    expect(name).toBe(0);
    const exported = rows.map((row) => row[name]!);
    expect(exported).toEqual(expect.arrayContaining([
      "Safe Oy,'=cmd|' /C calc'!A0",
      `'=HYPERLINK("http://evil.example","Klikkaa")`,
      "Puolipiste Oy;'+SUM(1)",
      "Rivinvaihto Oy\n'@SUM(1)",
      "'-2+3+cmd|x Oy",
    ]));
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    // A number is a number (issue 26: days to a passed alarm are -10, not the text '-10); nothing else starts so.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+$/.test(cell))).toEqual([]);
    const days = header!.indexOf('Päiviä hälytykseen');
    expect(rows.map((row) => row[days]!).filter((cell) => cell.startsWith('-') || cell.startsWith("'")).every((cell) => /^-\d+$/.test(cell))).toBe(true);
    // The cell that held the payload is one quoted cell, quoted as a whole.
    expect(text).toContain(`"Safe Oy,'=cmd|' /C calc'!A0";Yritys;`);
  });

  it("read with ',' (a comma-splitting spreadsheet): no field is a formula", async () => {
    const text = (await exportText()).replace(/^\uFEFF/, '');
    const fields = readFields(text, ',').flat();
    expect(fields.filter((field) => /^\s*[=+\-@]/.test(field))).toEqual([]);
    expect(fields.some((field) => field.includes('cmd|'))).toBe(true);
  });
});
