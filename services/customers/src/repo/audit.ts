import { maskSsn, type AuditEntry, type Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AuditRow extends Omit<AuditEntry, 'changed_at' | 'masked'> {
  changed_at: Date;
}

/** Audited columns that hold personal identity codes (customers and related persons): masked like every table. */
const identityCodeFields: readonly string[] = ['ssn'];

type Values = Record<string, unknown> | null;

const maskValues = (values: Values, masked: Set<string>): Values => {
  if (!values) return values;
  const out: Record<string, unknown> = { ...values };
  for (const field of identityCodeFields) {
    const value = out[field];
    if (typeof value === 'string' && value !== '') {
      out[field] = maskSsn(value);
      masked.add(field);
    }
  }
  return out;
};

/** An entry as the API shows it: identity codes masked, `masked` naming the fields a "show" reveals. */
const toEntry = (row: AuditRow, reveal: boolean): AuditEntry => {
  const masked = new Set<string>();
  const entry = { ...row, changed_at: row.changed_at.toISOString() };
  if (reveal) return { ...entry, masked: [] };
  return { ...entry, old: maskValues(row.old, masked), new: maskValues(row.new, masked), masked: [...masked] };
};

/** A customer's audit trail, newest first, identity codes masked (RLS: the customer must be visible to the caller). */
export const listAudit = async (tx: Tx, customersId: string, page: number, size: number): Promise<Page<AuditEntry>> => {
  const [rows, [count]] = await Promise.all([
    tx<AuditRow[]>`select id::text as id, table_name, record_id, action, changed_by, changed_at, old, new
      from customers.audit_log where customers_id = ${customersId}
      order by changed_at desc, id desc limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.audit_log where customers_id = ${customersId}`,
  ]);
  return {
    items: rows.map((row) => toEntry(row, false)),
    total: count?.total ?? 0,
    page,
    size,
  };
};

/** One entry of a customer's trail with its identity codes in full (the explicit "show"), or null. */
export const revealAuditEntry = async (tx: Tx, customersId: string, auditId: string): Promise<AuditEntry | null> => {
  const [row] = await tx<AuditRow[]>`select id::text as id, table_name, record_id, action, changed_by, changed_at, old, new
    from customers.audit_log where customers_id = ${customersId} and id = ${auditId}::bigint`;
  return row ? toEntry(row, true) : null;
};
