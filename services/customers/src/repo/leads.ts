import type { AuditEntry, Lead, LeadListQuery, LeadSort, LeadSortColumn, Page } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { likePattern } from './customer-list.ts';

/** Column values as the service writes them (already trimmed and normalised). */
export type LeadValues = Record<string, string | null>;

type LeadRow = Omit<Lead, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const leadColumns = (tx: Tx) => tx`l.id, l.type, l.name, l.businessid, l.country, l.email, l.phone, l.contact_name,
  l.description, l.users_id, l.status, l.customers_id, l.created_at, l.updated_at`;

const toLead = (row: LeadRow): Lead => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});


// Statuses sort in the order a lead moves through them, not alphabetically.
const sortExpression = (tx: Tx, column: LeadSortColumn) =>
  column === 'name' ? tx`lower(l.name)`
    : column === 'status' ? tx`array_position(array['NEW', 'CONTACTED', 'CONVERTED', 'DISCARDED'], l.status)`
      : tx`l.${tx(column)}`;

const listOrder = (tx: Tx, sort: LeadSort = 'name') => {
  const descending = sort.startsWith('-');
  const expression = sortExpression(tx, sort.replace(/^-/, '') as LeadSortColumn);
  return descending ? tx`${expression} desc nulls first, l.id desc` : tx`${expression} asc nulls last, l.id asc`;
};

/** The caller's leads (RLS: organisation and restriction), searched, filtered by status, sorted and paged. */
export const listLeads = async (tx: Tx, query: LeadListQuery): Promise<Page<Lead>> => {
  const page = query.page ?? 1;
  const size = query.size ?? 50;
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : null;
  const where = tx`l.deleted_at is null
    ${query.status ? tx`and l.status = ${query.status}` : tx``}
    ${pattern ? tx`and (lower(l.name) like ${pattern} or lower(l.businessid) like ${pattern} or lower(l.email) like ${pattern}
        or lower(l.contact_name) like ${pattern} or l.phone like ${pattern})` : tx``}`;
  const [rows, [count]] = await Promise.all([
    tx<LeadRow[]>`select ${leadColumns(tx)} from customers.leads l where ${where}
      order by ${listOrder(tx, query.sort)} limit ${size} offset ${(page - 1) * size}`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.leads l where ${where}`,
  ]);
  return { items: rows.map(toLead), total: count?.total ?? 0, page, size };
};

/** One visible lead; `lock` holds it until the transaction ends (a conversion is decided once). */
export const getLead = async (tx: Tx, id: string, lock = false): Promise<Lead | null> => {
  const [row] = await tx<LeadRow[]>`select ${leadColumns(tx)} from customers.leads l where l.id = ${id} and l.deleted_at is null
    ${lock ? tx`for update` : tx``}`;
  return row ? toLead(row) : null;
};

export const insertLead = async (tx: Tx, values: LeadValues): Promise<Lead> => {
  const [inserted] = await tx<{ id: string }[]>`insert into customers.leads ${tx(values)} returning id`;
  return (await getLead(tx, inserted!.id))!;
};

/** Changes a visible lead; null when RLS hides it. */
export const updateLead = async (tx: Tx, id: string, values: LeadValues): Promise<Lead | null> => {
  const result = await tx`update customers.leads set ${tx(values)}, updated_at = now() where id = ${id}`;
  return result.count > 0 ? getLead(tx, id) : null;
};

export const markConverted = async (tx: Tx, id: string, customersId: string): Promise<Lead | null> =>
  updateLead(tx, id, { status: 'CONVERTED', customers_id: customersId });

export const deleteLead = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`delete from customers.leads where id = ${id} and deleted_at is null`).count > 0;

/**
 * A lead with alerts or decisions is kept (issue 25 §6, migration 00052): marked deleted by the admin and discarded (so
 * the screening counts it archived and keeps its alerts), out of every list; false when there is no such lead.
 */
export const markLeadDeleted = async (tx: Tx, id: string, usersId: string): Promise<boolean> =>
  (await tx`update customers.leads set deleted_at = now(), deleted_by = ${usersId},
      status = case when status = 'CONVERTED' then status else 'DISCARDED' end, updated_at = now()
    where id = ${id} and deleted_at is null`).count > 0;

interface LeadAuditRow extends Omit<AuditEntry, 'changed_at' | 'masked'> {
  changed_at: Date;
}

/** The lead's audit trail, oldest first (customers.lead_audit_log, migration 00052). */
export const leadAudit = async (tx: Tx, id: string): Promise<AuditEntry[]> => {
  const rows = await tx<LeadAuditRow[]>`select id::text as id, 'leads' as table_name, leads_id::text as record_id, action, changed_by,
      changed_at, old, new
    from customers.lead_audit_log where leads_id = ${id} order by changed_at, id`;
  // A lead has no identity code: nothing is masked.
  return rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString(), masked: [] }));
};
