import { api } from '@tunne/app-kit';
import type { CustomerSummary, Page, customerSorts } from '@tunne/contracts';

export type CustomerSort = (typeof customerSorts)[number];

export interface CustomerListParams {
  name?: string;
  archived: boolean;
  sort: CustomerSort;
  page: number;
  size: number;
}

export const listCustomers = (params: CustomerListParams, signal?: AbortSignal): Promise<Page<CustomerSummary>> =>
  api.get<Page<CustomerSummary>>('v2.5/user/customers', {
    searchParams: { name: params.name?.trim(), archived: params.archived, sort: params.sort, page: params.page, size: params.size },
    ...(signal ? { signal } : {}),
  });

export const getCustomer = (id: string, signal?: AbortSignal): Promise<CustomerSummary> =>
  api.get<CustomerSummary>(`v3/customers/${encodeURIComponent(id)}`, signal ? { signal } : {});
