import { api } from '@tunne/app-kit';
import type { EddFreeze, Page, RetainedRecordSummary, RetentionSettings, RetentionSettingsBody } from '@tunne/contracts';

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
export const retainedPdfHref = (id: string, language: string): Promise<string> =>
  api.temporaryLink(`v2.5/admin/customers/retained/${encodeURIComponent(id)}/pdf`, { lang: language });

// Issue 25 §1: a retained record's freeze (services/risk): an admin asks for the lift, another admin decides.
const freezePath = (id: string) => `v2.5/admin/customers/retained/${encodeURIComponent(id)}/freeze`;
export const getRetainedFreeze = (id: string, signal?: AbortSignal): Promise<EddFreeze | null> => api.get<EddFreeze | null>(freezePath(id), opts(signal));
export const requestRetainedLift = (id: string, reason: string): Promise<EddFreeze | null> =>
  api.post<EddFreeze | null>(`${freezePath(id)}/lift`, { reason });
export const decideRetainedLift = (id: string, decision: 'approve' | 'refuse', requestId: string, reason: string): Promise<EddFreeze | null> =>
  api.post<EddFreeze | null>(`${freezePath(id)}/lift/${decision}`, { request_id: requestId, reason });
