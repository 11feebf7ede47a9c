import { Type, type Static } from '@sinclair/typebox';
import { Email, Uuid } from '../common.ts';
import { LanguageSchema } from '../language-schema.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';
import { eidMethods, type EidMethod } from './eid.ts';
import type { OutboundItem } from './item.ts';
import type { OutboundState } from './states.ts';
import { mismatchDecisions, type EidLevel, type IdentificationAssurance, type IdentityMismatch, type MismatchDecision } from './assurance.ts';

// Identifications (spec §3 Identification, §4, §7 Outbound items; issue 14): a person identifies through a public
// link by strong electronic identification (OIDC), a drawn screen signature or a photographed document. States and
// lights are the request's (draft / error / wait / done / accepted; requestLight).

export const EidMethodSchema = literals(eidMethods);

/** At least one method (spec §5: "a signatory needs at least one signing method"; the form says 'no method chosen'). */
export const EidMethods = Type.Array(EidMethodSchema, { minItems: 1, maxItems: eidMethods.length, uniqueItems: true });

const Text = (max: number) => optionalNullable(Type.String({ maxLength: max }));

/** POST /api/v2.5/user/customers/{id}/identifications (draft) and PUT /api/v2.5/user/identifications/{id} (draft only). */
export const IdentificationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    email: Email,
    note: Text(4000),
    description: Text(4000),
    instructions: Text(4000),
    language: Type.Optional(LanguageSchema),
    available_eidmethods: EidMethods,
    ask_pep: Type.Optional(Type.Boolean()),
    autofill_pep: Type.Optional(Type.Boolean()),
  },
  { $id: 'IdentificationBody', additionalProperties: false },
);
export type IdentificationBody = Static<typeof IdentificationBody>;

/** GET/PUT /api/v2.5/user/identifications/defaults: the user's choices for the next new identification. */
export const IdentificationDefaultsBody = Type.Object(
  {
    available_eidmethods: Type.Optional(EidMethods),
    ask_pep: Type.Optional(Type.Boolean()),
    autofill_pep: Type.Optional(Type.Boolean()),
    instructions: Text(4000),
    description: Text(4000),
  },
  { $id: 'IdentificationDefaultsBody', additionalProperties: false },
);
export type IdentificationDefaultsBody = Static<typeof IdentificationDefaultsBody>;

/** The document metadata of a PASSPORTFILE (or passport-reader) identification, filled or confirmed by staff. */
export const documentTypes = ['PASSPORT', 'ID_CARD', 'RESIDENCE_PERMIT', 'DRIVING_LICENCE', 'OTHER'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const genders = ['F', 'M', 'X'] as const;

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Country = Type.String({ pattern: '^[A-Z]{2}$' });

/** PUT /api/v2.5/user/identifications/{id}/metadata */
export const IdentificationMetadataBody = Type.Object(
  {
    document_number: Text(60),
    document_type: optionalNullable(literals(documentTypes)),
    nationality: optionalNullable(Country),
    /** Face-match level 0–8 (spec §9): 0 no match … 8 a 1 in 1,000,000 false-accept rate. */
    facematch_level: optionalNullable(Type.Integer({ minimum: 0, maximum: 8 })),
    gender: optionalNullable(literals(genders)),
    birthdate: optionalNullable(IsoDate),
    date_of_expiry: optionalNullable(IsoDate),
    issuing_country: optionalNullable(Country),
    /**
     * Issue 25 §6: once the identification is complete (done or accepted), a field that has a value is written once;
     * changing it is an amendment that needs a reason, and the history keeps the old and the new value.
     */
    amendment_reason: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { $id: 'IdentificationMetadataBody', additionalProperties: false },
);
export type IdentificationMetadataBody = Static<typeof IdentificationMetadataBody>;
export type IdentificationMetadata = {
  [K in Exclude<keyof IdentificationMetadataBody, 'amendment_reason'>]-?: Exclude<IdentificationMetadataBody[K], undefined>;
};

/** POST /api/v2.5/user/identifications/{id}/copy (spec §7): the identification copied to another customer as manual. */
export const CopyIdentificationBody = Type.Object({ customers_id: Uuid }, { $id: 'CopyIdentificationBody', additionalProperties: false });
export type CopyIdentificationBody = Static<typeof CopyIdentificationBody>;

/**
 * POST /api/v2.5/user/identifications/{id}/ssn-conflict: the identity code from the eID differs from the customer's
 * stored one; staff either write the eID's into the customer (audited, screened) or keep the stored one.
 */
export const ssnConflictResolutions = ['USE_EID', 'KEEP_STORED'] as const;
export const SsnConflictBody = Type.Object({ resolution: literals(ssnConflictResolutions) }, { $id: 'SsnConflictBody', additionalProperties: false });
export type SsnConflictBody = Static<typeof SsnConflictBody>;

/** pending: waiting for staff; USE_EID / KEEP_STORED: resolved that way; null: no conflict. */
export type SsnConflictState = 'pending' | 'USE_EID' | 'KEEP_STORED';

/** The PEP answer of a person (ask_pep): any null until answered. */
export const PepAnswer = Type.Object(
  { is_pep_self: Type.Boolean(), is_pep_family: Type.Boolean(), is_pep_partner: Type.Boolean() },
  { additionalProperties: false },
);
export type PepAnswer = Static<typeof PepAnswer>;

export interface Identification extends OutboundItem<OutboundState> {
  /** The staff member who created it (name), for "user" in spec §3. */
  user_name: string | null;
  name: string;
  description: string | null;
  instructions: string | null;
  available_eidmethods: EidMethod[];
  ask_pep: boolean;
  autofill_pep: boolean;
  identified_at: string | null;
  is_identified: boolean;
  is_accepted: boolean;
  accepted_at: string | null;
  denied_at: string | null;
  is_manual: boolean;
  is_copy: boolean;
  /** The identification this one was copied from. */
  copied_from: string | null;
  /** As identified (the eID's, or the document's as staff confirmed it). */
  identified_name: string | null;
  ssn: string | null;
  birthdate: string | null;
  ipaddress: string | null;
  eidmethod: EidMethod | null;
  /** The eID provider (issuer) that identified the person. */
  eid_issuer: string | null;
  is_pep_self: boolean | null;
  is_pep_family: boolean | null;
  is_pep_partner: boolean | null;
  /** SCREENSIGNATURE: the drawn image (GET …/screensignature answers the PNG). */
  has_screensignature: boolean;
  metadata: IdentificationMetadata;
  /** The customer's stored identity code when it differs from the eID's (shown until resolved). */
  ssn_conflict: SsnConflictState | null;
  stored_ssn: string | null;
  /** How strong the identification is (issue 25 §5): only `identified` is green. */
  assurance: IdentificationAssurance;
  /** The eID's level of assurance as the provider reported it (acr), its eIDAS level, and when it authenticated. */
  eid_acr: string | null;
  eid_level: EidLevel | 'low' | null;
  eid_auth_time: string | null;
  /** The provider's subject (evidence of which identification this was). */
  eid_subject: string | null;
  /** What differs between the eID and whom staff expected; null: nothing. */
  mismatch: IdentityMismatch | null;
  mismatch_decision: MismatchDecision | null;
  mismatch_decided_by: string | null;
  mismatch_decided_at: string | null;
  /** A document identification verified by a second staff member (not the one who sent it). */
  document_verified_at: string | null;
  document_verified_by: string | null;
}

/** POST …/identifications/{id}/mismatch: staff's decision on an eID that differs from whom they expected. */
export const MismatchDecisionBody = Type.Object(
  { decision: literals(mismatchDecisions) },
  { $id: 'MismatchDecisionBody', additionalProperties: false },
);
export type MismatchDecisionBody = Static<typeof MismatchDecisionBody>;

export type IdentificationRow = Pick<
  Identification,
  'id' | 'customers_id' | 'name' | 'email' | 'state' | 'light' | 'created_at' | 'sent_at' | 'resent_at' | 'resend_cnt' | 'identified_at' | 'eidmethod' | 'is_manual' | 'is_copy' | 'ssn_conflict' | 'users_id' | 'user_name' | 'assurance'
>;

/** The eID methods as the organisation can use them now (GET /api/v2.5/user/eids, spec §7 "eids"). */
export interface EidMethodAvailability {
  method: EidMethod;
  /** false: no provider configured for it (shown as unavailable, never faked). */
  available: boolean;
}
