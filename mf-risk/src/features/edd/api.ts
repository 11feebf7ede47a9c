import { api, withSignal } from '@tunne/app-kit';
import type { CustomerEdd, EddBody, EddFileKind, EddRefuseBody, FreezeLiftDecisionBody, FreezeNotificationBody } from '@tunne/contracts';

// The enhanced due diligence calls of the customer card (services/risk, issue #11 §2), typed with the contracts.

const edd = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/edd`;

export const getEdd = (customerId: string, signal?: AbortSignal) => api.get<CustomerEdd>(edd(customerId), withSignal(signal));

/** Fills in or changes the answers and submits them for approval; `revision` is the one the user loaded (0: none). */
export const saveEdd = (customerId: string, body: EddBody) => api.put<CustomerEdd>(edd(customerId), body);

/** Adds a document; `kind` says what it proves (issue 25 §3: an approval needs one of each, or a waiver). */
export const uploadEddFile = (customerId: string, file: File, kind: EddFileKind) => {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload<CustomerEdd>(`${edd(customerId)}/files?kind=${kind}`, form);
};

export const removeEddFile = (customerId: string, fileId: string) => api.delete<CustomerEdd>(`${edd(customerId)}/files/${encodeURIComponent(fileId)}`);

/** A document's download link: the browser fetches it itself, so it carries a temporary token (spec §7). */
export const eddFileLink = (customerId: string, fileId: string): Promise<string> =>
  api.temporaryLink(`${edd(customerId)}/files/${encodeURIComponent(fileId)}`);

/** Senior management's approval; without a document of each kind it needs the waiver's reason. */
export const approveEdd = (customerId: string, revision: number, waiverReason?: string) =>
  api.post<CustomerEdd>(`${edd(customerId)}/approve`, waiverReason ? { revision, waiver_reason: waiverReason } : { revision });

/** Senior management approves the removal of a retained trigger (issue 25 §3), with the reason. */
export const approveEddRemoval = (customerId: string, removalId: string, reason: string) =>
  api.post<CustomerEdd>(`${edd(customerId)}/removals/${encodeURIComponent(removalId)}/approve`, { reason });

export const refuseEdd = (customerId: string, body: EddRefuseBody) => api.post<CustomerEdd>(`${edd(customerId)}/refuse`, body);

/** Asks for the freeze to be lifted (admin): it stays until another admin approves (issue 25 §1). */
export const requestFreezeLift = (customerId: string, reason: string) => api.post<CustomerEdd>(`${edd(customerId)}/freeze/lift`, { reason });

/** Another admin approves (the freeze ends) or refuses (the requester may withdraw their own) the request they saw. */
export const decideFreezeLift = (customerId: string, approve: boolean, body: FreezeLiftDecisionBody) =>
  api.post<CustomerEdd>(`${edd(customerId)}/freeze/lift/${approve ? 'approve' : 'refuse'}`, body);

/** Records the freeze's notification to the authority (admin); a correction is a new record. */
export const recordFreezeNotification = (customerId: string, body: FreezeNotificationBody) =>
  api.post<CustomerEdd>(`${edd(customerId)}/freeze/notification`, body);
