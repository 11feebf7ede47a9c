/** Test kit for the import: files built in memory and a caller that uploads them through the real router. */
import ExcelJS from 'exceljs';
import { fiYTunnusCheckDigit, type Envelope } from '@tunne/contracts';
import { tokenFor, type Harness } from '../testing.ts';

/** The n-th valid Y-tunnus from `base` on (bodies whose check digit would be 1 do not exist and are skipped). */
export const yTunnukset = (count: number, base = 5_000_000): string[] => {
  const result: string[] = [];
  for (let body = base; result.length < count; body += 1) {
    const digit = fiYTunnusCheckDigit(String(body));
    if (digit !== null) result.push(`${body}-${digit}`);
  }
  return result;
};

export const csvText = (rows: readonly (readonly string[])[], delimiter = ','): string =>
  rows.map((row) => row.map((cell) => (/[",;\t\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(delimiter)).join('\r\n');

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/** Windows-1252 for the Latin-1 range (all the tests need: ä, ö, å, Ä, Ö, Å). */
export const windows1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((char) => {
  const code = char.codePointAt(0)!;
  if (code > 0xff) throw new Error(`not in the test encoder: ${char}`);
  return code;
}));

export const xlsxBytes = async (rows: readonly (readonly ExcelJS.CellValue[])[]): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Asiakkaat');
  for (const row of rows) sheet.addRow([...row]);
  workbook.addWorksheet('Toinen').addRow(['ignored']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

export interface UploadAnswer<T> {
  status: number;
  body: Envelope<T>;
}

export const upload = async (
  h: Harness,
  usersId: string,
  path: string,
  file: Uint8Array | string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> => {
  const form = new FormData();
  form.set('file', new Blob([typeof file === 'string' ? utf8(file) : Uint8Array.from(file)]), 'asiakkaat.csv');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return h.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(usersId)}`, ...headers },
    body: form,
  });
};

export const uploadJson = async <T>(...args: Parameters<typeof upload>): Promise<UploadAnswer<T>> => {
  const response = await upload(...args);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
};
