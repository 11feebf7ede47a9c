// Files the tests send, made here (never copied from shared data): a PDF to sign (pdf-lib) and a small real PNG (a
// drawn signature, a photographed document). Both pass the service's content checks. For tests only.
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of `pages` A4 pages, each with the label and its number. */
export const makePdf = async (label: string, pages = 1): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) document.addPage([595, 842]).drawText(pages === 1 ? label : `${label} ${i}`, { x: 72, y: 760, size: 16, font });
  return document.save();
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real greyscale PNG of width × height with a dark line across the middle. */
export const tinyPng = (width = 40, height = 20): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  const middle = Math.floor(height / 2);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    if (y === middle) rows.fill(0, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The PNG as a data URL (ScreenSignatureBody, SignBody). */
export const pngDataUrl = (width?: number, height?: number): string => `data:image/png;base64,${tinyPng(width, height).toString('base64')}`;
