import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDocument, PDFRawStream, PDFStream, rgb, StandardFonts, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDevSigningKey } from './keys.ts';
import { finaliseSignedPdf, inspectPdfSignature } from './sign.ts';
import type { FinalPdfInput, PdfSigningKey } from './types.ts';

const pdfsig = '/usr/bin/pdfsig';
const pdftotext = '/usr/bin/pdftotext';

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A small original made here (never copied from shared data): `pages` pages of text and a shape. */
const makeOriginal = async (label: string, pages: number): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`${label}, sivu ${i}`, { x: 72, y: 760, size: 18, font });
    page.drawRectangle({ x: 72, y: 600, width: 200, height: 80, borderColor: rgb(0.2, 0.2, 0.6), borderWidth: 2 });
  }
  return document.save();
};

/** The decoded-or-not bytes of each content stream of a page, as stored in the file. */
const contentBytes = (page: PDFPage): Buffer[] => {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => {
    if (stream instanceof PDFRawStream) return Buffer.from(stream.getContents());
    if (stream instanceof PDFStream) return Buffer.from(stream.getContents());
    throw new Error('no content stream');
  });
};

const runPdfsig = (path: string): string => {
  if (!existsSync(pdfsig)) throw new Error(`${pdfsig} is missing: install poppler-utils (apt-get install poppler-utils) to verify PDF signatures`);
  const result = spawnSync(pdfsig, [path], { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
};

let key: PdfSigningKey;
let other: PdfSigningKey;
let dir: string;
let originals: FinalPdfInput['originals'];
let signed: Uint8Array;
let input: FinalPdfInput;

beforeAll(async () => {
  [key, other] = await Promise.all([generateDevSigningKey(), generateDevSigningKey()]);
  dir = mkdtempSync(join(tmpdir(), 'tunne-pdf-'));
  const first = await makeOriginal('Sopimus', 1);
  const second = await makeOriginal('Liite', 2);
  originals = [
    { name: 'sopimus.pdf', bytes: first, sha256: sha256(first) },
    { name: 'liite – Łódź.pdf', bytes: second, sha256: sha256(second) },
  ];
  input = {
    esignaturesId: 'ES-20261126-0042',
    signatureName: 'Toimeksiantosopimus 2026',
    organisationName: 'Esimerkki Oy',
    language: 'fi',
    originals,
    signatories: [
      { name: 'Łukasz Żółć 😀', companyname: 'Przykład Sp. z o.o.', role: 'Hallituksen jäsen', method: 'NETSEIDENT_BANKID_FI', signed_at: new Date('2026-11-26T10:15:30Z'), ipaddress: '192.0.2.10', ssn: '010170-999R' },
      { name: 'Åsa Öberg', companyname: null, role: null, method: 'SCREENSIGNATURE', signed_at: new Date('2026-07-01T09:00:00Z'), ipaddress: '2001:db8::1', ssn: null },
      { name: 'Pia Piilo', invited_name: 'P. Piilo', companyname: null, role: null, method: 'MOBIILIVARMENNE_FI', acr: 'http://ftn.ficora.fi/2017/loa3', signed_at: new Date('2026-07-01T09:05:00Z'), ipaddress: null, ssn: null, ssn_hidden: true },
    ],
    completedAt: new Date('2026-11-26T10:16:00Z'),
  };
  signed = await finaliseSignedPdf(input, key);
  if (process.env.PDF_TEST_KEEP) writeFileSync(process.env.PDF_TEST_KEEP, signed);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, bytes: Uint8Array): string => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('finaliseSignedPdf', () => {
  it('keeps every original page unchanged and adds the certificate page', async () => {
    const final = await PDFDocument.load(signed, { updateMetadata: false });
    expect(final.getPageCount()).toBe(1 + 2 + 2); // the closing note on the seal flows onto a second certificate page
    const originalPages = [];
    for (const original of originals) originalPages.push(...(await PDFDocument.load(original.bytes)).getPages());
    originalPages.forEach((page, index) => {
      expect(contentBytes(final.getPage(index))).toEqual(contentBytes(page));
      expect(final.getPage(index).getSize()).toEqual(page.getSize());
    });
    expect(final.getTitle()).toBe('Toimeksiantosopimus 2026');
    expect(final.getProducer()).toBe('Tunne');
  });

  it('lists the files, their SHA-256 and the signatories on the certificate page', () => {
    if (!existsSync(pdftotext)) throw new Error(`${pdftotext} is missing: install poppler-utils (apt-get install poppler-utils)`);
    const path = write('text.pdf', signed);
    const text = execFileSync(pdftotext, ['-f', '4', path, '-'], { encoding: 'utf8' });
    const compact = text.replace(/\s+/g, '');
    const spaced = text.replace(/\s+/g, ' ');
    expect(text).toContain('Allekirjoitustodistus');
    expect(text).toContain('ES-20261126-0042');
    for (const original of originals) expect(compact).toContain(original.sha256);
    expect(text).toContain('Lukasz Zólc ?');
    expect(text).toContain('Åsa Öberg');
    // The signing act: an eID login with its level (unknown when not stored), or a drawn signature that is no
    // identification; never "identification method" for a screen signature.
    expect(spaced).toContain('Allekirjoitustapa Sähköinen tunnistus: Pankkitunnistus (FTN), varmuustaso ei tiedossa');
    expect(spaced).toContain('Allekirjoitustapa Näytölle piirretty allekirjoitus (ei sähköistä tunnistusta)');
    expect(spaced).toContain('Sähköinen tunnistus: Mobiilivarmenne, varmuustaso korkea');
    expect(text).not.toContain('Tunnistustapa');
    expect(text).not.toContain('Näyttöallekirjoitus');
    expect(text).toContain('010170-999R');
    // No code: "no identity code"; a code the sender hid: "hidden".
    expect((text.match(/ei henkilötunnusta/g) ?? []).length).toBe(1);
    expect((text.match(/piilotettu/g) ?? []).length).toBe(1);
    expect((text.match(/Kutsuttu nimellä/g) ?? []).length).toBe(1); // only where the identified name differs
    expect(text).toContain('P. Piilo');
    // The level of the signatures and of the seal; no timestamp without a timestamp authority.
    expect(spaced).toContain('Kukin allekirjoittaja on antanut yksinkertaisen sähköisen allekirjoituksen.');
    expect(spaced).toContain('organisaation varmenteella (Tunne development signing) kehittyneellä sähköisellä leimalla');
    expect(spaced).not.toContain('aikaleima');
    expect(text).toContain('26.11.2026 12:15:30 (UTC+02:00)');
    expect(text).toContain('01.07.2026 12:00:00 (UTC+03:00)');
    expect(text).toContain('liite – Lódz.pdf');
  });

  it('is a PAdES signature that pdfsig reports valid', () => {
    const output = runPdfsig(write('signed.pdf', signed));
    expect(output).toContain('Signature Validation: Signature is Valid.');
    expect(output).toContain('ETSI.CAdES.detached');
    expect(output).toContain('Tunne development signing');
    expect(output).toMatch(/Signature Type: ETSI\.CAdES\.detached/);
    expect(inspectPdfSignature(signed, key)).toBe('valid');
  });

  it('flows onto more certificate pages when there are many signatories and files', async () => {
    const many: FinalPdfInput = {
      ...input,
      language: 'en',
      originals: Array.from({ length: 6 }, (_, i) => ({ ...originals[i % 2]!, name: `file-${i}.pdf` })),
      signatories: Array.from({ length: 14 }, (_, i) => ({ ...input.signatories[i % 2]!, name: `Signatory ${i + 1}` })),
    };
    const bytes = await finaliseSignedPdf(many, key);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThan(9 + 1);
    const path = write('many.pdf', bytes);
    if (process.env.PDF_TEST_KEEP) writeFileSync(`${process.env.PDF_TEST_KEEP}.many.pdf`, bytes);
    const text = execFileSync(pdftotext, ['-f', '10', path, '-'], { encoding: 'utf8' });
    for (let i = 1; i <= 14; i++) expect(text).toContain(`Signatory ${i}\n`);
    expect(text).toContain('Signing certificate (continued)');
    expect(runPdfsig(path)).toContain('Signature Validation: Signature is Valid.');
  });
});

describe('inspectPdfSignature', () => {
  it('refuses a copy with one byte changed inside the signed range', () => {
    const changed = Uint8Array.from(signed);
    // The first page's size: 595.28 becomes 695.28.
    const at = Buffer.from(changed).indexOf('/MediaBox [ 0 0 595.28') + '/MediaBox [ 0 0 '.length;
    expect(at).toBeGreaterThan(20);
    expect(at).toBeLessThan(Buffer.from(signed).indexOf('/Contents <'));
    changed[at] = '6'.charCodeAt(0);
    expect(runPdfsig(write('changed.pdf', changed))).not.toContain('Signature Validation: Signature is Valid.');
    expect(inspectPdfSignature(changed, key)).toBe('invalid');
  });

  it('refuses a copy with an incremental update appended', () => {
    // A new Info dictionary written as an incremental update: the earlier bytes stay as they were.
    const text = Buffer.from(signed).toString('latin1');
    const previous = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
    const size = Number(/\/Size (\d+)/.exec(text.slice(text.lastIndexOf('trailer')))![1]);
    const root = /\/Root (\d+ \d+ R)/.exec(text.slice(text.lastIndexOf('trailer')))![1];
    const objectAt = signed.length + 1;
    const object = `${size} 0 obj\n<< /Title (Muutettu) >>\nendobj\n`;
    const xrefAt = objectAt + object.length;
    const update = `\n${object}xref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const appended = Buffer.concat([Buffer.from(signed), Buffer.from(update, 'latin1')]);
    expect(runPdfsig(write('appended.pdf', appended))).toContain('Signature Validation: Signature is Valid.'); // pdfsig checks the signed bytes only
    expect(inspectPdfSignature(appended, key)).toBe('invalid');
  });

  it('answers none for an unsigned PDF and for garbage', async () => {
    expect(inspectPdfSignature(originals[0]!.bytes, key)).toBe('none');
    expect(inspectPdfSignature(new Uint8Array(0), key)).toBe('none');
    expect(inspectPdfSignature(new TextEncoder().encode('hello'), key)).toBe('none');
    expect(inspectPdfSignature(new TextEncoder().encode('%PDF-1.7 /ByteRange [0 1 2 3] /Contents <zz>'), key)).toBe('invalid');
    const broken = Buffer.from(signed);
    const contents = broken.indexOf('/Contents <') + '/Contents <'.length;
    broken.write('3082ffff', contents, 'latin1');
    expect(inspectPdfSignature(broken, key)).toBe('invalid');
  });

  it('refuses a signature made with another key', () => {
    expect(inspectPdfSignature(signed, other)).toBe('invalid');
  });

  it('accepts the signer when it is in the configured chain', () => {
    expect(inspectPdfSignature(signed, { ...other, chainPem: [key.certificatePem] })).toBe('valid');
  });
});
