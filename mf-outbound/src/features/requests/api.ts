import { api, withSignal } from '@tunne/app-kit';
import type { DenyBody, Request, RequestAnswerComparison, RequestBody, RequestDefaults, RequestDefaultsBody, RequestRow } from '@tunne/contracts';

const customerPath = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/requests`;
const requestPath = (id: string) => `v2.5/user/requests/${encodeURIComponent(id)}`;

export const listRequests = (customerId: string, signal?: AbortSignal): Promise<RequestRow[]> =>
  api.get<RequestRow[]>(customerPath(customerId), withSignal(signal));

export const getRequest = (id: string, signal?: AbortSignal): Promise<Request> => api.get<Request>(requestPath(id), withSignal(signal));

/** A new request starts as a draft. */
export const createRequest = (customerId: string, body: RequestBody): Promise<Request> => api.post<Request>(customerPath(customerId), body);

/** Drafts only. */
export const updateRequest = (id: string, body: RequestBody): Promise<Request> => api.put<Request>(requestPath(id), body);

export const acceptRequest = (id: string): Promise<Request> => api.post<Request>(`${requestPath(id)}/accept`, {});

export const denyRequest = (id: string, body: DenyBody): Promise<Request> => api.post<Request>(`${requestPath(id)}/deny`, body);

/** The answer beside what the customer had before it. */
export const getComparison = (id: string, signal?: AbortSignal): Promise<RequestAnswerComparison> =>
  api.get<RequestAnswerComparison>(`${requestPath(id)}/comparison`, withSignal(signal));

const defaultsPath = 'v2.5/user/requests/defaults';

export const getRequestDefaults = (signal?: AbortSignal): Promise<RequestDefaults> => api.get<RequestDefaults>(defaultsPath, withSignal(signal));

export const saveRequestDefaults = (body: RequestDefaultsBody): Promise<RequestDefaults> => api.put<RequestDefaults>(defaultsPath, body);
