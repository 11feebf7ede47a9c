import { api, withSignal } from '@tunne/app-kit';
import type {
  CopyIdentificationBody, DenyBody, Identification, IdentificationBody, IdentificationDefaultsBody, IdentificationMetadataBody, IdentificationRow,
  MismatchDecisionBody, SsnConflictBody,
} from '@tunne/contracts';

const customerPath = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/identifications`;
export const identificationPath = (id: string) => `v2.5/user/identifications/${encodeURIComponent(id)}`;

export const listIdentifications = (customerId: string, signal?: AbortSignal): Promise<IdentificationRow[]> =>
  api.get<IdentificationRow[]>(customerPath(customerId), withSignal(signal));

export const getIdentification = (id: string, signal?: AbortSignal): Promise<Identification> => api.get<Identification>(identificationPath(id), withSignal(signal));

/** A new identification starts as a draft. */
export const createIdentification = (customerId: string, body: IdentificationBody): Promise<Identification> => api.post<Identification>(customerPath(customerId), body);

/** Drafts only. */
export const updateIdentification = (id: string, body: IdentificationBody): Promise<Identification> => api.put<Identification>(identificationPath(id), body);

export const acceptIdentification = (id: string): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/accept`, {});

export const denyIdentification = (id: string, body: DenyBody): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/deny`, body);

/** The manual copy for another customer (is_manual, is_copy). */
export const copyIdentification = (id: string, body: CopyIdentificationBody): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/copy`, body);

export const saveMetadata = (id: string, body: IdentificationMetadataBody): Promise<Identification> => api.put<Identification>(`${identificationPath(id)}/metadata`, body);

export const resolveSsnConflict = (id: string, body: SsnConflictBody): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/ssn-conflict`, body);

/** The staff decision on an eID that named another person than expected (issue 25 §5). */
export const decideMismatch = (id: string, body: MismatchDecisionBody): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/mismatch`, body);

/** A document identification verified by a second user (not the sender). */
export const verifyDocument = (id: string): Promise<Identification> => api.post<Identification>(`${identificationPath(id)}/verify-document`, {});

/** The drawn signature as an image address with a fresh temporary token. */
export const screenSignatureLink = (id: string): Promise<string> => api.temporaryLink(`${identificationPath(id)}/screensignature`);

const defaultsPath = 'v2.5/user/identifications/defaults';

export const getIdentificationDefaults = (signal?: AbortSignal): Promise<IdentificationDefaultsBody | null> =>
  api.get<IdentificationDefaultsBody | null>(defaultsPath, withSignal(signal));

export const saveIdentificationDefaults = (body: IdentificationDefaultsBody): Promise<IdentificationDefaultsBody> => api.put<IdentificationDefaultsBody>(defaultsPath, body);
