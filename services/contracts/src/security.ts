import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from './common.ts';

/**
 * What the security log records (issue 10): logins, failures and lockouts, password and permission changes,
 * session ends, exports and downloads of personal data.
 */
export const securityEventTypes = [
  'login.succeeded',
  'login.failed',
  'login.locked',
  'password.changed',
  'password.change_failed',
  'password.reset_requested',
  'password.reset',
  'permissions.changed',
  // Issue 26: the organisation's second-factor requirement and session timeouts.
  'security_settings.changed',
  'session.ended',
  'export.customers_csv',
  'export.customers_pdf',
  'export.customers_xlsx',
  'download.query_pdf',
  'download.todo_file',
  'audit.identity_code_shown',
  'download.retained_record_pdf',
  'download.edd_file',
  // Issue 25 §6: the evidence gathered through outbound items and the retained record's reads.
  'download.outbound_file',
  'download.identification_document',
  'download.screen_signature',
  'download.signed_pdf',
  'read.retained_record',
  // Issue 26: a marked-as-sent item's link, shown once to the staff member who delivers it.
  'read.outbound_link',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const isSecurityEventType = (value: string): value is SecurityEventType =>
  (securityEventTypes as readonly string[]).includes(value);

/** One row of GET /api/v2.5/admin/securitylog: names are today's names of the users the row refers to. */
export interface SecurityEventEntry {
  id: string;
  created_at: string;
  type: SecurityEventType;
  /** The actor (null: nobody was logged in, e.g. a failed login; then target_users_id names the account). */
  users_id: string | null;
  users_name: string | null;
  target_users_id: string | null;
  target_users_name: string | null;
  address: string | null;
  /** Ids, flags and counts only (reason, format, changed flags…): never secrets or personal data. */
  details: Record<string, string | number | boolean>;
}

/** GET /api/v2.5/admin/securitylog (admin): newest first; users_id matches the actor or the target. */
export const SecurityLogQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    type: Type.Optional(Type.Union(securityEventTypes.map((type) => Type.Literal(type)))),
    users_id: Type.Optional(Uuid),
  },
  { $id: 'SecurityLogQuery', additionalProperties: false },
);
export type SecurityLogQuery = Static<typeof SecurityLogQuery>;
