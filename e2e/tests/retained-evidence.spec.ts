import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, StandardFonts, type PDFHexString, type PDFObject, type PDFString,
} from 'pdf-lib';
import { apiLogin, authHeaders, demoOrganisationIds, updateMe, users, waitForMailMatch } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { login } from './support/ui.ts';

// Issue 25 §4 (EU AMLR art. 77): the evidence gathered through outbound items belongs to the retained record. A person
// identified by a drawn signature and a contract signed the same way; the customer is deleted at once; the admin's
// retained-record PDF holds the identification and the signed document: printed in their sections, and both files
// embedded (the drawn signature drawn on the page too). Finnish and Swedish.

interface Envelope<T> {
  data: T;
}

const org = demoOrganisationIds.demo;
const token = /#([A-Za-z0-9_-]{40,})/;

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A drawn signature: a real 60 × 20 greyscale PNG with a line across it. */
const signaturePng = (): string => {
  const [width, height] = [60, 20];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    if (y === height / 2) rows.fill(0, y * (width + 1) + 1, (y + 1) * (width + 1));
  }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
};

const post = async <T>(request: APIRequestContext, jwt: string | null, path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> => {
  const response = await request.post(path, { headers: { ...(jwt ? authHeaders(jwt) : {}), ...headers }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as Envelope<T>).data;
};

/** The text the PDF's pages draw and the names of the files embedded in it. */
const readPdf = async (bytes: Buffer): Promise<{ text: string; attachments: string[] }> => {
  const doc = await PDFDocument.load(bytes);
  const text = doc.getPages().flatMap((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams.filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .flatMap((s) => [...Buffer.from(decodePDFRawStream(s).decode()).toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
  }).join('\n');
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const attachments: string[] = [];
  for (let i = 0; names && i < names.size(); i += 2) attachments.push((names.lookup(i) as PDFString | PDFHexString).decodeText());
  return { text, attachments };
};

/** The section headings of the record's PDF (services/customers/src/retained/pdf.ts). */
const headings: Record<'fi' | 'se', { identifications: string; esignatures: string; files: string }> = {
  fi: { identifications: 'Tunnistautumiset', esignatures: 'Sähköiset allekirjoitukset', files: 'Tiedostot' },
  se: { identifications: 'Identifieringar', esignatures: 'Elektroniska underskrifter', files: 'Filer' },
};

// The admin speaks Finnish again for the journeys after these.
test.afterEach(async ({ request }) => {
  await updateMe(request, await apiLogin(request, users.admin.email), { language: 'fi' });
});

for (const lang of ['fi', 'se'] as const satisfies readonly Lang[]) {
  test(`the retained record's PDF holds the customer's identification and signed document (${lang})`, async ({ page, request }) => {
    test.slow();
    const jwt = await apiLogin(request, users.admin.email);
    await updateMe(request, jwt, { language: lang });
    const stamp = Date.now();
    const name = `Todiste Henkilö ${lang} ${stamp}`;
    const email = `todiste-${lang}-${stamp}@example.com`;
    const customer = await post<{ id: string }>(request, jwt, '/api/v2.5/user/customers', {
      type: 'person', name, country: 'FI', contact_email: email, language: lang === 'se' ? 'se' : 'fi', confirm_duplicate: true,
    });

    // An identification by a drawn signature, through the recipient's link.
    const identification = await post<{ id: string }>(request, jwt, `/api/v2.5/user/customers/${customer.id}/identifications`, {
      name, email, available_eidmethods: ['SCREENSIGNATURE'],
    });
    await post(request, jwt, `/api/v2.5/user/identifications/${identification.id}/send`, { mode: 'NOW' });
    const idToken = await waitForMailMatch(request, email, token);
    await post(request, null, `/api/v2.5/public/identifications/${org}/${customer.id}/${identification.id}/screensignature`, { image: signaturePng() }, { 'x-link-token': idToken });

    // A contract signed by the same person with a drawn signature.
    const title = `Toimeksianto ${stamp}`;
    const esignature = await post<{ id: string }>(request, jwt, `/api/v2.5/user/customers/${customer.id}/esignatures`, { signature_name: title });
    const contract = await PDFDocument.create();
    const font = await contract.embedFont(StandardFonts.Helvetica);
    contract.addPage().drawText(title, { x: 60, y: 760, size: 14, font });
    const upload = await request.post(`/api/v2.5/user/esignatures/${esignature.id}/files`, {
      headers: authHeaders(jwt), multipart: { file: { name: 'toimeksianto.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await contract.save()) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const signerEmail = `allekirjoittaja-${lang}-${stamp}@example.com`;
    // The answer is the e-signature with its signatories.
    const withSignatory = await post<{ signatories: { id: string }[] }>(request, jwt, `/api/v2.5/user/esignatures/${esignature.id}/signatories`, {
      name, email: signerEmail, available_eidmethods: ['SCREENSIGNATURE'],
    });
    const signatory = withSignatory.signatories[0]!;
    await post(request, jwt, `/api/v2.5/user/esignatures/${esignature.id}/send`, {});
    const signToken = await waitForMailMatch(request, signerEmail, token);
    await post(request, null, `/api/v2.5/public/signatories/${org}/${customer.id}/${esignature.id}/${signatory.id}/sign`,
      { method: 'SCREENSIGNATURE', accept: true, image: signaturePng() }, { 'x-link-token': signToken });

    // The customer leaves the register at once; its record is retained.
    const removed = await request.delete(`/api/v2.5/admin/customers/${customer.id}`, { headers: authHeaders(jwt) });
    expect(removed.status(), await removed.text()).toBe(200);

    // The admin downloads the record's PDF from Retained records.
    // The login page speaks the browser's Finnish; after login the app speaks the admin's language.
    await login(page, users.admin.email, { path: `/app/customers/retained?name=${encodeURIComponent(name)}` });
    const c = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
    const table = page.getByRole('table', { name: c('retained.tableLabel'), exact: true });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: c('retained.pdfNamed', { name }), exact: true }).click();
    const download = await downloading;
    const pdf = await readPdf(readFileSync((await download.path())!));
    const h = headings[lang];
    for (const text of [h.identifications, 'SCREENSIGNATURE', h.esignatures, title, 'SIGNED', h.files]) expect(pdf.text, text).toContain(text);
    // The drawn signature and the signed PDF are in the record as files, as they were received.
    expect(pdf.attachments).toEqual(expect.arrayContaining(['screensignature.png', 'toimeksianto.pdf', expect.stringMatching(new RegExp(`^signed-${esignature.id}-\\w+\\.pdf$`))]));
  });
}
