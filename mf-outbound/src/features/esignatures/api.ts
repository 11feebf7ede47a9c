import { api, openDownload, withSignal } from '@tunne/app-kit';
import type { Esignature, EsignatureBody, EsignatureRow, MismatchDecisionBody, SignatoryBody } from '@tunne/contracts';

const customerPath = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/esignatures`;
const esignaturePath = (id: string) => `v2.5/user/esignatures/${encodeURIComponent(id)}`;
const signatoryPath = (id: string, signatoryId: string) => `${esignaturePath(id)}/signatories/${encodeURIComponent(signatoryId)}`;

export const listEsignatures = (customerId: string, signal?: AbortSignal): Promise<EsignatureRow[]> => api.get<EsignatureRow[]>(customerPath(customerId), withSignal(signal));

export const getEsignature = (id: string, signal?: AbortSignal): Promise<Esignature> => api.get<Esignature>(esignaturePath(id), withSignal(signal));

/** A new e-signature starts as a DRAFT. */
export const createEsignature = (customerId: string, body: EsignatureBody): Promise<Esignature> => api.post<Esignature>(customerPath(customerId), body);

/** DRAFT only. */
export const updateEsignature = (id: string, body: EsignatureBody): Promise<Esignature> => api.put<Esignature>(esignaturePath(id), body);

/** One PDF (multipart field `file`); the answer is the e-signature with the file, its pages and SHA-256. */
export const uploadEsignatureFile = (id: string, file: File): Promise<Esignature> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<Esignature>(`${esignaturePath(id)}/files`, form);
};

/** PATCH with files_id removes the file (DRAFT). */
export const removeEsignatureFile = (id: string, filesId: string): Promise<Esignature> => api.patch<Esignature>(esignaturePath(id), { files_id: filesId });

export const esignatureFileLink = (id: string, filesId: string): Promise<string> => api.temporaryLink(`${esignaturePath(id)}/files/${encodeURIComponent(filesId)}`);

export const addSignatory = (id: string, body: SignatoryBody): Promise<Esignature> => api.post<Esignature>(`${esignaturePath(id)}/signatories`, body);

export const updateSignatory = (id: string, signatoryId: string, body: SignatoryBody): Promise<Esignature> => api.put<Esignature>(signatoryPath(id, signatoryId), body);

export const removeSignatory = (id: string, signatoryId: string): Promise<Esignature> => api.delete<Esignature>(signatoryPath(id, signatoryId));

/** PATCH without a body resends the invitation to that signatory (resend_in_progress while it runs). */
export const resendToSignatory = (id: string, signatoryId: string): Promise<Esignature> => api.patch<Esignature>(signatoryPath(id, signatoryId), undefined);

/** The staff decision on a signatory whose eID named another person (issue 25 §5). */
export const decideSignatoryMismatch = (id: string, signatoryId: string, body: MismatchDecisionBody): Promise<Esignature> =>
  api.post<Esignature>(`${signatoryPath(id, signatoryId)}/mismatch`, body);

/**
 * The first time invites the first order; again, a reminder to those of the current order who have not signed. An
 * admin's `eddOverrideReason` sends it although the customer's EDD is required or refused (issue 25 §3).
 */
export const sendEsignature = (id: string, eddOverrideReason?: string): Promise<Esignature> =>
  api.post<Esignature>(`${esignaturePath(id)}/send`, eddOverrideReason === undefined ? {} : { edd_override_reason: eddOverrideReason });

export const pauseEsignature = (id: string): Promise<Esignature> => api.post<Esignature>(`${esignaturePath(id)}/pause`, {});

export const resumeEsignature = (id: string): Promise<Esignature> => api.post<Esignature>(`${esignaturePath(id)}/resume`, {});

/** The PDF languages the certificate page comes in, as the l parameter names them. */
export const signedPdfLanguages = ['fi', 'en', 'se', 'no', 'dk'] as const;
export type SignedPdfLanguage = (typeof signedPdfLanguages)[number];

/** Opens the final signed PDF with its certificate page in that language (a link with a temporary token). */
export const openSignedPdf = (id: string, language: SignedPdfLanguage): Promise<void> =>
  openDownload(`v2.5/user/signatures/${encodeURIComponent(id)}/pdf`, { l: language });

