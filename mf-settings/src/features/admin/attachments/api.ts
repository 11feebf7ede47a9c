import { api, openDownload, withSignal } from '@tunne/app-kit';
import type { Attachment, AttachmentEditBody } from '@tunne/contracts';

// The organisation's attachments for messages (services/identity): everyone reads them, admins keep them.

export const listAttachments = (signal?: AbortSignal) => api.get<Attachment[]>('v2.5/user/attachments', withSignal(signal));

/** Uploads the file with its name and description (multipart: file, name, description). */
export const uploadAttachment = (file: File, body: AttachmentEditBody): Promise<Attachment> => {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('name', body.name);
  if (body.description) form.append('description', body.description);
  return api.upload<Attachment>('v2.5/admin/attachments', form);
};

export const updateAttachment = (id: string, body: AttachmentEditBody) => api.put<Attachment>(`v2.5/admin/attachments/${id}`, body);
export const deleteAttachment = (id: string) => api.delete<null>(`v2.5/admin/attachments/${id}`);
/** The browser fetches the file itself through a link with a temporary token (spec §7). */
export const downloadAttachment = (id: string) => openDownload(`v2.5/user/attachments/${id}/file`);
