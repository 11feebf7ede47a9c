import type { AuditEntry, Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AuditRow extends Omit<AuditEntry, 'changed_at'> {
  changed_at: Date;
}

/** A customer's audit trail, newest first (RLS: the customer must be visible to the caller). */
export const listAudit = async (tx: Tx, customersId: string, page: number, size: number): Promise<Page<AuditEntry>> => {
  const [rows, [count]] = await Promise.all([
    tx<AuditRow[]>`select id::text as id, table_name, record_id, action, changed_by, changed_at, old, new
      from customers.audit_log where customers_id = ${customersId}
      order by changed_at desc, id desc limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.audit_log where customers_id = ${customersId}`,
  ]);
  return {
    items: rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() })),
    total: count?.total ?? 0,
    page,
    size,
  };
};
