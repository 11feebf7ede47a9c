import type { CustomerScreening } from '@tunne/customers';
import type { Tx } from '@tunne/platform';
import type { Match } from './matches.ts';

export interface ApplyCounts {
  created: number;
  updated: number;
  removed: number;
  superseded: number;
}

interface Existing {
  id: string;
  target: string;
  target_id: string;
  entity_key: string;
  entity_fingerprint: string;
  score: string;
  silenceclass: string | null;
  is_silenced: boolean;
}

const matchId = (target: string, targetId: string, key: string): string => `${target}|${targetId}|${key}`;

/**
 * Brings one customer's screening alerts in line with its current matches (inside the organisation's transaction):
 * - a new match is a new open alert;
 * - a known match keeps its alert (and its silence); score and list details follow the list;
 * - a false positive whose list entity changed since it was silenced comes back: the silenced alert is kept for the
 *   record (superseded) and a new open alert takes its place;
 * - an open alert that no longer matches goes; a silenced one stays (the decision is kept) unless its record is gone.
 * The customer's name, type, owner user, team and archive flag are copied onto every alert for the restriction.
 */
export const applyMatches = async (tx: Tx, customer: CustomerScreening, matches: readonly Match[]): Promise<ApplyCounts> => {
  const counts: ApplyCounts = { created: 0, updated: 0, removed: 0, superseded: 0 };
  const copy = {
    customer_name: customer.name,
    customer_type: customer.type,
    customer_users_id: customer.usersId,
    customer_teams_id: customer.teamsId,
    customer_is_removed: customer.isRemoved,
  };
  await tx`update alerts.alerts set ${tx(copy)}
    where customers_id = ${customer.customersId}
      and (customer_name, customer_type, customer_users_id, customer_teams_id, customer_is_removed)
          is distinct from (${copy.customer_name}, ${copy.customer_type}, ${copy.customer_users_id}::uuid, ${copy.customer_teams_id}::uuid, ${copy.customer_is_removed})`;

  const existing = await tx<Existing[]>`select id, target, target_id, entity_key, entity_fingerprint, score::text, silenceclass,
      (silenceclass is not null and (silence_valid_at is null or silence_valid_at > now())) as is_silenced
    from alerts.alerts where customers_id = ${customer.customersId} and superseded_at is null and type in ('SANCTION', 'PEP')`;
  const byMatch = new Map(existing.map((row) => [matchId(row.target, row.target_id, row.entity_key), row]));

  const insert = async (match: Match) => {
    await tx`insert into alerts.alerts ${tx({
      ...copy,
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
    })}`;
    counts.created += 1;
  };

  for (const match of matches) {
    const id = matchId(match.target, match.targetId, match.entityKey);
    const row = byMatch.get(id);
    byMatch.delete(id);
    if (!row) {
      await insert(match);
      continue;
    }
    const entityChanged = row.entity_fingerprint !== match.fingerprint;
    if (entityChanged && row.is_silenced && row.silenceclass === 'FALSEPOSITIVE') {
      await tx`update alerts.alerts set superseded_at = now() where id = ${row.id}`;
      counts.superseded += 1;
      await insert(match);
      continue;
    }
    if (entityChanged || Number(row.score) !== match.score) {
      await tx`update alerts.alerts set entity_fingerprint = ${match.fingerprint}, score = ${match.score},
          metadata = ${match.metadata as never}, description = ${match.description}, target_name = ${match.targetName}, updated_at = now()
        where id = ${row.id}`;
      counts.updated += 1;
    }
  }

  // What no longer matches: open alerts go; silenced ones stay unless the record they are about is gone.
  const targets = new Set(customer.subjects.map((s) => `${s.target}|${s.targetId ?? ''}`));
  const stale = [...byMatch.values()].filter((row) => !row.is_silenced || !targets.has(`${row.target}|${row.target_id}`)).map((row) => row.id);
  if (stale.length > 0) {
    await tx`delete from alerts.alerts where id = any(${stale}::uuid[])`;
    counts.removed += stale.length;
  }
  // Superseded false positives of a record that is gone go with it.
  await tx`delete from alerts.alerts where customers_id = ${customer.customersId} and superseded_at is not null
    and not ((target || '|' || target_id) = any(${[...targets]}::text[]))`;
  return counts;
};

/** The customer is gone for good: so are its alerts. */
export const removeCustomerAlerts = async (tx: Tx, customerIds: readonly string[]): Promise<number> => {
  if (customerIds.length === 0) return 0;
  const result = await tx`delete from alerts.alerts where customers_id = any(${customerIds as string[]}::uuid[])`;
  return result.count;
};
