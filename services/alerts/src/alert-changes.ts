import type { CustomerAlertInputs } from '@tunne/contracts';
import { log, type Database } from '@tunne/platform';
import { sanctionsPendingExpr } from './repo/alerts.ts';
import { readSettings } from './repo/settings.ts';

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
 * What the risk score reads of each customer's alerts, in one statement (the recalculation runs it per batch of customers,
 * on the embedded database's one connection too): the alerts that count as risk — not superseded, not closed by
 * screening, not silenced as a false positive while that silence holds — and among them the confirmed hits, sanction
 * and PEP alerts of a customer silenced as TRUEPOSITIVE (issue #11 §2: a delisted entry, closed by screening, no longer
 * triggers; a freeze it caused stays until an admin lifts it), and the unresolved potential sanctions matches (issue 25
 * §3: "sanctions check pending", risk at least HIGH). Read as the organisation: the score is the customer's.
 */
export const customerAlertInputs = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<CustomerAlertInputs> => {
  const open = new Map<string, number>();
  const confirmed = new Map<string, { sanctionAlerts: string[]; pepAlerts: number }>();
  const sanctionsPending = new Map<string, number>();
  if (customerIds.length === 0) return { open, confirmed, sanctionsPending };
  const rows = await db.tx({ organisationsId }, async (tx) => {
    const { threshold } = await readSettings(tx);
    return tx<{ customers_id: string; id: string; type: string; confirmed: boolean; pending: boolean }[]>`
    select customers_id, id, type, (subject = 'customer' and silenceclass = 'TRUEPOSITIVE' and type in ('SANCTION', 'PEP')) as confirmed,
           ${sanctionsPendingExpr(tx, threshold)} as pending
      from alerts.alerts a
     where customers_id = any(${[...customerIds]}::uuid[]) and superseded_at is null and closed_at is null
       and (silenceclass is distinct from 'FALSEPOSITIVE' or silence_valid_at <= alerts.today())
     order by customers_id, created_at, id`;
  });
  for (const row of rows) {
    open.set(row.customers_id, (open.get(row.customers_id) ?? 0) + 1);
    if (row.pending) sanctionsPending.set(row.customers_id, (sanctionsPending.get(row.customers_id) ?? 0) + 1);
    if (!row.confirmed) continue;
    const entry = confirmed.get(row.customers_id) ?? { sanctionAlerts: [], pepAlerts: 0 };
    if (row.type === 'SANCTION') entry.sanctionAlerts.push(row.id);
    else entry.pepAlerts += 1;
    confirmed.set(row.customers_id, entry);
  }
  return { open, confirmed, sanctionsPending };
};

/** The alerts that count as risk per customer (customerAlertInputs' counts). */
export const riskAlertCounts = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<ReadonlyMap<string, number>> =>
  (await customerAlertInputs(db, organisationsId, customerIds)).open;

/**
 * The customer's unresolved potential sanctions matches (issue 25 §3), as the organisation: the outbound send path
 * refuses with SANCTIONS_CHECK_PENDING while there is one.
 */
export const sanctionsPendingCount = async (db: Database, organisationsId: string, customersId: string): Promise<number> => {
  const [row] = await db.tx({ organisationsId }, async (tx) => {
    const { threshold } = await readSettings(tx);
    return tx<{ n: number }[]>`select count(*)::int as n from alerts.alerts a where a.customers_id = ${customersId} and ${sanctionsPendingExpr(tx, threshold)}`;
  });
  return row?.n ?? 0;
};
