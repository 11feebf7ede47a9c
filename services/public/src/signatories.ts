import type { Context, Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { EidCompleteBody, EidStartBody, esignatureFileLimits, SignBody, type FileContent } from '@tunne/contracts';
import { AppError, attachmentHeader, ok, readBody, readFileForm } from '@tunne/platform';
import type { PublicRouteContext } from './route-context.ts';
import { addressKey } from './limits.ts';

const pdfMagic = '%PDF-';

const pdfResponse = (c: Context, file: FileContent) =>
  c.body(file.bytes.slice().buffer, 200, {
    'content-type': 'application/pdf',
    'content-disposition': attachmentHeader(file.name),
    'content-length': String(file.bytes.byteLength),
    'x-content-type-options': 'nosniff',
  });

/**
 * The signatory's page (issue 14): `/signatories/{org}/{customer}/{esignatures_id}/{id}` with the link token — view, the
 * original PDFs, the eID round trip, the signature, the final signed PDF — and the verification of a signed PDF
 * (POST /verify, no link: limited per client address).
 */
export const signatoryPublicRoutes = (app: Hono<BlankEnv>, context: PublicRouteContext): void => {
  const { deps, prefix, limiter, addressOf, linkOf, guarded, fileId } = context;
  const base = `${prefix}/signatories/:org/:customer/:esig/:id`;

  app.get(base, async (c) => {
    const { link, address, item } = await linkOf(c);
    return ok(c, await guarded(item, address, () => deps.ports.signatories.view(link)));
  });

  app.get(`${base}/files/:filesId`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const filesId = fileId(c);
    return pdfResponse(c, await guarded(item, address, () => deps.ports.signatories.file(link, filesId)));
  });

  app.post(`${base}/eid/start`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const { method } = await readBody(c, EidStartBody);
    await limiter.take('signing', item);
    return ok(c, await guarded(item, address, () => deps.ports.signatories.startEid(link, method)));
  });

  app.post(`${base}/eid/complete`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    // A PEP answer the callback page might carry is not the signatory's to give: only the callback goes on.
    const { callback } = await readBody(c, EidCompleteBody);
    return ok(c, await guarded(item, address, () => deps.ports.signatories.completeEid(link, { callback }, meta)));
  });

  app.post(`${base}/sign`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const body = await readBody(c, SignBody);
    await limiter.take('signing', item);
    return ok(c, await guarded(item, address, () => deps.ports.signatories.sign(link, body, meta)));
  });

  app.get(`${base}/pdf`, async (c) => {
    const { link, address, item } = await linkOf(c);
    return pdfResponse(c, await guarded(item, address, () => deps.ports.signatories.signedPdf(link)));
  });

  // Anyone holding a PDF may ask whether we signed it: limited per address before the body is read.
  app.post(`${prefix}/verify`, async (c) => {
    const address = addressKey(addressOf(c));
    await limiter.take('calls', address);
    await limiter.take('verify', address);
    const { file, fields } = await readFileForm(c);
    const extra = Object.keys(fields)[0];
    if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
    if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
    if (file.size > esignatureFileLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB');
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) !== pdfMagic) throw new AppError('UNSUPPORTED_FILE', 'Only PDF files can be verified', '/file');
    return ok(c, await deps.ports.verify.verify(bytes));
  });
};
