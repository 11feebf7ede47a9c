import type { Tx } from '@tunne/platform';

/**
 * Alerts of customers whose records are retained (they left the register; issue 11 §1) stay with every decision, hidden
 * from the working lists as archived customers' alerts are; the retention job's customer.removed deletes them.
 */
export const keepRetainedAlerts = async (tx: Tx, customerIds: readonly string[]): Promise<void> => {
  if (customerIds.length === 0) return;
  await tx`update alerts.alerts set customer_is_removed = true, updated_at = now()
    where customers_id = any(${customerIds as string[]}::uuid[]) and not customer_is_removed`;
};
