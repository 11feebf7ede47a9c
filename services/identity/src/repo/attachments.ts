import type { Attachment } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AttachmentRow extends Omit<Attachment, 'created_at'> {
  created_at: Date;
}

const toAttachment = (row: AttachmentRow): Attachment => ({ ...row, created_at: row.created_at.toISOString() });

const selectAttachments = (tx: Tx) => tx`
  select a.id, a.files_id, a.name, a.description, f.filename, f.content_type, f.size, a.created_at
  from identity.attachments a
  join identity.attachment_files f on f.organisations_id = a.organisations_id and f.id = a.files_id`;

/** The organisation's attachments by name, without their content (RLS: the tenancy set on tx). */
export const listAttachments = async (tx: Tx): Promise<Attachment[]> =>
  (await tx<AttachmentRow[]>`${selectAttachments(tx)} order by lower(a.name), a.id`).map(toAttachment);

export const getAttachment = async (tx: Tx, id: string): Promise<Attachment | null> => {
  const [row] = await tx<AttachmentRow[]>`${selectAttachments(tx)} where a.id = ${id}`;
  return row ? toAttachment(row) : null;
};

export interface NewAttachment {
  name: string;
  description: string | null;
  file: { name: string; mime: string; content: Uint8Array };
}

export const insertAttachment = async (tx: Tx, values: NewAttachment): Promise<Attachment> => {
  const [file] = await tx<{ id: string }[]>`insert into identity.attachment_files (filename, content_type, size, content)
    values (${values.file.name}, ${values.file.mime}, ${values.file.content.byteLength}, ${values.file.content}) returning id`;
  const [row] = await tx<{ id: string }[]>`insert into identity.attachments (files_id, name, description)
    values (${file!.id}, ${values.name}, ${values.description}) returning id`;
  return (await getAttachment(tx, row!.id))!;
};

export const updateAttachment = async (tx: Tx, id: string, values: { name: string; description: string | null }): Promise<Attachment | null> => {
  const result = await tx`update identity.attachments set name = ${values.name}, description = ${values.description} where id = ${id}`;
  return result.count > 0 ? getAttachment(tx, id) : null;
};

/** Removes the attachment and its file; answers what was removed (without the content), or null. */
export const deleteAttachment = async (tx: Tx, id: string): Promise<Attachment | null> => {
  const removed = await getAttachment(tx, id);
  if (!removed) return null;
  await tx`delete from identity.attachments where id = ${id}`;
  await tx`delete from identity.attachment_files where id = ${removed.files_id}`;
  return removed;
};

export const getAttachmentContent = async (tx: Tx, id: string): Promise<{ filename: string; content_type: string; content: Uint8Array } | null> => {
  const [row] = await tx<{ filename: string; content_type: string; content: Uint8Array }[]>`
    select f.filename, f.content_type, f.content
    from identity.attachments a
    join identity.attachment_files f on f.organisations_id = a.organisations_id and f.id = a.files_id
    where a.id = ${id}`;
  return row ?? null;
};
