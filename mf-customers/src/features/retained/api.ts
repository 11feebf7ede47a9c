import { api } from '@tunne/app-kit';
import type { Page, RetainedRecordSummary, RetentionSettings, RetentionSettingsBody } from '@tunne/contracts';
import { temporaryToken } from '../customers/api.ts';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The organisation's retained records (admins), the soonest to be deleted first. */
export const listRetained = (page: number, size: number, name: string, signal?: AbortSignal): Promise<Page<RetainedRecordSummary>> =>
  api.get<Page<RetainedRecordSummary>>('v2.5/admin/customers/retained', {
    searchParams: { page, size, ...(name.trim() ? { name: name.trim() } : {}) },
    ...opts(signal),
  });

export const getRetention = (signal?: AbortSignal): Promise<RetentionSettings> =>
  api.get<RetentionSettings>('v2.5/admin/customers/retention', opts(signal));

export const saveRetention = (body: RetentionSettingsBody): Promise<RetentionSettings> =>
  api.put<RetentionSettings>('v2.5/admin/customers/retention', body);

/** The record's PDF link: the browser opens it itself, so it carries a 60-second temporary token. */
export const retainedPdfHref = async (id: string, language: string): Promise<string> => {
  const jwt = await temporaryToken();
  const params = new URLSearchParams({ jwt, lang: language });
  return `/api/v2.5/admin/customers/retained/${encodeURIComponent(id)}/pdf?${params.toString()}`;
};
