import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isAppError } from './errors.ts';
import { checkFile, cleanFileName, fileNameForType, sniffFileType } from './files.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const pdf = text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A ZIP of the given entries (the first stored, the others deflated), enough for the content check. */
const zip = (entries: [name: string, content: string][]): Uint8Array => {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  entries.forEach(([name, content], i) => {
    const raw = Buffer.from(content, 'latin1');
    const data = i === 0 ? raw : deflateRawSync(raw);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(i === 0 ? 0 : 8, 8);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(raw.length, 22);
    header.writeUInt16LE(name.length, 26);
    const local = Buffer.concat([header, Buffer.from(name, 'latin1'), data]);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([entry, Buffer.from(name, 'latin1')]));
    parts.push(local);
    offset += local.length;
  });
  return new Uint8Array(Buffer.concat([...parts, ...central]));
};
const docx = zip([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w:document/>']]);
const ods = zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'], ['content.xml', '<office:document-content/>']]);

const refusal = (call: () => unknown): string | null => {
  try {
    call();
    return null;
  } catch (error) {
    return isAppError(error) ? error.code : 'thrown';
  }
};

describe('sniffFileType', () => {
  it('knows the attachment types by their content, never by the declared type', () => {
    expect(sniffFileType(pdf, 'image/png')).toBe('application/pdf');
    expect(sniffFileType(png)).toBe('image/png');
    expect(sniffFileType(docx, 'application/zip')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffFileType(ods)).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(sniffFileType(text('Omistajat: A 50 %, B 50 %'))).toBe('text/plain; charset=utf-8');
  });

  it('refuses a plain ZIP, a ZIP that only claims to be an Office file, and a macro-enabled document (issue 26)', () => {
    const plain = zip([['Lasku.pdf.exe', 'MZ...'], ['readme.txt', 'hi']]);
    expect(sniffFileType(plain, 'application/zip')).toBeNull();
    expect(sniffFileType(plain, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
    expect(sniffFileType(zip([['[Content_Types].xml', '<Types/>'], ['word/document.xml', '<w/>'], ['word/vbaProject.bin', 'x']]))).toBeNull();
    expect(sniffFileType(zip([['mimetype', 'application/java-archive'], ['a.class', 'x']]))).toBeNull();
  });

  it('refuses programs, scripts and markup', () => {
    expect(sniffFileType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(sniffFileType(text('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(sniffFileType(text('\n <html><body>x</body></html>'))).toBeNull();
    expect(sniffFileType(text('Hei\n<script src="//evil.example/x.js"></script>'))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('strips bidirectional, zero-width and control characters (issue 26: "Lasku\\u202Efdp.bat" showed as "Laskutab.pdf")', () => {
    expect(cleanFileName('Lasku\u202Efdp.bat')).toBe('Laskufdp.bat');
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u0007', '\u0085', '\u200B', '\uFEFF']) {
      expect(cleanFileName(`a${mark}b.pdf`)).toBe('ab.pdf');
    }
    expect(cleanFileName('C:\\Users\\x\\Lasku.pdf')).toBe('Lasku.pdf');
    expect(cleanFileName('\u202E\u2066')).toBe('file');
    expect(cleanFileName('Äyskäri – kuitti.pdf')).toBe('Äyskäri – kuitti.pdf');
  });
});

describe('fileNameForType and checkFile', () => {
  it('gives the name the extension of the type its content proved', () => {
    expect(fileNameForType('Lasku.pdf', 'application/pdf')).toBe('Lasku.pdf');
    expect(fileNameForType('Lasku.PDF', 'application/pdf')).toBe('Lasku.PDF');
    expect(fileNameForType('kuva.jpeg', 'image/jpeg')).toBe('kuva.jpeg');
    expect(fileNameForType('Lasku.exe', 'application/pdf')).toBe('Lasku.exe.pdf');
    expect(fileNameForType('muistio', 'text/plain; charset=utf-8')).toBe('muistio.txt');
    expect(fileNameForType(`${'x'.repeat(300)}.exe`, 'application/pdf')).toHaveLength(255);
    expect(checkFile('Lasku\u202Efdp.exe', pdf)).toEqual({ name: 'Laskufdp.exe.pdf', mime: 'application/pdf' });
    expect(checkFile('taulukko.zip', docx).name).toBe('taulukko.zip.docx');
    expect(checkFile('muistio.csv', text('a;b')).name).toBe('muistio.csv.txt');
  });

  it('refuses text files named like programs, scripts or web pages, and a ZIP', () => {
    for (const name of ['Lasku\u202Efdp.bat', 'x.js', 'sivu.html', 'a.HTM', 'run.cmd', 'x.ps1', 'x.vbs', 'x.svg']) {
      expect(refusal(() => checkFile(name, text('echo hello'))), name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(refusal(() => checkFile('paketti.zip', zip([['a.txt', 'hi']])))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(refusal(() => checkFile('muistio.txt', text('hello')))).toBeNull();
  });
});
