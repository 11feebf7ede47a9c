import { isLocalEidMethod, type EidMethod } from './eid.ts';
import { requestLight, type OutboundLight, type OutboundState } from './states.ts';

// How strong an identification is (issue 25 §5; AMLR art. 22, eIDAS art. 8). Pure rules, shared by the service, the
// staff screens and the tests so they agree.
//
// - Strong identification: an eID method whose level of assurance (the provider's `acr`) meets the organisation's
//   minimum (eid_min_level, default substantial). Only that is "identified" (green).
// - A drawn signature (SCREENSIGNATURE) or a photographed document (PASSPORTFILE) is "identity not verified" (amber)
//   until a second staff member verifies the document (a document only: a drawn signature shows no identity).
// - The eID's name and birth date are compared with whom staff expected; a difference, or an identity-code conflict,
//   is a mismatch (red) that needs a staff decision before anything is written to the customer.

/** eIDAS levels of assurance the organisation may require (FTN loa2 = substantial, loa3 = high). */
export const eidLevels = ['substantial', 'high'] as const;
export type EidLevel = (typeof eidLevels)[number];
export const defaultEidMinLevel: EidLevel = 'substantial';

const levelRank: Record<EidLevel | 'low', number> = { low: 1, substantial: 2, high: 3 };

/**
 * The eIDAS level an `acr` value states: FTN (http://ftn.ficora.fi/2017/loa2|loa3), eIDAS
 * (http://eidas.europa.eu/LoA/low|substantial|high) and the bare words; null when it states none we know.
 */
export const levelOfAcr = (acr: string | null | undefined): EidLevel | 'low' | null => {
  const value = acr?.trim().toLowerCase();
  if (!value) return null;
  if (/(^|\/)loa3$/.test(value) || /(^|\/)high$/.test(value)) return 'high';
  if (/(^|\/)loa2$/.test(value) || /(^|\/)substantial$/.test(value)) return 'substantial';
  if (/(^|\/)loa1$/.test(value) || /(^|\/)low$/.test(value)) return 'low';
  return null;
};

/** Whether the acr meets the minimum (an unknown or missing acr meets none). */
export const meetsEidLevel = (acr: string | null | undefined, minimum: EidLevel): boolean => {
  const level = levelOfAcr(acr);
  return level !== null && levelRank[level] >= levelRank[minimum];
};

/** A name folded for comparison: lower case, accents off (ä stays a: the bank may spell it without), tokens. */
const nameTokens = (name: string): string[] =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Whether two names are the same person's: every token of the shorter appears in the longer (a bank gives all given
 * names, staff often one; the order does not matter). Case and accents do not count.
 */
export const namesMatch = (a: string, b: string): boolean => {
  const [x, y] = [nameTokens(a), nameTokens(b)];
  if (x.length === 0 || y.length === 0) return false;
  const [shorter, longer] = x.length <= y.length ? [x, new Set(y)] : [y, new Set(x)];
  return shorter.every((token) => longer.has(token));
};

/** What differs between the eID and whom staff expected (stored on the identification or signatory). */
export interface IdentityMismatch {
  /** The names differ: expected (staff's) and identified (the eID's). */
  name?: { expected: string; identified: string };
  /** The birth dates differ (YYYY-MM-DD). */
  birthdate?: { expected: string; identified: string };
  /**
   * A signatory's eID is below the organisation's minimum level of assurance (eid_min_level): the level required, and
   * the level its `acr` states (null: none we know). Identifications keep this as their 'weak' assurance instead.
   */
  level?: { required: EidLevel; identified: EidLevel | 'low' | null };
}

/** The mismatch of an eID identity against the expected person, or null when nothing differs. */
export const identityMismatch = (
  expected: { name: string; birthdate?: string | null },
  identified: { name: string; birthdate: string | null },
): IdentityMismatch | null => {
  const out: IdentityMismatch = {};
  if (!namesMatch(expected.name, identified.name)) out.name = { expected: expected.name, identified: identified.name };
  if (expected.birthdate && identified.birthdate && expected.birthdate !== identified.birthdate) {
    out.birthdate = { expected: expected.birthdate, identified: identified.birthdate };
  }
  return Object.keys(out).length > 0 ? out : null;
};

/** A staff decision on a mismatch: accepted (the person is who staff expected) or rejected (nothing written). */
export const mismatchDecisions = ['ACCEPTED', 'REJECTED'] as const;
export type MismatchDecision = (typeof mismatchDecisions)[number];

/**
 * none: not identified yet; identified: strong eID (green); not_verified: a drawn signature or a document photo not
 * yet verified by a second staff member (amber); weak: an eID below the organisation's level (amber); mismatch: the
 * eID differs from whom staff expected, or the identity code conflicts, until staff decide (red).
 */
export const identificationAssurances = ['none', 'identified', 'not_verified', 'weak', 'mismatch'] as const;
export type IdentificationAssurance = (typeof identificationAssurances)[number];

export interface AssuranceInput {
  identified_at: string | Date | null;
  eidmethod: EidMethod | null;
  eid_acr: string | null;
  /** The level the organisation required when the person identified (stored with the identification). */
  eid_min_level: EidLevel | null;
  mismatch: IdentityMismatch | null;
  mismatch_decision: MismatchDecision | null;
  ssn_conflict: string | null;
  document_verified_at: string | Date | null;
}

export const identificationAssurance = (r: AssuranceInput): IdentificationAssurance => {
  if (!r.identified_at || !r.eidmethod) return 'none';
  if ((r.mismatch && r.mismatch_decision !== 'ACCEPTED') || r.ssn_conflict === 'pending') return 'mismatch';
  if (isLocalEidMethod(r.eidmethod)) return r.eidmethod === 'PASSPORTFILE' && r.document_verified_at ? 'identified' : 'not_verified';
  return meetsEidLevel(r.eid_acr, r.eid_min_level ?? defaultEidMinLevel) ? 'identified' : 'weak';
};

/** The traffic light of an identification: its state's, except that only strong identification is green. */
export const identificationLight = (state: OutboundState, assurance: IdentificationAssurance): OutboundLight => {
  const light = requestLight(state);
  if (assurance === 'mismatch') return 'red';
  if (light === 'green' && assurance !== 'identified') return 'yellow';
  return light;
};
