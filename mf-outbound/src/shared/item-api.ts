import { api, openDownload } from '@tunne/app-kit';
import type { OutboundFile, SendBody } from '@tunne/contracts';

/** The staff API's outbound kinds this remote handles; they answer the same file and send calls (spec §7). */
export type OutboundKind = 'requests' | 'letters' | 'identifications' | 'esignatures';

export const itemPath = (kind: OutboundKind, id: string): string => `v2.5/user/${kind}/${encodeURIComponent(id)}`;

/** POST …/send: NOW mails the link, LATER at send_at, MARK records it as sent without mail; also resends. */
export const sendItem = <T>(kind: OutboundKind, id: string, body: SendBody): Promise<T> => api.post<T>(`${itemPath(kind, id)}/send`, body);

/** DELETE a draft. */
export const deleteItem = (kind: OutboundKind, id: string): Promise<unknown> => api.delete<unknown>(itemPath(kind, id));

/** PATCH {url}/{id} with files_id removes that file (spec §7; a draft's attachments only). */
export const removeItemFile = (kind: OutboundKind, id: string, filesId: string): Promise<unknown> => api.patch<unknown>(itemPath(kind, id), { files_id: filesId });

/** Uploads one attachment (multipart, field `file`). */
export const uploadItemFile = (kind: OutboundKind, id: string, file: File): Promise<OutboundFile> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<OutboundFile>(`${itemPath(kind, id)}/files`, form);
};

/** A download link with a fresh temporary token (the browser fetches the file itself). */
export const itemFileLink = (kind: OutboundKind, id: string, filesId: string): Promise<string> =>
  api.temporaryLink(`${itemPath(kind, id)}/files/${encodeURIComponent(filesId)}`);

export const openItemFile = (kind: OutboundKind, id: string, filesId: string): Promise<void> =>
  openDownload(`${itemPath(kind, id)}/files/${encodeURIComponent(filesId)}`);

/**
 * The preview opens the public page with ?preview in a new window (spec §2 Public pages). window.open (not a link
 * with noopener) keeps a copy of this tab's sessionStorage in the new window, so the public app can call the staff
 * preview API with the session.
 */
export const openPreview = (publicUrl: string): void => {
  window.open(`${publicUrl}?preview`, '_blank');
};
