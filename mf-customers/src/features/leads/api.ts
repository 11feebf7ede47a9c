import { api } from '@tunne/app-kit';
import type { AuditEntry, Lead, LeadConversion, LeadConvertBody, LeadCreateBody, LeadSort, LeadStatus, LeadUpdateBody, Page } from '@tunne/contracts';

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

/** 201 {lead, customer}; DUPLICATE_CUSTOMER with the matches (see duplicatesOf) until confirm_duplicate is sent, as on customer create. */
export const convertLead = (id: string, body: LeadConvertBody): Promise<LeadConversion> =>
  api.post<LeadConversion>(`${leadPath(id)}/convert`, body);

/** The lead's audit trail, oldest first (issue 25 §6). */
export const getLeadAudit = (id: string, signal?: AbortSignal): Promise<AuditEntry[]> => api.get<AuditEntry[]>(`${leadPath(id)}/audit`, opts(signal));
