import { log, type Database } from '@tunne/platform';
import type { AlertChanges } from '../alert-changes.ts';
import { reopenExpiredEvaluations } from '../repo/alerts.ts';

/**
 * The evaluation job (issue 25 §3; scheduled, tests call it directly): in every organisation with a "needs evaluation"
 * whose time ran out (its end day, or the organisation's cap evaluation_max_days counted from the day it was set), the
 * alert opens again with REOPENED in its history, and the risk score hears of it. Returns the alerts' customers reopened.
 */
export const reopenEvaluations = async (db: Database, changes: AlertChanges): Promise<number> => {
  const organisations = await db.tx(null, (tx) => tx<{ id: string }[]>`select alerts.organisations_with_expired_evaluations() as id`);
  let reopened = 0;
  for (const { id } of organisations) {
    try {
      const customers = await db.tx({ organisationsId: id }, (tx) => reopenExpiredEvaluations(tx));
      reopened += customers.length;
      await changes.emit(id, customers);
    } catch (error) {
      log.error('reopening evaluations failed', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
  return reopened;
};
