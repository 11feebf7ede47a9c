import { api, withSignal } from '@tunne/app-kit';
import type { SavedFilter } from '@tunne/contracts';

// The organisation's saved filters (shortcuts; services/identity). They are saved from the customer filtering screen.

export const listFilters = (signal?: AbortSignal) => api.get<SavedFilter[]>('v2.5/user/filters', withSignal(signal));
export const deleteFilter = (id: string) => api.delete<null>(`v2.5/admin/filters/${id}`);
