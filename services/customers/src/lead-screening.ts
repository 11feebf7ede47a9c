/**
 * In-process read access for screening leads (services/alerts, issue 11 §3: leads are screened like customers): what
 * to screen for a lead, and the lead events that say when to screen again. Each runs in its own transaction, as in
 * screening-subjects.ts.
 */
import type { CustomerType } from '@tunne/contracts';
import type { Database, Tenancy } from '@tunne/platform';
import type { CustomerEvent, CustomerScreening } from './screening-subjects.ts';

export interface LeadEvent extends Omit<CustomerEvent, 'customersId' | 'type'> {
  leadsId: string;
  type: 'lead.changed' | 'lead.removed';
}

/**
 * The leads (of `tenancy`'s organisation, as its restriction lets it see them) as screening reads a customer: the lead's
 * own name is the one subject. A converted or discarded lead counts as archived (its alerts stay, out of the lists).
 * Leads that do not exist or are not visible are missing from the answer.
 */
export const readLeadScreeningSubjects = async (db: Database, tenancy: Tenancy, leadIds: readonly string[]): Promise<CustomerScreening[]> => {
  if (leadIds.length === 0) return [];
  const rows = await db.tx(tenancy, (tx) => tx<{
    organisations_id: string; id: string; type: CustomerType; name: string; businessid: string | null; country: string | null;
    users_id: string | null; status: string;
  }[]>`select organisations_id, id, type, name, businessid, country, users_id, status
    from customers.leads where id = any(${[...new Set(leadIds)]}::uuid[])`);
  return rows.map((lead) => ({
    organisationsId: lead.organisations_id,
    customersId: lead.id,
    name: lead.name,
    type: lead.type,
    usersId: lead.users_id,
    teamsId: null,
    isRemoved: lead.status === 'CONVERTED' || lead.status === 'DISCARDED',
    subjects: [{
      target: 'customer',
      targetId: null,
      type: lead.type,
      name: lead.name,
      birthDate: null,
      nationality: lead.type === 'person' ? lead.country : null,
      country: lead.country,
      identifiers: lead.businessid ? [lead.businessid] : [],
    }],
  }));
};

/** A page of the organisation's lead ids in id order, after `after`. */
export const listLeadIds = async (db: Database, organisationsId: string, after: string | null, limit: number): Promise<string[]> => {
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select id from customers.leads where ${after === null ? tx`true` : tx`id > ${after}::uuid`} order by id limit ${limit}`);
  return rows.map((r) => r.id);
};

/** Every organisation that has leads (for a full re-screen when a list changes). */
export const leadScreeningOrganisations = async (db: Database): Promise<string[]> => {
  const rows = await db.tx(null, (tx) => tx<{ id: string }[]>`select customers.organisations_with_leads() as id`);
  return rows.map((r) => r.id);
};

export interface LeadEventPage {
  events: LeadEvent[];
  /**
   * Where the consumer's cursor may go once it has handled `events`: past the last of them, or, when the page was not
   * full, up to the newest event anyone can see (customer events included), so that pruning is not held back.
   */
  next: { xid: number; id: number };
}

const later = (a: { xid: number; id: number }, b: { xid: number; id: number }) => (a.xid > b.xid || (a.xid === b.xid && a.id > b.id) ? a : b);

/** Lead events after the cursor, from finished transactions only, oldest first; records `consumer`'s cursor. */
export const readLeadEvents = async (db: Database, consumer: string, cursor: { xid: number; id: number }, limit: number): Promise<LeadEventPage> => {
  const { rows, horizon } = await db.tx(null, async (tx) => {
    await tx`select customers.save_event_cursor(${consumer}, ${cursor.xid}, ${cursor.id})`;
    // The horizon first: every lead event up to it is visible to the read that follows.
    const [horizon] = await tx<{ xid: string; id: string }[]>`select xid::text, id::text from customers.events_horizon()`;
    const rows = await tx<{ id: string; xid: string; organisations_id: string; customers_id: string; type: LeadEvent['type']; created_at: Date }[]>`
      select id::text, xid::text, organisations_id, customers_id, type, created_at
        from customers.lead_events_after(${cursor.xid}, ${cursor.id}, ${limit})`;
    return { rows, horizon };
  });
  const events = rows.map((r): LeadEvent => ({
    id: Number(r.id),
    xid: Number(r.xid),
    organisationsId: r.organisations_id,
    leadsId: r.customers_id,
    type: r.type,
    createdAt: r.created_at,
  }));
  const last = events.at(-1);
  let next = last ? { xid: last.xid, id: last.id } : cursor;
  if (events.length < limit && horizon) next = later(next, { xid: Number(horizon.xid), id: Number(horizon.id) });
  return { events, next };
};
