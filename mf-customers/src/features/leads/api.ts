import { api, createApiClient, isApiCallError, useSessionStore } from '@tunne/app-kit';
import type { Lead, LeadConversion, LeadConvertBody, LeadCreateBody, LeadSort, LeadStatus, LeadUpdateBody, Page } from '@tunne/contracts';
import { DuplicateCustomerError } from '../customers/api.ts';
import type { Duplicate } from '../customers/types.ts';

// The calls of docs/customer-register-api.md 'Leads', typed once.

const leadsPath = 'v2.5/user/leads';
const leadPath = (id: string) => `${leadsPath}/${encodeURIComponent(id)}`;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export interface LeadListParams {
  search: string;
  status: LeadStatus | '';
  sort: LeadSort;
  page: number;
  size: number;
}

export const listLeads = (params: LeadListParams, signal?: AbortSignal): Promise<Page<Lead>> =>
  api.get<Page<Lead>>(leadsPath, {
    searchParams: { search: params.search.trim(), status: params.status, sort: params.sort, page: params.page, size: params.size },
    ...opts(signal),
  });

export const getLead = (id: string, signal?: AbortSignal): Promise<Lead> => api.get<Lead>(leadPath(id), opts(signal));

export const createLead = (body: LeadCreateBody): Promise<Lead> => api.post<Lead>(leadsPath, body);

export const updateLead = (id: string, body: LeadUpdateBody): Promise<Lead> => api.put<Lead>(leadPath(id), body);

export const deleteLead = (id: string): Promise<null> => api.delete<null>(leadPath(id));

/**
 * 201 {lead, customer}; 409 DUPLICATE_CUSTOMER carries the matches in the envelope's data (as on customer create),
 * which app-kit's ApiCallError does not keep: this call reads the 409 body on the way and throws
 * DuplicateCustomerError with them.
 */
export const convertLead = async (id: string, body: LeadConvertBody): Promise<LeadConversion> => {
  let conflict: { duplicates?: Duplicate[] } | null = null;
  const client = createApiClient({
    getToken: () => useSessionStore.getState().token,
    setToken: (token) => useSessionStore.getState().setToken(token),
    onSessionLost: (reason) => {
      if (useSessionStore.getState().token) useSessionStore.getState().logout(reason);
    },
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      if (response.status === 409) {
        conflict = await response
          .clone()
          .json()
          .then((envelope: { data?: { duplicates?: Duplicate[] } }) => envelope?.data ?? null)
          .catch(() => null);
      }
      return response;
    },
  });
  try {
    return await client.post<LeadConversion>(`${leadPath(id)}/convert`, body);
  } catch (error) {
    if (isApiCallError(error) && error.code === 'DUPLICATE_CUSTOMER') {
      throw new DuplicateCustomerError((conflict as { duplicates?: Duplicate[] } | null)?.duplicates ?? []);
    }
    throw error;
  }
};
