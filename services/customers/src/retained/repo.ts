import {
  maskSsn, minRetentionYears, type AuditEntry, type Page, type RetainedRecordEntry, type RetainedRecordSection,
  type RetainedRecordSummary, type RetentionSettings,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { getCustomer } from '../repo/customers.ts';
import { likePattern } from '../repo/customer-list.ts';

/**
 * Retained records (migration 00013): former customers' rows kept read-only after they left the register. Every
 * function here runs in an admin's transaction that has called readRetained() first; without it RLS hides them.
 */

/** Makes retained records visible to this transaction's queries (read-only: the update and delete policies still refuse). */
export const readRetained = async (tx: Tx): Promise<void> => {
  await tx`select set_config('app.read_retained', 'on', true)`;
};

interface SummaryRow {
  id: string;
  name: string;
  type: RetainedRecordSummary['type'];
  businessid: string | null;
  ssn: string | null;
  relationship_ended_at: Date;
  retained_at: Date;
  deletes_at: Date;
}

const retentionYears = (tx: Tx) =>
  tx`coalesce((select s.retention_years from customers.retention_settings s), ${minRetentionYears})`;

const summaryColumns = (tx: Tx) => tx`c.id, c.name, c.type, c.businessid, c.ssn, c.relationship_ended_at, c.retained_at,
  c.relationship_ended_at + make_interval(years => ${retentionYears(tx)}) as deletes_at`;

const toSummary = (row: SummaryRow): RetainedRecordSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  businessid: row.businessid,
  ssn: maskSsn(row.ssn),
  relationship_ended_at: row.relationship_ended_at.toISOString(),
  retained_at: row.retained_at.toISOString(),
  deletes_at: row.deletes_at.toISOString(),
});

/** The organisation's retained records, the soonest to be deleted first; `name` finds them by part of name or business id. */
export const listRetained = async (tx: Tx, page: number, size: number, name?: string): Promise<Page<RetainedRecordSummary>> => {
  const search = name?.trim();
  const pattern = search ? likePattern(search) : null;
  const where = tx`c.retained_at is not null
    ${pattern ? tx`and (lower(c.name) like ${pattern} or lower(coalesce(c.businessid, '')) like ${pattern})` : tx``}`;
  const [rows, [count]] = await Promise.all([
    tx<SummaryRow[]>`select ${summaryColumns(tx)} from customers.customers c where ${where}
      order by c.relationship_ended_at, c.id limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.customers c where ${where}`,
  ]);
  return { items: rows.map(toSummary), total: count?.total ?? 0, page, size };
};

export const getRetainedSummary = async (tx: Tx, id: string): Promise<RetainedRecordSummary | null> => {
  const [row] = await tx<SummaryRow[]>`select ${summaryColumns(tx)} from customers.customers c
    where c.id = ${id} and c.retained_at is not null`;
  return row ? toSummary(row) : null;
};

export const getRetainedCustomer = getCustomer;

const printable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A stored row as a printable entry: every field with a value, the internal keys left out. */
const toEntry = (row: Record<string, unknown>, titleKeys: readonly string[]): RetainedRecordEntry => ({
  title: printable(titleKeys.map((key) => row[key]).find((value) => value !== null && value !== undefined && value !== '') ?? ''),
  fields: Object.entries(row)
    .filter(([key, value]) => value !== null && value !== '' && key !== 'organisations_id' && key !== 'customers_id')
    .map(([label, value]) => ({ label, value: printable(value) })),
});

type RelatedTable = 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons' | 'bankaccounts' | 'todos';
const relatedTables: readonly RelatedTable[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccounts', 'todos'];

/**
 * Related persons (the PEPs with their function, country and dates), bank accounts, todos, tasks, tags, the todos' files
 * and the reviews done, as they were kept.
 */
export const retainedSections = async (tx: Tx, id: string): Promise<RetainedRecordSection[]> => {
  const sections: RetainedRecordSection[] = [];
  for (const table of relatedTables) {
    const rows = await tx<{ row: Record<string, unknown> }[]>`select to_jsonb(t) as row from customers.${tx(table)} t
      where t.customers_id = ${id} order by t.created_at, t.id`;
    sections.push({ key: table, entries: rows.map((r) => toEntry(r.row, ['name', 'iban', 'id'])) });
  }
  const tasks = await tx<{ row: Record<string, unknown> }[]>`select to_jsonb(ct) || jsonb_build_object('task', k.name) as row
    from customers.customer_tasks ct join customers.tasks k on k.organisations_id = ct.organisations_id and k.id = ct.tasks_id
    where ct.customers_id = ${id} order by ct.created_at, ct.id`;
  sections.push({ key: 'tasks', entries: tasks.map((r) => toEntry(r.row, ['task'])) });
  const tags = await tx<{ row: Record<string, unknown> }[]>`select jsonb_build_object('tag', k.name, 'created_at', ct.created_at) as row
    from customers.customer_tags ct join customers.tags k on k.organisations_id = ct.organisations_id and k.id = ct.tags_id
    where ct.customers_id = ${id} order by k.name`;
  sections.push({ key: 'tags', entries: tags.map((r) => toEntry(r.row, ['tag'])) });
  // The todos' files without their content, removed ones too (issue 25 §6: marked removed, kept).
  const todoFiles = await tx<{ row: Record<string, unknown> }[]>`select to_jsonb(f) - 'content' as row from customers.todo_files f
    where f.customers_id = ${id} order by f.created_at, f.id`;
  sections.push({ key: 'todofiles', entries: todoFiles.map((r) => toEntry(r.row, ['name'])) });
  // Issue 25 §7: the reviews done, oldest first (the scope as a list; users_id is who did it).
  const reviews = await tx<{ row: Record<string, unknown> }[]>`select (to_jsonb(r) - 'scope')
      || jsonb_build_object('scope', array_to_string(r.scope, ', ')) as row
    from customers.reviews r where r.customers_id = ${id} order by r.reviewed_at, r.id`;
  sections.push({ key: 'reviews', entries: reviews.map((r) => toEntry(r.row, ['reviewed_at'])) });
  return sections;
};

interface AuditRow extends Omit<AuditEntry, 'changed_at'> {
  changed_at: Date;
}

/** The record's whole audit trail, oldest first. */
export const retainedAudit = async (tx: Tx, id: string): Promise<AuditEntry[]> => {
  const rows = await tx<AuditRow[]>`select id::text as id, table_name, record_id, action, changed_by, changed_at, old, new
    from customers.audit_log where customers_id = ${id} order by changed_at, id`;
  return rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() }));
};

interface SettingsRow {
  retention_years: number;
  reason: string | null;
  updated_at: Date;
}

export const getRetentionSettings = async (tx: Tx): Promise<RetentionSettings> => {
  const [row] = await tx<SettingsRow[]>`select retention_years, reason, updated_at from customers.retention_settings`;
  return row
    ? { retention_years: row.retention_years, reason: row.reason, updated_at: row.updated_at.toISOString() }
    : { retention_years: minRetentionYears, reason: null, updated_at: null };
};

export const saveRetentionSettings = async (tx: Tx, years: number, reason: string | null): Promise<RetentionSettings> => {
  await tx`insert into customers.retention_settings (retention_years, reason) values (${years}, ${reason})
    on conflict (organisations_id) do update set retention_years = excluded.retention_years, reason = excluded.reason,
      updated_by = excluded.updated_by, updated_at = now()`;
  return getRetentionSettings(tx);
};
