import { api, withSignal } from '@tunne/app-kit';
import type { Tag, TagBody } from '@tunne/contracts';

// The organisation's customer tags (services/customers): everyone reads them, admins keep them.

export const listTags = (signal?: AbortSignal) => api.get<Tag[]>('v2.5/user/tags', withSignal(signal));
export const createTag = (body: TagBody) => api.post<Tag>('v2.5/admin/tags', body);
export const updateTag = (id: string, body: TagBody) => api.put<Tag>(`v2.5/admin/tags/${id}`, body);
export const deleteTag = (id: string) => api.delete<null>(`v2.5/admin/tags/${id}`);
