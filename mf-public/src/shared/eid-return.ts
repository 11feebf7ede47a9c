import type { EidMethod, Language, PepAnswer, PublicOrganisation } from '@tunne/contracts';
import { parseRoute } from './route.ts';

// The eID round trip (issue 14): before leaving for the provider the page keeps, for this tab only, where to come back
// to and what the callback page needs to finish; the callback page takes it once and clears it.

export const eidReturnKey = 'tunne.eid';

export interface EidReturn {
  /** The page's path, without the token (e.g. /p/identifications/{org}/{customer}/{id}). */
  path: string;
  token: string;
  kind: 'identification' | 'signatory';
  method: EidMethod;
  /** The PEP answer given before leaving (identifications with ask_pep). */
  pep?: PepAnswer;
  /** The page's language and organisation, so the callback page looks like the page it returns to. */
  language?: Language;
  organisation?: PublicOrganisation;
}

const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export const storeEidReturn = (entry: EidReturn): void => tabStorage()?.setItem(eidReturnKey, JSON.stringify(entry));

export const clearEidReturn = (): void => tabStorage()?.removeItem(eidReturnKey);

/** The kept entry, only when it names one of our own pages (never a redirect elsewhere). */
export const readEidReturn = (): EidReturn | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(tabStorage()?.getItem(eidReturnKey) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const entry = parsed as Partial<EidReturn>;
  if (typeof entry.path !== 'string' || typeof entry.token !== 'string' || typeof entry.method !== 'string') return null;
  const route = parseRoute(entry.path, '');
  const kind = route.page === 'identifications' ? 'identification' : route.page === 'signatories' ? 'signatory' : null;
  if (!kind || kind !== entry.kind) return null;
  return entry as EidReturn;
};

/** The API path of the page's item (…/eid/complete goes under it). */
export const eidItemPath = (path: string): string | null => {
  const route = parseRoute(path, '');
  if (route.page === 'identifications') return `v2.5/public/identifications/${route.organisationsId}/${route.customersId}/${route.id}`;
  if (route.page === 'signatories') return `v2.5/public/signatories/${route.organisationsId}/${route.customersId}/${route.esignaturesId}/${route.id}`;
  return null;
};

const receiptKey = `${eidReturnKey}.receipt`;

/**
 * What …/eid/complete answered an identification, handed to the page it returns to (the view has no
 * awaits_acceptance); kept for that page's path only and read once.
 */
export const storeEidReceipt = (path: string, awaitsAcceptance: boolean): void =>
  tabStorage()?.setItem(receiptKey, JSON.stringify({ path, awaits_acceptance: awaitsAcceptance }));

export const takeEidReceipt = (path: string): { awaits_acceptance: boolean } | null => {
  const storage = tabStorage();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(storage?.getItem(receiptKey) ?? 'null');
  } catch {
    parsed = null;
  }
  const entry = parsed as { path?: unknown; awaits_acceptance?: unknown } | null;
  if (!entry || entry.path !== path) return null;
  storage?.removeItem(receiptKey);
  return { awaits_acceptance: entry.awaits_acceptance === true };
};
