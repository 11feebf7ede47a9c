import { riskEventConsumer, type RiskDeps } from '../ports.ts';
import { queueRecalculation } from '../repo/settings.ts';

const consumer = 'customer-events';
/** Changed customers per ownership-parents read. */
const parentsSlice = 200;

/**
 * Follows the customers.events outbox (customer.changed: the customer, its owners, beneficiaries, PEPs or
 * responsible persons changed; customer.removed: deleted for good): changed customers are queued for
 * recalculation, removed ones lose their risk data. The cursor moves only after the batch is handled, so a crash
 * replays it (queueing is idempotent). Returns the events handled.
 */
export const consumeCustomerEvents = async (deps: RiskDeps, batch = 1000): Promise<number> => {
  const [state] = await deps.db.tx(null, (tx) => tx<{ xid: string; id: string }[]>`
    select xid::text, id::text from risk.consumer_state where name = ${consumer}`);
  const events = await deps.customers.events.customers(riskEventConsumer, { xid: Number(state?.xid ?? 0), id: Number(state?.id ?? 0) }, batch);
  if (events.length === 0) return 0;
  const byOrganisation = new Map<string, { changed: Set<string>; removed: Set<string>; users: Map<string, Set<string>> }>();
  for (const event of events) {
    const entry = byOrganisation.get(event.organisationsId) ?? { changed: new Set<string>(), removed: new Set<string>(), users: new Map<string, Set<string>>() };
    // Who changed it (issue 25 §3): none of them may approve the removal of an EDD ground the change took away.
    if (event.usersId) entry.users.set(event.customersId, (entry.users.get(event.customersId) ?? new Set<string>()).add(event.usersId));
    if (event.type === 'customer.removed') {
      entry.removed.add(event.customersId);
      entry.changed.delete(event.customersId);
    } else if (!entry.removed.has(event.customersId)) {
      entry.changed.add(event.customersId);
    }
    byOrganisation.set(event.organisationsId, entry);
  }
  for (const [organisationsId, { changed, removed, users }] of byOrganisation) {
    // The customers owning a changed one (transitively, bounded): their complex-ownership points follow its owners
    // (issue 26). Asked before the transaction (the customers service opens its own).
    const parents = new Set<string>();
    const ids = [...changed];
    // In slices: each read holds the embedded database's one connection only briefly.
    for (let start = 0; deps.customers.risk.ownershipParents && start < ids.length; start += parentsSlice) {
      for (const id of await deps.customers.risk.ownershipParents(organisationsId, ids.slice(start, start + parentsSlice))) {
        if (!removed.has(id) && !changed.has(id)) parents.add(id);
      }
    }
    await deps.db.tx({ organisationsId }, async (tx) => {
      await queueRecalculation(tx, [...changed], 'CUSTOMER', (id) => [...(users.get(id) ?? [])]);
      await queueRecalculation(tx, [...parents], 'OWNERSHIP');
      for (const id of removed) await tx`select risk.forget_customer(${organisationsId}, ${id})`;
    });
  }
  const last = events.at(-1)!;
  await deps.db.tx(null, (tx) => tx`insert into risk.consumer_state (name, xid, id) values (${consumer}, ${last.xid}, ${last.id})
    on conflict (name) do update set xid = excluded.xid, id = excluded.id, updated_at = now()`);
  return events.length;
};
