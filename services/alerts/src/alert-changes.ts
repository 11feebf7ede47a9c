import type { ConfirmedHits } from '@tunne/contracts';
import { log, type Database } from '@tunne/platform';

/** Told after a customer's alerts changed (created, removed, silenced, unsilenced), once the change is committed. */
export type AlertsChangedListener = (organisationsId: string, customerIds: readonly string[]) => Promise<void>;

export interface AlertChanges {
  listen: (listener: AlertsChangedListener) => void;
  /** Never throws: a listener's failure is logged and does not undo the committed alert change. */
  emit: (organisationsId: string, customerIds: readonly string[]) => Promise<void>;
}

/**
 * In-process notifications for other domains (the risk score's CUSTOMER_ALERT line). A listener that misses one
 * (the process dies between commit and call) catches up with its own periodic full runs.
 */
export const createAlertChanges = (): AlertChanges => {
  const listeners: AlertsChangedListener[] = [];
  return {
    listen: (listener) => {
      listeners.push(listener);
    },
    emit: async (organisationsId, customerIds) => {
      if (customerIds.length === 0) return;
      for (const listener of listeners) {
        try {
          await listener(organisationsId, customerIds);
        } catch (error) {
          log.error('alerts change listener failed', { error: error instanceof Error ? error.name : 'unknown' });
        }
      }
    },
  };
};

/**
 * Alerts that count as risk per customer: not superseded, not closed by screening, and not silenced as a false positive while that silence
 * holds. Read as the system for the organisation (no user restriction): the score is the customer's, not a view.
 */
export const riskAlertCounts = async (
  db: Database,
  organisationsId: string,
  customerIds: readonly string[],
): Promise<ReadonlyMap<string, number>> => {
  if (customerIds.length === 0) return new Map();
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ customers_id: string; count: number }[]>`
    select customers_id, count(*)::int as count from alerts.alerts
    where customers_id = any(${[...customerIds]}::uuid[]) and superseded_at is null and closed_at is null
      and (silenceclass is distinct from 'FALSEPOSITIVE' or silence_valid_at <= now())
    group by customers_id`);
  return new Map(rows.map((row) => [row.customers_id, row.count]));
};

/**
 * Sanction and PEP alerts silenced as TRUEPOSITIVE per customer, as they stand now: not superseded and not closed by
 * screening (a delisted entry no longer triggers; a freeze it caused stays until an admin lifts it). Read as the
 * organisation, like the counts.
 */
export const confirmedHits = async (
  db: Database,
  organisationsId: string,
  customerIds: readonly string[],
): Promise<ReadonlyMap<string, ConfirmedHits>> => {
  if (customerIds.length === 0) return new Map();
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ customers_id: string; id: string; type: 'SANCTION' | 'PEP' }[]>`
    select customers_id, id, type from alerts.alerts
    where customers_id = any(${[...customerIds]}::uuid[]) and subject = 'customer' and superseded_at is null and closed_at is null
      and silenceclass = 'TRUEPOSITIVE' and type in ('SANCTION', 'PEP')
    order by customers_id, created_at, id`);
  const hits = new Map<string, { sanctionAlerts: string[]; pepAlerts: number }>();
  for (const row of rows) {
    const entry = hits.get(row.customers_id) ?? { sanctionAlerts: [], pepAlerts: 0 };
    if (row.type === 'SANCTION') entry.sanctionAlerts.push(row.id);
    else entry.pepAlerts += 1;
    hits.set(row.customers_id, entry);
  }
  return hits;
};
