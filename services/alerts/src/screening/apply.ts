import type { CustomerScreening } from '@tunne/contracts';
import type { AlertCloseReason, AlertSubject } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { Match } from './matches.ts';

export interface ApplyCounts {
  created: number;
  updated: number;
  removed: number;
  superseded: number;
  closed: number;
}

/** Where a match that is gone stands in the lists: still listed (the name no longer matches) or gone from a version. */
export interface ListLookup {
  isListed: (entityKey: string) => boolean;
  /** The version the entry is gone from, as the record names it ('KRP 2026-03-01'). */
  versionLabel: (listVersionId: string, source: string) => string | null;
}

/** One screened customer and what its names matched. */
export interface PlannedCustomer {
  customer: CustomerScreening;
  matches: readonly Match[];
}

export interface ApplyResult {
  counts: ApplyCounts;
  /** Customers whose alerts were created, changed, superseded or removed. */
  changed: Set<string>;
}

interface Existing {
  id: string;
  customers_id: string;
  type: string;
  target: string;
  target_id: string;
  entity_key: string;
  entity_fingerprint: string;
  score: string;
  silenceclass: string | null;
  is_silenced: boolean;
  is_superseded: boolean;
  is_closed: boolean;
  has_decisions: boolean;
  list_version_id: string;
  source: string;
  customer_name: string;
  customer_type: string;
}

interface Update {
  id: string;
  match: Match;
}

/** Alerts per insert statement (17 columns each: well below the protocol's 65,535 parameters). */
const insertBatch = 500;

const matchId = (target: string, targetId: string, key: string): string => `${target}|${targetId}|${key}`;

/**
 * The customer's name and type, shown with every alert. Who may see the alert and whether the customer is archived
 * are not copied: the policy and the lists ask the register (the shared `access` functions, ADR 0003).
 */
const copyOf = (customer: CustomerScreening) => ({
  customer_name: customer.name,
  customer_type: customer.type,
});

const copyDiffers = (row: Existing, customer: CustomerScreening): boolean =>
  row.customer_name !== customer.name || row.customer_type !== customer.type;

const newAlert = (customer: CustomerScreening, match: Match, subject: AlertSubject) => ({
  ...copyOf(customer),
  subject,
  customers_id: customer.customersId,
  type: match.type,
  target: match.target,
  target_id: match.targetId,
  target_name: match.targetName,
  description: match.description,
  entity_key: match.entityKey,
  entity_fingerprint: match.fingerprint,
  score: match.score,
  metadata: match.metadata as never,
});

/**
 * Brings the screened customers' alerts in line with their current matches, inside the organisation's transaction,
 * with a fixed number of statements whatever the number of customers (one read, then at most one statement per
 * kind of change):
 * - a new match is a new open alert;
 * - a known match keeps its alert (and its silence); score and list details follow the list;
 * - a false positive whose list entity changed since it was silenced comes back: the silenced alert is kept for the
 *   record (superseded) and a new open alert takes its place;
 * - an open alert that no longer matches goes; a silenced one stays (the decision is kept) unless its record is gone,
 *   and so do superseded ones of a record that is gone.
 * The customer's name and type are copied onto every alert for display.
 * With `notify` (the organisation has an alert notification team) every customer with new open alerts gets one
 * notification outbox row in the same transaction.
 */
export const applyMatches = async (
  tx: Tx,
  planned: readonly PlannedCustomer[],
  options: { notify?: boolean; lists?: ListLookup; subject?: AlertSubject } = {},
): Promise<ApplyResult> => {
  const counts: ApplyCounts = { created: 0, updated: 0, removed: 0, superseded: 0, closed: 0 };
  const changed = new Set<string>();
  if (planned.length === 0) return { counts, changed };

  const rows = await tx<Existing[]>`select id, customers_id, type, target, target_id, entity_key, entity_fingerprint, score::text,
      silenceclass, (silenceclass is not null and (silence_valid_at is null or silence_valid_at > alerts.today())) as is_silenced,
      superseded_at is not null as is_superseded, closed_at is not null as is_closed,
      exists (select 1 from alerts.alert_decisions d where d.organisations_id = alerts.alerts.organisations_id and d.alerts_id = alerts.alerts.id) as has_decisions,
      coalesce(metadata->>'listVersionId', '') as list_version_id, coalesce(metadata->>'source', '') as source,
      customer_name, customer_type
    from alerts.alerts where customers_id = any(${planned.map((p) => p.customer.customersId)}::uuid[])`;
  const byCustomer = new Map<string, Existing[]>();
  for (const row of rows) {
    const own = byCustomer.get(row.customers_id);
    if (own) own.push(row);
    else byCustomer.set(row.customers_id, [row]);
  }

  const copies: CustomerScreening[] = [];
  const inserts: ReturnType<typeof newAlert>[] = [];
  const updates: Update[] = [];
  const supersede: string[] = [];
  const remove: string[] = [];
  const close: Close[] = [];

  for (const { customer, matches } of planned) {
    const id = customer.customersId;
    const own = byCustomer.get(id) ?? [];
    if (own.some((row) => copyDiffers(row, customer))) copies.push(customer);
    const byMatch = new Map(
      own
        .filter((row) => !row.is_superseded && !row.is_closed && (row.type === 'SANCTION' || row.type === 'PEP'))
        .map((row) => [matchId(row.target, row.target_id, row.entity_key), row]),
    );

    for (const match of matches) {
      const key = matchId(match.target, match.targetId, match.entityKey);
      const row = byMatch.get(key);
      byMatch.delete(key);
      if (!row) {
        inserts.push(newAlert(customer, match, options.subject ?? 'customer'));
        changed.add(id);
        continue;
      }
      const entityChanged = row.entity_fingerprint !== match.fingerprint;
      if (entityChanged && row.is_silenced && row.silenceclass === 'FALSEPOSITIVE') {
        supersede.push(row.id);
        inserts.push(newAlert(customer, match, options.subject ?? 'customer'));
        changed.add(id);
        continue;
      }
      if (entityChanged || Number(row.score) !== match.score) {
        updates.push({ id: row.id, match });
        changed.add(id);
      }
    }

    // What no longer matches. A silenced alert of a record still there stays (the decision is kept). An alert whose list
    // entry is gone from the list, and any alert with a decision on record, is closed and kept; an open alert without
    // decisions that no longer matches a name (renamed, record removed) goes.
    const targets = new Set(customer.subjects.map((s) => `${s.target}|${s.targetId ?? ''}`));
    const stale = [...byMatch.values()].filter((row) => !row.is_silenced || !targets.has(`${row.target}|${row.target_id}`));
    if (stale.length > 0) changed.add(id);
    for (const row of stale) {
      const recordGone = !targets.has(`${row.target}|${row.target_id}`);
      const listGone = options.lists ? !options.lists.isListed(row.entity_key) : false;
      const reason: AlertCloseReason = recordGone ? 'SUBJECT_REMOVED' : listGone ? 'LIST_REMOVED' : 'NO_MATCH';
      if (listGone || row.has_decisions || row.is_silenced) {
        close.push({ id: row.id, reason, version: listGone ? options.lists!.versionLabel(row.list_version_id, row.source) : null });
      } else {
        remove.push(row.id);
        counts.removed += 1;
      }
    }
  }

  if (copies.length > 0) {
    await tx`update alerts.alerts a set customer_name = v.name, customer_type = v.type
      from unnest(${copies.map((c) => c.customersId)}::uuid[], ${copies.map((c) => c.name)}::text[], ${copies.map((c) => c.type)}::text[])
        as v(customers_id, name, type)
      where a.customers_id = v.customers_id`;
  }
  if (remove.length > 0) await tx`delete from alerts.alerts where id = any(${remove}::uuid[])`;
  if (close.length > 0) await closeAlerts(tx, close);
  counts.closed += close.length;
  if (supersede.length > 0) {
    // Before the inserts: the replacement takes the superseded alert's place in the unique match key.
    await tx`update alerts.alerts set superseded_at = now() where id = any(${supersede}::uuid[])`;
    counts.superseded += supersede.length;
  }
  if (updates.length > 0) {
    await tx`update alerts.alerts a set entity_fingerprint = v.fingerprint, score = v.score, metadata = v.metadata::jsonb,
        description = v.description, target_name = v.target_name, updated_at = now()
      from unnest(${updates.map((u) => u.id)}::uuid[], ${updates.map((u) => u.match.fingerprint)}::text[],
                  ${updates.map((u) => u.match.score)}::numeric[], ${updates.map((u) => JSON.stringify(u.match.metadata))}::text[],
                  ${updates.map((u) => u.match.description)}::text[], ${updates.map((u) => u.match.targetName)}::text[])
        as v(id, fingerprint, score, metadata, description, target_name)
      where a.id = v.id`;
    counts.updated += updates.length;
  }
  const created: { id: string; customers_id: string }[] = [];
  for (let start = 0; start < inserts.length; start += insertBatch) {
    created.push(...(await tx<{ id: string; customers_id: string }[]>`
      insert into alerts.alerts ${tx(inserts.slice(start, start + insertBatch))} returning id, customers_id`));
  }
  counts.created += inserts.length;
  if (options.notify && created.length > 0) await writeNotifications(tx, created);
  return { counts, changed };
};

interface Close {
  id: string;
  reason: AlertCloseReason;
  version: string | null;
}

/** Closes the alerts (kept, out of the open view, any pending four-eyes request dropped) and records why. */
const closeAlerts = async (tx: Tx, close: readonly Close[]): Promise<void> => {
  await tx`update alerts.alerts a set closed_at = now(), closed_reason = v.reason, closed_list_version = v.version, pending_decisions_id = null,
      updated_at = now()
    from unnest(${close.map((c) => c.id)}::uuid[], ${close.map((c) => c.reason)}::text[], ${close.map((c) => c.version)}::text[]) as v(id, reason, version)
    where a.id = v.id`;
  await tx`insert into alerts.alert_decisions (alerts_id, action, closed_reason, list_version)
    select id, 'CLOSED', reason, version
      from unnest(${close.map((c) => c.id)}::uuid[], ${close.map((c) => c.reason)}::text[], ${close.map((c) => c.version)}::text[]) as v(id, reason, version)`;
};

/** One notification outbox row per customer with its new alerts, in one statement. */
const writeNotifications = async (tx: Tx, created: readonly { id: string; customers_id: string }[]): Promise<void> => {
  const byCustomer = new Map<string, string[]>();
  for (const row of created) {
    const ids = byCustomer.get(row.customers_id);
    if (ids) ids.push(row.id);
    else byCustomer.set(row.customers_id, [row.id]);
  }
  // The id lists go as text ('{…}'): a parameter array of arrays is not a two-dimensional array here.
  await tx`insert into alerts.notifications (customers_id, alerts_ids)
    select customers_id, ids::uuid[] from unnest(${[...byCustomer.keys()]}::uuid[], ${[...byCustomer.values()].map((ids) => `{${ids.join(',')}}`)}::text[])
      as v(customers_id, ids)`;
};

/** The customers are gone for good: so are their alerts. */
export const removeCustomerAlerts = async (tx: Tx, customerIds: readonly string[]): Promise<number> => {
  if (customerIds.length === 0) return 0;
  const result = await tx`delete from alerts.alerts where customers_id = any(${customerIds as string[]}::uuid[])`;
  return result.count;
};
