import { api, withSignal } from '@tunne/app-kit';
import type { Alert, AlertDecision, AlertSummary, AlertView, Page, SilenceClass } from '@tunne/contracts';

export const alertPageSize = 50;

export const listAlerts = (view: AlertView, page: number, signal?: AbortSignal): Promise<Page<Alert>> =>
  api.get<Page<Alert>>('v2.5/user/alerts', { searchParams: { view, page, size: alertPageSize }, ...withSignal(signal) });

const customerPath = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/alerts`;

export const customerAlerts = (customerId: string, signal?: AbortSignal): Promise<Page<Alert>> =>
  api.get<Page<Alert>>(customerPath(customerId), { searchParams: { size: 500 }, ...withSignal(signal) });

/** Screens the customer again now; answers its alerts. */
export const refreshCustomerAlerts = (customerId: string): Promise<Page<Alert>> => api.patch<Page<Alert>>(customerPath(customerId));

export interface SilenceInput {
  description: string;
  /** YYYY-MM-DD or null (until lifted). */
  valid_at: string | null;
  silenceclass: SilenceClass;
}

export const silenceAlert = (id: string, body: SilenceInput): Promise<Alert> =>
  api.post<Alert>(`v2.5/user/alerts/${encodeURIComponent(id)}/silence`, body);

export const unsilenceAlert = (id: string): Promise<Alert> => api.delete<Alert>(`v2.5/user/alerts/${encodeURIComponent(id)}/silence`);

/** Four-eyes: approve another user's requested silence. */
export const approveSilence = (id: string): Promise<Alert> => api.post<Alert>(`v2.5/user/alerts/${encodeURIComponent(id)}/silence/approve`, {});

/** Four-eyes: refuse another user's requested silence; the alert stays as it was. */
export const refuseSilence = (id: string, description: string): Promise<Alert> =>
  api.post<Alert>(`v2.5/user/alerts/${encodeURIComponent(id)}/silence/refuse`, description ? { description } : {});

/** The alert's decisions, oldest first (silences, changes of class, unsilences, four-eyes steps, closing). */
export const alertDecisions = (id: string, signal?: AbortSignal): Promise<AlertDecision[]> =>
  api.get<AlertDecision[]>(`v2.5/user/alerts/${encodeURIComponent(id)}/decisions`, withSignal(signal));

/** Rows the home page shows. */
export const homeAlertCount = 5;

/** The home page: the newest open alerts and how many are open. */
export const newestOpenAlerts = (signal?: AbortSignal): Promise<Page<Alert>> =>
  api.get<Page<Alert>>('v2.5/user/alerts', { searchParams: { view: 'open', sort: 'newest', page: 1, size: homeAlertCount }, ...withSignal(signal) });

/** The home page's counts: open alerts, confirmed matches, customers with a sanctions check pending, decisions awaiting approval. */
export const alertSummary = (signal?: AbortSignal): Promise<AlertSummary> => api.get<AlertSummary>('v2.5/user/alerts/summary', withSignal(signal));
