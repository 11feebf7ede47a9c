import type { Hono, MiddlewareHandler } from 'hono';
import { AttachmentEditBody, IdParams } from '@tunne/contracts';
import { attachmentHeader, ok, readParams, requireAdmin, tenancyOf, type AuthEnv } from '@tunne/platform';
import { readBodyAs } from '../auth/input.ts';
import { deleteAttachment, getAttachment, getAttachmentContent, insertAttachment, listAttachments, updateAttachment } from '../repo/attachments.ts';
import type { RouteDeps } from '../auth/deps.ts';
import { readAttachmentUpload } from './attachment-upload.ts';
import { auditLibraryChange } from './library-audit.ts';
import { blankIs, notFound, required } from './library-input.ts';

const audited = { section: 'attachments', entity: 'attachment' } as const;

export const attachmentUploadPath = '/api/v2.5/admin/attachments';

/**
 * The organisation's attachments (spec §3 Other entities: files_id, name, description): every user lists and downloads
 * them, admins upload, rename and remove them. The download is a link the browser opens, so it also takes a temporary
 * token in ?jwt= (`downloadAuth`; spec §7 download links). The audit names the file, never its content.
 */
export const attachmentRoutes = (app: Hono<AuthEnv>, deps: RouteDeps, downloadAuth: MiddlewareHandler<AuthEnv>): void => {
  const { db, auth } = deps;

  app.get('/api/v2.5/user/attachments', auth, async (c) => {
    const attachments = await db.tx(tenancyOf(c.get('principal')), (tx) => listAttachments(tx));
    return ok(c, attachments);
  });

  app.get('/api/v2.5/user/attachments/:id/file', downloadAuth, async (c) => {
    const { id } = readParams(c, IdParams);
    const file = await db.tx(tenancyOf(c.get('principal')), (tx) => getAttachmentContent(tx, id));
    if (!file) throw notFound('Attachment');
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.content_type,
      'content-disposition': attachmentHeader(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  app.post(attachmentUploadPath, auth, requireAdmin, async (c) => {
    const upload = await readAttachmentUpload(c);
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const row = await insertAttachment(tx, upload);
      await auditLibraryChange(tx, principal, audited, null, row);
      return row;
    });
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/attachments/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBodyAs(c, AttachmentEditBody, { name: blankIs('MISSING_NAME') });
    const name = required(body.name, 'MISSING_NAME', 'name');
    const principal = c.get('principal');
    const updated = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await getAttachment(tx, id);
      if (!before) throw notFound('Attachment');
      // Without a description the one it has stays; null (or a blank one) clears it.
      const description = body.description === undefined ? before.description : body.description?.trim() || null;
      const after = await updateAttachment(tx, id, { name, description });
      if (!after) throw notFound('Attachment');
      await auditLibraryChange(tx, principal, audited, before, after);
      return after;
    });
    return ok(c, updated);
  });

  app.delete('/api/v2.5/admin/attachments/:id', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    await db.tx(tenancyOf(principal), async (tx) => {
      const removed = await deleteAttachment(tx, id);
      if (!removed) throw notFound('Attachment');
      await auditLibraryChange(tx, principal, audited, removed, null);
    });
    return ok(c, null);
  });
};
