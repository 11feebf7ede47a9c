import type { Handler, Hono } from 'hono';
import { IdParams, OutboundFileParams, outboundFileLimits, RemoveFileBody, type OutboundFileRole, type SecurityEventType } from '@tunne/contracts';
import {
  AppError, attachmentHeader, ok, readAttachment, readBody, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Tx,
} from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';
import { addEvent, type ItemKind } from '../repo/events.ts';
import { insertFile, readFileContent, removeFile } from '../repo/files.ts';
import { assertNotMarkup } from '../file-checks.ts';
import { readDeliverable, type DeliverableItem } from '../sending/deliver.ts';
import { assertRoomForFile, notFound } from './shared.ts';

/** The paths a staff upload goes to (they get the file limit instead of the 1 MB JSON limit). */
export const uploadPath = /^\/api\/v2\.5\/user\/(requests|letters|esignatures)\/[^/]+\/files$/;

/** How one kind's files download: which item, which files, what the security log calls it. */
export interface FileDownload {
  kind: ItemKind;
  /** The item as the caller may see it; null: 404 with the label. */
  find: (tx: Tx, id: string) => Promise<{ customers_id: string } | null>;
  label?: string;
  /** Only files of this role (e-signature: the PDFs to sign). */
  role?: OutboundFileRole;
  /** The type answered when every file is of one (a PDF); else the one sniffed at upload. */
  mime?: string;
  securityEvent: SecurityEventType;
  /** The event's details name the item's kind too. */
  logsKind?: boolean;
}

/**
 * GET …/{id}/files/{filesId}: a file of the item as an attachment. A download of personal data (the customer's answer
 * files, identity documents, attachments, PDFs): in the security log (issue 25 §6).
 */
export const fileDownload = (deps: OutboundDeps, d: FileDownload): Handler<AuthEnv> => async (c) => {
  const { id, filesId } = readParams(c, OutboundFileParams);
  const principal = c.get('principal');
  const file = await deps.db.tx(tenancyOf(principal), async (tx) => {
    const item = await d.find(tx, id);
    if (!item) throw notFound(d.label);
    const found = await readFileContent(tx, d.kind, id, filesId, d.role);
    return found ? { ...found, customersId: item.customers_id } : null;
  });
  if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
  if (deps.securityLog) {
    await recordRequestEvent(deps.securityLog, c, principal, d.securityEvent, {
      customers_id: file.customersId, ...(d.logsKind ? { item_kind: d.kind } : {}), item_id: id, files_id: filesId,
    });
  }
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': d.mime ?? file.mime,
    'content-disposition': attachmentHeader(file.name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
};

/**
 * A request's or letter's attachments (spec §7): upload to a draft (checked by content, SHA-256 kept), download any of
 * its files, PATCH {files_id} to remove an attachment of a draft. The recipient's answer files are evidence: they stay.
 */
export const itemFileRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps, kind: ItemKind, base: string): void => {
  const { db } = deps;
  const withItem = async <T>(tenancy: ReturnType<typeof tenancyOf>, id: string, fn: (tx: Tx, item: DeliverableItem) => Promise<T>, lock = false) =>
    db.tx(tenancy, async (tx) => {
      const item = await readDeliverable(tx, kind, id, lock);
      if (!item) throw notFound();
      return fn(tx, item);
    });

  app.post(`${base}/:id/files`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    // A hidden or foreign item answers 404 before the body is read.
    await withItem(tenancy, id, async () => undefined);
    const upload = await readAttachment(c, outboundFileLimits.maxBytes);
    assertNotMarkup(upload.mime, upload.content);
    const file = await withItem(tenancy, id, async (tx, item) => {
      if (item.state !== 'draft') throw new AppError('ALREADY_SENT', 'Files can be added to a draft only');
      await assertRoomForFile(tx, kind, id);
      const stored = await insertFile(tx, { customersId: item.customers_id, kind, itemId: id, role: 'attachment', name: upload.name, mime: upload.mime, content: upload.content });
      await addEvent(tx, { customersId: item.customers_id, kind, id, type: 'file_added', usersId: principal.usersId, data: { files_id: stored.id, sha256: stored.sha256 } });
      return stored;
    }, true);
    return ok(c, file, 201);
  });

  app.get(`${base}/:id/files/:filesId`, fileDownload(deps, {
    kind, find: (tx, id) => readDeliverable(tx, kind, id), securityEvent: 'download.outbound_file', logsKind: true,
  }));

  app.patch(`${base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { files_id: filesId } = await readBody(c, RemoveFileBody);
    const principal = c.get('principal');
    await withItem(tenancyOf(principal), id, async (tx, item) => {
      const [file] = await tx<{ role: string }[]>`
        select role from outbound.files where id = ${filesId} and item_kind = ${kind} and item_id = ${id} and removed_at is null`;
      if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found', '/files_id');
      if (file.role === 'answer') throw new AppError('FORBIDDEN', 'The recipient\'s files are kept as part of the answer', '/files_id');
      if (item.state !== 'draft') throw new AppError('ALREADY_SENT', 'Files of a sent item stay as they were sent', '/files_id');
      await removeFile(tx, kind, id, filesId, 'attachment');
      await addEvent(tx, { customersId: item.customers_id, kind, id, type: 'file_removed', usersId: principal.usersId, data: { files_id: filesId } });
    }, true);
    return ok(c, null);
  });
};
