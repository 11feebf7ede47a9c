import { api } from './api.ts';
import { currentLanguage } from './i18n.ts';
import { cardReadPaths, cardReadsPath } from '@tunne/contracts';
import { primeReads } from './primed-reads.ts';
import { sharedQuery } from './shared-query.ts';

/** Request options with the caller's abort signal, when it has one. */
export const withSignal = (signal?: AbortSignal): { signal?: AbortSignal } => (signal ? { signal } : {});

/** A user of the viewer's organisation, as the lists name handlers and approvers. */
export interface OrgUser {
  id: string;
  name: string;
}

/**
 * The organisation's users (readable by every user), for the names of who handled, answered or approved: one call
 * per page however many sections ask (shared-query).
 */
export const listOrgUsers = (signal?: AbortSignal): Promise<OrgUser[]> =>
  sharedQuery('users', () => api.get<OrgUser[]>('v2.5/user/users'), { signal });

/** Where the customer's shared reads are kept (shared-query): a change announced for the customer drops them. */
export const customerQueryKey = (customerId: string): string => `customer/${customerId}`;

/**
 * The customer as the register answers it (GET /api/v2.5/user/customers/{id}, the same as v3), shared by the card's header and every
 * section that needs its fields (one call per card); `fresh` reads it again (the card on opening).
 */
export const readCustomer = <T>(customerId: string, options: { signal?: AbortSignal | undefined; fresh?: boolean } = {}): Promise<T> =>
  sharedQuery(customerQueryKey(customerId), () => api.get<T>(`v2.5/user/customers/${encodeURIComponent(customerId)}`), { ...options, ttlMs: 30_000 });

/**
 * Reads a customer card's sections and lookups ahead in one call (issue 26); each section's own read then takes its
 * answer (primed-reads). Resolves when they are kept; a failure primes nothing and the sections read on their own.
 */
export const primeCustomerCard = (customerId: string): Promise<void> =>
  primeReads(cardReadPaths(customerId), () => api.get<Record<string, unknown>>(cardReadsPath(encodeURIComponent(customerId))));

/**
 * Opens a download the browser fetches itself with a fresh temporary token; when no token can be had there is
 * no link (spec §7) and the error goes to the caller. `params` (by default the UI language as `l`) go with it.
 */
export const openDownload = async (path: string, params: Record<string, string> = { l: currentLanguage() }): Promise<void> => {
  const href = await api.temporaryLink(path, params);
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};
