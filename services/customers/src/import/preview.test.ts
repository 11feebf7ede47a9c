import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type CustomerImportPreview } from '@tunne/contracts';
import { startHarness, type Harness } from '../testing.ts';
import { csvText, uploadJson, utf8, windows1252, xlsxBytes } from './test-files.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const path = '/api/v2.5/user/customers/import/preview';
const preview = (file: Uint8Array | string) => uploadJson<CustomerImportPreview>(h, demoUsers.user.id, path, file);

const finnishRows = [
  ['Nimi', 'Y-tunnus', 'Osoite', 'Postinumero', 'Kaupunki', 'Maa', 'Sähköposti', 'Osasto', 'Muistiinpano'],
  ['Äänekosken Höyläämö Oy', '0737546-2', 'Kauppakatu 1, B 2', '44100', 'Äänekoski', 'FI', 'info@hoylaamo.example', 'Myynti', ''],
  ['Örnsköldsviks Åkeri AB', '556036-0793', 'Storgatan 3', '89133', 'Örnsköldsvik', 'SE', '', '', 'x'],
];

const expectFinnish = (data: CustomerImportPreview | null) => {
  expect(data!.columns).toEqual(finnishRows[0]);
  expect(data!.rows).toBe(2);
  expect(data!.sample).toEqual(finnishRows.slice(1));
  expect(data!.suggested_mapping).toEqual({
    Nimi: 'name', 'Y-tunnus': 'businessid', Osoite: 'address', Postinumero: 'postalnumber', Kaupunki: 'city', Maa: 'country',
    Sähköposti: 'email', Osasto: 'department', Muistiinpano: null,
  });
};

describe('POST /api/v2.5/user/customers/import/preview', () => {
  it('reads a comma-separated UTF-8 file', async () => {
    const { status, body } = await preview(csvText(finnishRows));
    expect(status).toBe(200);
    expect(body.data!.format).toBe('csv');
    expectFinnish(body.data);
  });

  it('reads a semicolon-separated file with a UTF-8 BOM (Excel "CSV UTF-8"), commas inside cells', async () => {
    const { status, body } = await preview(`\uFEFF${csvText(finnishRows, ';')}`);
    expect(status).toBe(200);
    expectFinnish(body.data);
  });

  it('reads a Windows-1252 file with ä, ö, å (Excel "CSV" on Windows) and tab-separated text', async () => {
    const legacy = await preview(windows1252(csvText(finnishRows, ';')));
    expect(legacy.status).toBe(200);
    expectFinnish(legacy.body.data);
    const tabs = await preview(utf8(csvText(finnishRows, '\t')));
    expectFinnish(tabs.body.data);
  });

  it('suggests Swedish and English headers, names empty and repeated columns, returns at most 20 sample rows', async () => {
    const rows = [['Namn', 'Organisationsnummer', 'Ort', '', 'Land', 'E-post', 'Namn'], ...Array.from({ length: 30 }, (_, i) => [`Kund ${i}`, '', '', '', '', '', ''])];
    const { body } = await preview(csvText(rows));
    expect(body.data!.columns).toEqual(['Namn', 'Organisationsnummer', 'Ort', 'Column 4', 'Land', 'E-post', 'Namn (2)']);
    expect(body.data!.suggested_mapping).toEqual({
      Namn: 'name', Organisationsnummer: 'businessid', Ort: 'city', 'Column 4': null, Land: 'country', 'E-post': 'email', 'Namn (2)': null,
    });
    expect(body.data!.rows).toBe(30);
    expect(body.data!.sample).toHaveLength(20);
    const english = await preview(csvText([['Customer name', 'Business ID', 'SSN', 'Address', 'Zip', 'City', 'Country', 'Type', 'Email', 'Department']]));
    expect(Object.values(english.body.data!.suggested_mapping)).toEqual([
      'name', 'businessid', 'ssn', 'address', 'postalnumber', 'city', 'country', 'type', 'email', 'department',
    ]);
  });

  it('reads the first worksheet of an XLSX workbook; formulas stay text, numbers and dates become text', async () => {
    const bytes = await xlsxBytes([
      ['Nimi', 'Henkilötunnus', 'Perustettu', 'Kuvaus', 'Numero'],
      ['Åsa Öberg', '010190-123M', new Date(Date.UTC(2020, 4, 17)), { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' }, 42],
      [],
      ['=1+1', '', null, { richText: [{ text: 'lihava' }, { text: ' teksti' }] }, 1.5],
    ]);
    const { status, body } = await preview(bytes);
    expect(status).toBe(200);
    expect(body.data!.format).toBe('xlsx');
    expect(body.data!.columns).toEqual(['Nimi', 'Henkilötunnus', 'Perustettu', 'Kuvaus', 'Numero']);
    expect(body.data!.sample).toEqual([
      ['Åsa Öberg', '010190-123M', '2020-05-17', '=HYPERLINK("http://evil.example","x")', '42'],
      ['=1+1', '', '', 'lihava teksti', '1.5'],
    ]);
    expect(body.data!.rows).toBe(2);
    expect(body.data!.suggested_mapping).toMatchObject({ Nimi: 'name', Henkilötunnus: 'ssn', Perustettu: 'founded_at', Kuvaus: 'description' });
  });

  it('refuses what is not CSV or XLSX by its content (415), whatever it is called', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const refused = await preview(png);
    expect(refused.status).toBe(415);
    expect(refused.body.errors[0]!.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const binary = await preview(Uint8Array.from({ length: 2000 }, (_, i) => (i * 7) % 256));
    expect(binary.status).toBe(415);
    const zipNotWorkbook = await preview(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(zipNotWorkbook.status).toBe(415);
  });

  it('refuses a JSON body (415), a missing file and an empty one (400)', async () => {
    const { tokenFor } = await import('../testing.ts');
    const json = await h.app.request(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor(demoUsers.user.id)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await preview('')).status).toBe(400);
    expect((await preview('')).body.errors[0]!.code).toBe('IMPORT_FILE_EMPTY');
    expect((await preview('\r\n\r\n')).body.errors[0]!.code).toBe('IMPORT_FILE_EMPTY');
    const unreadable = await preview('name;city\n"Auki jäänyt lainaus;Oulu\n');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.errors[0]!.code).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('refuses a file over 20 MB (413) and more than 100,000 rows (400)', async () => {
    const huge = new Uint8Array(21 * 1024 * 1024).fill(0x41);
    const tooLarge = await preview(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0]!.code).toBe('PAYLOAD_TOO_LARGE');
    const manyRows = `name\n${'a\n'.repeat(100_001)}`;
    const tooMany = await preview(manyRows);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0]!.code).toBe('IMPORT_TOO_MANY_ROWS');
    expect(tooMany.body.errors[0]!.message).toMatch(/more than 100000 rows/);
  });

  it('refuses two file parts and a malformed multipart body (400 VALIDATION_FAILED)', async () => {
    const { tokenFor } = await import('../testing.ts');
    const authorization = `Bearer ${await tokenFor(demoUsers.user.id)}`;
    const form = new FormData();
    form.append('file', new Blob([utf8('name\nEnsimmäinen Oy')]), 'a.csv');
    form.append('file', new Blob([utf8('name\nToinen Oy')]), 'b.csv');
    const two = await h.app.request(path, { method: 'POST', headers: { authorization }, body: form });
    expect(two.status).toBe(400);
    expect(((await two.json()) as { errors: unknown[] }).errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/file' });
    const broken = await h.app.request(path, {
      method: 'POST',
      headers: { authorization, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nname',
    });
    expect(broken.status).toBe(400);
  });

  it('needs a session', async () => {
    const form = new FormData();
    form.set('file', new Blob([utf8('name\nx')]));
    expect((await h.app.request(path, { method: 'POST', body: form })).status).toBe(401);
  });
});
