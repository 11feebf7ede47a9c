import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfInfo } from './parse.ts';

const refusal = async (bytes: Uint8Array): Promise<unknown> => readPdfInfo(bytes).then(() => null, (error: unknown) => error);

const pdfWithPages = async (pages: number): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage();
  return document.save({ addDefaultPage: false, useObjectStreams: false });
};

describe('readPdfInfo', () => {
  it('counts the pages of a PDF', async () => {
    expect(await readPdfInfo(await pdfWithPages(3))).toEqual({ pages: 3 });
  });

  it.each([
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])],
    ['a text file named .pdf', new TextEncoder().encode('Hei, tämä ei ole PDF vaan tekstiä.\n')],
    ['text that starts like a PDF', new TextEncoder().encode('%PDF-1.7\nnot really\n%%EOF\n')],
    ['an empty file', new Uint8Array(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await refusal(bytes)).toMatchObject({ code: 'UNSUPPORTED_FILE', field: '/file' });
  });

  it('refuses a truncated PDF', async () => {
    const whole = await pdfWithPages(2);
    for (const length of [whole.length - 10, Math.floor(whole.length / 2), 200]) {
      expect(await refusal(whole.subarray(0, length))).toMatchObject({ code: 'UNSUPPORTED_FILE' });
    }
  });

  it('refuses a PDF without pages and an encrypted one', async () => {
    expect(await refusal(await pdfWithPages(0))).toMatchObject({ code: 'UNSUPPORTED_FILE' });
    const whole = Buffer.from(await pdfWithPages(1)).toString('latin1');
    // An /Encrypt entry in the trailer is what marks a file encrypted.
    const encrypted = whole.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>');
    expect(encrypted).not.toBe(whole);
    expect(await refusal(Buffer.from(encrypted, 'latin1'))).toMatchObject({ code: 'UNSUPPORTED_FILE' });
  });
});
