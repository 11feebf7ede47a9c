import { formatDate, formatDateTime } from '@tunne/app-kit';
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
  // The KYC clock's alarm is a day (stored as a time; unix seconds in the API, spec §7).
  if (field === 'kycclock_alarm_at' && (typeof value === 'number' || typeof value === 'string')) return formatDate(typeof value === 'number' ? value * 1000 : value);
  if (typeof value === 'boolean') return t(`register.value.${value ? 'yes' : 'no'}`);
  const code = codeKeys[field];
  if (code && typeof value === 'string') return t(code(value), { defaultValue: value });
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);

  // Unix seconds (spec §7), e.g. kycclock_alarm_at.
  if (field.endsWith('_at') && typeof value === 'number') return formatDateTime(value * 1000);
  return auditValue(value);
};

export const namesOf = (rows: readonly { id: string; name: string }[]): ReadonlyMap<string, string> => new Map(rows.map((row) => [row.id, row.name]));
