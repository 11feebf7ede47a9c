import { Type, type Static } from '@sinclair/typebox';
import type { AuditEntry, Customer, CustomerType } from './customers.ts';

/**
 * Retained records (issue 11 §1; EU AMLR 2024/1624 art. 77, Finnish AML Act 444/2017 ch. 3 § 3): when a customer
 * leaves the register (its archive time passed, or an admin deleted it at once) the customer due-diligence record is
 * kept, read-only and for admins only, until `retention_years` after the relationship ended; then the retention job
 * deletes it. docs/customer-register-api.md, "Retained records", is the call list.
 */

/** The law's minimum; an organisation may keep records longer, never shorter. */
export const minRetentionYears = 5;
export const maxRetentionYears = 50;

/** One row of GET /api/v2.5/admin/customers/retained. */
export interface RetainedRecordSummary {
  /** The former customer's id: the record's id. */
  id: string;
  name: string;
  type: CustomerType;
  businessid: string | null;
  /** The identity code, masked as in every table (the whole code is in the record's PDF). */
  ssn: string | null;
  relationship_ended_at: string;
  /** When the customer left the register and the record was retained. */
  retained_at: string;
  /** When the retention job deletes the record (relationship_ended_at + retention_years). */
  deletes_at: string;
}

/** One entry of a record section: a heading and its fields, ready to print. */
export interface RetainedRecordEntry {
  title: string;
  fields: { label: string; value: string }[];
}

/** The parts of a retained record that another service keeps (alerts, sanction queries, risk). */
export const retainedRecordSectionKeys = [
  'owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccounts', 'todos', 'tasks', 'tags',
  'riskanswers', 'riskassessments', 'riskscores', 'edd', 'eddhistory', 'alerts', 'alertdecisions', 'queries',
  // Issue 25 §4: the outbound items, their files (documents, drawn signatures, signed PDFs, attachments) and history.
  'identifications', 'esignatures', 'requests', 'letters', 'outboundfiles', 'outboundhistory',
  // Issue 25 §6: the todos' files, removed ones too (marked).
  'todofiles',
  // Issue 25 §7: the reviews done ("Mark review done": who, when, scope, outcome, notes, the clock it set).
  'reviews',
] as const;
export type RetainedRecordSectionKey = (typeof retainedRecordSectionKeys)[number];

export interface RetainedRecordSection {
  key: RetainedRecordSectionKey;
  entries: RetainedRecordEntry[];
}

/** The former customer a source is asked about: the organisation, the id, and the names its queries may be about. */
export interface RetainedRecordSubject {
  organisationsId: string;
  customersId: string;
  names: string[];
}

/**
 * A port implemented by the services that keep part of a customer's record (alerts, risk), wired by the gateway:
 * everything they keep about the former customer, read as the organisation.
 */
export type RetainedRecordSource = (subject: RetainedRecordSubject) => Promise<RetainedRecordSection[]>;

/** One file a source keeps with the record (issue 25 §4), embedded in the record's PDF: an image is drawn, every file attached. */
export interface RetainedRecordFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
  sha256: string;
  /** Which section it belongs to and what it is, e.g. "identification: document photo". */
  description: string;
}

/** The files a service keeps of a retained record, for its PDF only (the JSON record lists them in a section). */
export type RetainedRecordFileSource = (subject: RetainedRecordSubject) => Promise<RetainedRecordFile[]>;

/**
 * A service's part of the retention job (issue 25 §4), wired by the gateway: deletes everything it keeps of one
 * retained record that is due, and answers what went as counts by kind (for the purge log; no personal data).
 */
export type RetainedRecordPurger = (record: { organisationsId: string; customersId: string }) => Promise<Record<string, number>>;

/** GET /api/v2.5/admin/customers/retained/{id}: the whole record as the customers service keeps it. */
export interface RetainedRecord {
  summary: RetainedRecordSummary;
  /** The customer's data as it was when it left the register (the identity code in full). */
  customer: Customer;
  sections: RetainedRecordSection[];
  /** The audit trail, oldest first. */
  audit: AuditEntry[];
}

/** GET / PUT /api/v2.5/admin/customers/retention: how long the organisation keeps retained records. */
export interface RetentionSettings {
  retention_years: number;
  /** Why records are kept longer than the law's five years; required then. */
  reason: string | null;
  updated_at: string | null;
}

export const RetentionSettingsBody = Type.Object(
  {
    retention_years: Type.Integer({ minimum: minRetentionYears, maximum: maxRetentionYears }),
    reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  },
  { $id: 'RetentionSettingsBody', additionalProperties: false },
);
export type RetentionSettingsBody = Static<typeof RetentionSettingsBody>;

/** GET /api/v2.5/admin/customers/retained/{id}/pdf: opened by the browser with a temporary token (?jwt=). */
export const RetainedRecordPdfQuery = Type.Object(
  {
    jwt: Type.Optional(Type.String({ maxLength: 4000 })),
    lang: Type.Optional(Type.Union([Type.Literal('fi'), Type.Literal('en'), Type.Literal('se')])),
  },
  { $id: 'RetainedRecordPdfQuery', additionalProperties: false },
);
export type RetainedRecordPdfQuery = Static<typeof RetainedRecordPdfQuery>;

/** GET /api/v2.5/admin/customers/retained: a page of the records, optionally those whose name or id holds `name`. */
export const RetainedListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
    /** Part of the name or business id (case-insensitive). */
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { $id: 'RetainedListQuery', additionalProperties: false },
);
export type RetainedListQuery = Static<typeof RetainedListQuery>;
