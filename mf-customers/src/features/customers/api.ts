import { api, currentLanguage, isApiCallError, readCustomer, sharedQuery } from '@tunne/app-kit';
import type { CustomerEdd, CustomerReview, CustomerReviewBody, Page } from '@tunne/contracts';
import { filterParams, type ListFilters, type CustomerSort } from './list-query.ts';
import type { AuditEntry, Customer, CustomerCreate, CustomerListItem, Duplicate, OrgUser, Tag, Team } from './types.ts';

// Every call of docs/customer-register-api.md 'Customer' that the screens use, typed once.

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const customerPath = (id: string) => `v2.5/user/customers/${encodeURIComponent(id)}`;

export interface CustomerListParams extends ListFilters {
  archived: boolean;
  sort: CustomerSort;
  page: number;
  size: number;
}

export const listCustomers = (params: CustomerListParams, signal?: AbortSignal): Promise<Page<CustomerListItem>> =>
  api.get<Page<CustomerListItem>>('v2.5/user/customers', {
    // archived=false is the service's default too; sent so the list never depends on it.
    searchParams: { ...filterParams(params), archived: params.archived, sort: params.sort, page: params.page, size: params.size },
    ...opts(signal),
  });

/**
 * Whether the notification to the authority of the customer's current freeze is recorded (risk's EDD: frozen.notification),
 * for the card's banner (amber until it is). False when there is no current freeze.
 */
export const freezeNotified = async (id: string, signal?: AbortSignal): Promise<boolean> =>
  (await api.get<Pick<CustomerEdd, 'frozen'>>(`v2.5/user/customers/${encodeURIComponent(id)}/edd`, opts(signal))).frozen?.notification != null;

/** The customer, shared with the card's other sections (app-kit readCustomer); `fresh` reads it again (the card on opening). */
export const getCustomer = (id: string, signal?: AbortSignal, fresh = false): Promise<Customer> => readCustomer<Customer>(id, { signal, fresh });

/** The matches of a 409 DUPLICATE_CUSTOMER (customer create or edit, lead conversion), from the error's data; null for any other error. */
export const duplicatesOf = (error: unknown): Duplicate[] | null => {
  if (!isApiCallError(error) || error.code !== 'DUPLICATE_CUSTOMER') return null;
  const duplicates = (error.data as { duplicates?: unknown } | null)?.duplicates;
  return Array.isArray(duplicates) ? (duplicates as Duplicate[]) : [];
};

/** 201 Customer; DUPLICATE_CUSTOMER (see duplicatesOf) until confirm_duplicate is sent. */
export const createCustomer = (body: CustomerCreate): Promise<Customer> => api.post<Customer>('v2.5/user/customers', body);

/** IDENTIFIER_CHANGE_UNCONFIRMED and DUPLICATE_CUSTOMER until the matching confirmation is sent (spec §5). */
export const updateCustomer = (
  id: string,
  body: Record<string, unknown> & { confirm_identifier_change?: boolean; confirm_duplicate?: boolean },
): Promise<Customer> => api.put<Customer>(customerPath(id), body);

export const setCustomerOwner = (id: string, usersId: string): Promise<Customer> =>
  api.put<Customer>(`v2.5/admin/customers/${encodeURIComponent(id)}/user`, { users_id: usersId });

export const setCustomerTeam = (id: string, teamsId: string | null): Promise<Customer> =>
  api.put<Customer>(`${customerPath(id)}/team`, { teams_id: teamsId });

export const setCustomerDomain = (id: string, domain: string | null): Promise<Customer> =>
  api.put<Customer>(`${customerPath(id)}/domain`, { domain });

export const listDomains = (signal?: AbortSignal): Promise<string[]> => api.get<string[]>('v2.5/user/domains', opts(signal));

/** kycclock_alarm_at: the day, YYYY-MM-DD. */
export const setKycClock = (id: string, body: { is_kycclock: boolean; kycclock_alarm_at: string | null; kycclock_off_reason?: string }): Promise<Customer> =>
  api.patch<Customer>(`${customerPath(id)}/kycclock`, body);

export const setMonitoring = (id: string, body: { is_monitored: boolean; monitor_emails: string[] }): Promise<Customer> =>
  api.patch<Customer>(`${customerPath(id)}/monitors`, body);

/** Archive: 409 MONITORING_ON while monitored. */
export const archiveCustomer = (id: string): Promise<Customer> => api.delete<Customer>(customerPath(id));

export const restoreCustomer = (id: string): Promise<Customer> => api.post<Customer>(`${customerPath(id)}/restore`);

export const deleteCustomerPermanently = (id: string): Promise<null> => api.delete<null>(`v2.5/admin/customers/${encodeURIComponent(id)}`);

export const getAudit = (id: string, page: number, size: number, signal?: AbortSignal): Promise<{ items: AuditEntry[]; total: number }> =>
  api.get(`${customerPath(id)}/audit`, { searchParams: { page, size }, ...opts(signal) });

/** One audit entry with its identity codes in full (admins with restriction NONE); the service logs who asked. */
export const showAuditEntry = (id: string, auditId: string): Promise<AuditEntry> =>
  api.post<AuditEntry>(`${customerPath(id)}/audit/show`, { audit_id: auditId });

// The lookups the list and the card share: one call per page however many parts ask (app-kit sharedQuery).
export const listTags = (signal?: AbortSignal): Promise<Tag[]> => sharedQuery('tags', () => api.get<Tag[]>('v2.5/user/tags'), { signal });

/** Toggles the tag; answers the customer's tags. */
export const toggleTag = (id: string, tagsId: string): Promise<Tag[]> =>
  api.patch<Tag[]>(`${customerPath(id)}/tag/${encodeURIComponent(tagsId)}`);

/** The same call and cache entry as app-kit listOrgUsers (which types fewer fields). */
export const listUsers = (signal?: AbortSignal): Promise<OrgUser[]> => sharedQuery('users', () => api.get<OrgUser[]>('v2.5/user/users'), { signal });

export const listTeams = (signal?: AbortSignal): Promise<Team[]> => sharedQuery('teams', () => api.get<Team[]>('v2.5/user/teams'), { signal });

export type ExportKind = 'csv' | 'xlsx' | 'pdf';

/**
 * The CSV, XLSX or PDF of the current view: a link the browser opens itself, with a 60-second token (spec §9). The
 * file is written in the UI's language (`l`): headers, values and DD.MM.YYYY dates.
 */
export const exportLink = (kind: ExportKind, filters: ListFilters, sort: CustomerSort): Promise<string> =>
  api.temporaryLink(`v2.5/user/customers/${kind}`, { ...filterParams(filters), sort, l: currentLanguage() });

/** Issue 25 §7: the customer's reviews done, newest first. */
export const listReviews = (id: string, signal?: AbortSignal): Promise<CustomerReview[]> =>
  api.get<CustomerReview[]>(`${customerPath(id)}/reviews`, opts(signal));

/** "Mark review done": who and when are the caller and now; the KYC clock restarts for the customer's cycle. */
export const markReviewDone = (id: string, body: CustomerReviewBody): Promise<CustomerReview> =>
  api.post<CustomerReview>(`${customerPath(id)}/reviews`, body);
