import { Type, type Static } from '@sinclair/typebox';
import { Email } from '../common.ts';
import { LanguageSchema } from '../language-schema.ts';
import type { Language } from '../languages.ts';
import { optionalNullable } from '../schema-helpers.ts';
import type { EidMethod } from './eid.ts';
import type { IdentityMismatch, MismatchDecision } from './assurance.ts';
import { EidMethods } from './identifications.ts';
import type { OutboundFile } from './files.ts';
import type { OutboundLight } from './states.ts';

// E-signatures (spec §3 E-signature, Signatory, §4, §7; issue 14): PDF files signed by signatories through public
// links, in signing order (the same order signs in parallel; the next order is invited when the previous one is
// complete). When the last one has signed the service produces the final PDF: the original pages unchanged, a
// signing-certificate page and a PDF digital signature (PAdES baseline, PKCS#7 detached).

export const esignatureStatuses = ['DRAFT', 'SEND', 'SIGNED', 'PAUSED'] as const;
export type EsignatureStatus = (typeof esignatureStatuses)[number];

/** E-signature: SEND red, PAUSED yellow, SIGNED green (spec §4); a draft is grey. */
export const esignatureLight = (status: EsignatureStatus): OutboundLight =>
  status === 'SEND' ? 'red' : status === 'PAUSED' ? 'yellow' : status === 'SIGNED' ? 'green' : 'grey';

/** Signatory: draft, error (awaiting signature), done. */
export const signatoryStatuses = ['draft', 'error', 'done'] as const;
export type SignatoryStatus = (typeof signatoryStatuses)[number];

/** Signatory: counted only when the e-signature is not DRAFT; sent is red, signed is green (spec §4). */
export const signatoryLight = (status: SignatoryStatus, esignature: EsignatureStatus): OutboundLight | null =>
  esignature === 'DRAFT' ? null : status === 'done' ? 'green' : status === 'error' ? 'red' : 'grey';

/** PDF files only: 20 MB each, 10 per e-signature. */
export const esignatureFileLimits = { maxBytes: 20 * 1024 * 1024, maxFiles: 10 } as const;

const Text = (max: number) => optionalNullable(Type.String({ maxLength: max }));

/** POST /api/v2.5/user/customers/{id}/esignatures (DRAFT) and PUT /api/v2.5/user/esignatures/{id} (DRAFT only). */
export const EsignatureBody = Type.Object(
  {
    /** The document's title as signatories see it. */
    signature_name: Type.String({ minLength: 1, maxLength: 300 }),
    /** Internal name (staff). */
    name: Text(300),
    description: Text(4000),
    /** The statement a signatory confirms ("I have read and accept …"). */
    signtext: Text(2000),
    /** The mail's cover text. */
    note: Text(4000),
    language: Type.Optional(LanguageSchema),
    allow_passportreader: Type.Optional(Type.Boolean()),
    force_passportreader: Type.Optional(Type.Boolean()),
  },
  { $id: 'EsignatureBody', additionalProperties: false },
);
export type EsignatureBody = Static<typeof EsignatureBody>;

/** POST /api/v2.5/user/esignatures/{id}/signatories and PUT …/signatories/{signatories_id} (while the e-signature is DRAFT). */
export const SignatoryBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    companyname: Text(300),
    role: Text(200),
    email: Email,
    hide_ssn: Type.Optional(Type.Boolean()),
    note: Text(4000),
    signtext: Text(2000),
    /** 1 signs first; the same number signs in parallel. */
    signorder: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
    available_eidmethods: EidMethods,
  },
  { $id: 'SignatoryBody', additionalProperties: false },
);
export type SignatoryBody = Static<typeof SignatoryBody>;

/** A PDF of an e-signature with its SHA-256 (spec §3 "files (with checksum/hash)"). */
export interface EsignatureFile extends OutboundFile {
  pages: number;
}

export interface Signatory {
  id: string;
  esignatures_id: string;
  name: string;
  companyname: string | null;
  role: string | null;
  email: string;
  hide_ssn: boolean;
  note: string | null;
  signtext: string | null;
  signorder: number;
  available_eidmethods: EidMethod[];
  status: SignatoryStatus;
  light: OutboundLight | null;
  sent_at: string | null;
  resent_at: string | null;
  resend_cnt: number;
  signed_at: string | null;
  method: EidMethod | null;
  /** null when hide_ssn (never sent to the browser then) or not signed. */
  ssn: string | null;
  /** The name the identification gave, when it differs in form from the one staff typed. */
  identified_name: string | null;
  ipaddress: string | null;
  resend_in_progress: boolean;
  public_url: string;
  /** The eID's level of assurance as the provider reported it (acr). */
  eid_acr: string | null;
  /** The eID named someone else than the signatory entered (issue 25 §5): signing waits for the staff decision. */
  mismatch: IdentityMismatch | null;
  mismatch_decision: MismatchDecision | null;
  mismatch_decided_by: string | null;
}

export interface Esignature {
  id: string;
  organizations_id: string;
  customers_id: string;
  users_id: string | null;
  user_name: string | null;
  signature_name: string;
  name: string | null;
  description: string | null;
  signtext: string | null;
  note: string | null;
  language: Language;
  allow_passportreader: boolean;
  force_passportreader: boolean;
  status: EsignatureStatus;
  light: OutboundLight;
  created_at: string;
  sent_at: string | null;
  resent_at: string | null;
  resend_cnt: number;
  signed_at: string | null;
  /** The signing order now invited (null before sending and once signed). */
  current_order: number | null;
  files: EsignatureFile[];
  signatories: Signatory[];
  /** Once SIGNED: the final PDF (GET /api/v2.5/user/signatures/{id}/pdf?l=fi|en|se…) and its SHA-256 in the e-signature's language. */
  signed_sha256: string | null;
}

export type EsignatureRow = Pick<Esignature, 'id' | 'customers_id' | 'signature_name' | 'name' | 'status' | 'light' | 'created_at' | 'sent_at' | 'signed_at' | 'users_id' | 'user_name'> & {
  signatories_total: number;
  signatories_signed: number;
};

/** The SHA-256 of a signed PDF is looked up by the verification page (GET /api/v2.5/public/verify). */
export interface SignedDocumentInfo {
  esignatures_id: string;
  language: Language;
  sha256: string;
  created_at: string;
}
