import { api, withSignal } from '@tunne/app-kit';
import type { TextTemplate, TextTemplateBody } from '@tunne/contracts';

// The organisation's text templates (services/identity): everyone reads them, admins keep them.

export const listTexts = (signal?: AbortSignal) => api.get<TextTemplate[]>('v2.5/user/texts', withSignal(signal));
export const createText = (body: TextTemplateBody) => api.post<TextTemplate>('v2.5/admin/texts', body);
export const updateText = (id: string, body: TextTemplateBody) => api.put<TextTemplate>(`v2.5/admin/texts/${id}`, body);
export const deleteText = (id: string) => api.delete<null>(`v2.5/admin/texts/${id}`);
