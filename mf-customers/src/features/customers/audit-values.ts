import { formatDateTime, formatIsoDate } from '@tunne/app-kit';
import { toIsoDate } from '@tunne/contracts';
import { auditValue } from './dialogs.ts';

/** Names for the ids an audit entry holds, by kind. */
export interface AuditNames {
  users: ReadonlyMap<string, string>;
  teams: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, string>;
  tasks: ReadonlyMap<string, string>;
  customers: ReadonlyMap<string, string>;
}

type IdKind = keyof AuditNames;

/** Audit fields whose value is the id of something with a name. */
export const auditIdFields: Readonly<Record<string, IdKind>> = {
  users_id: 'users',
  kycclock_users_id: 'users',
  kycclock_off_by: 'users',
  responsible_users_id: 'users',
  teams_id: 'teams',
  tags_id: 'tags',
  tasks_id: 'tasks',
  linked_customers_id: 'customers',
};

/** Fields whose values are codes with their own texts in the customers namespace. */
const codeKeys: Readonly<Record<string, (value: string) => string>> = {
  type: (value) => `type.${value}`,
  source: (value) => `source.${value}`,
  riskscores_level: (value) => `risk.${value}`,
  language: (value) => `languages.${value}`,
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Date-only columns (issue 16 §2): the trail records the day ('2026-12-31') and shows it as 31.12.2026 in every
 * browser time zone. Entries written while they were stored as instants (or, in the API, unix seconds) show the day
 * the instant fell on in Helsinki, as the migration converted the stored values.
 */
const dayFields: ReadonlySet<string> = new Set(['kycclock_alarm_at', 'deadline_at', 'founded_at', 'dob', 'valid_at']);

/** Columns whose label lives outside `fields.*`. */
const labelKeys: Readonly<Record<string, string>> = {
  bis_checked_at: 'register.checkedAt',
  bis_failed_at: 'register.failedAt',
  riskscores_level: 'columns.riskscores_level',
};

/** The label of an audited column: the form's label, the trade-register flag's, or (last) the column name. */
export const auditFieldLabel = (field: string, t: Translate, exists: (key: string) => boolean): string => {
  const key = [labelKeys[field], `fields.${field}`, `register.${field}`].find((candidate) => candidate !== undefined && exists(candidate));
  return key ? t(key) : field;
};

/**
 * One audit value as a reader wants it: names instead of ids (a removed user, tag, … is said to be removed,
 * never shown as an id), localised codes and yes/no, dates in the Finnish format.
 */
export const auditDisplayValue = (field: string, value: unknown, names: AuditNames, t: Translate): string => {
  if (value === null || value === undefined || value === '') return auditValue(value);
  const kind = auditIdFields[field];
  if (kind) {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map((id) => names[kind].get(String(id)) ?? t(`audit.removed.${kind}`)).join(', ');
  }
  if (dayFields.has(field) && (typeof value === 'number' || typeof value === 'string')) {
    const day = toIsoDate(value);
    if (day) return formatIsoDate(day);
  }
  if (typeof value === 'boolean') return t(`register.value.${value ? 'yes' : 'no'}`);
  const code = codeKeys[field];
  if (code && typeof value === 'string') return t(code(value), { defaultValue: value });
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIsoDate(value);

  // Unix seconds (spec §7) of a moment.
  if (field.endsWith('_at') && typeof value === 'number') return formatDateTime(value * 1000);
  return auditValue(value);
};

export const namesOf = (rows: readonly { id: string; name: string }[]): ReadonlyMap<string, string> => new Map(rows.map((row) => [row.id, row.name]));
