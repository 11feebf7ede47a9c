import type { Tx } from '@tunne/platform';

/** Makes the alerts of retained records visible to this transaction (alerts migration 00005); they stay read-only. */
export const readRetainedAlerts = async (tx: Tx): Promise<void> => {
  await tx`select set_config('app.read_retained', 'on', true)`;
};

/**
 * Alerts of customers whose records are retained (they left the register; issue 11 §1) stay with every decision,
 * hidden from the working register and read-only from now on (the policies of alerts migration 00005); the retention
 * job's customer.removed deletes them.
 */
export const keepRetainedAlerts = async (tx: Tx, customerIds: readonly string[]): Promise<void> => {
  if (customerIds.length === 0) return;
  await tx`update alerts.alerts set customer_retained = true, updated_at = now()
    where customers_id = any(${customerIds as string[]}::uuid[]) and not customer_retained`;
};
