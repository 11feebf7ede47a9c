import type { Database } from '@tunne/platform';

/**
 * For the alerts and risk services: which of these customers of the organisation are retained records. A customer they
 * can no longer read is then kept (hidden, as archived), not forgotten; only customer.removed (the retention job's
 * deletion) makes them delete what they keep.
 */
export const retainedCustomerIds = async (db: Database, organisationsId: string, customerIds: readonly string[]): Promise<string[]> => {
  if (customerIds.length === 0) return [];
  const rows = await db.tx({ organisationsId }, (tx) => tx<{ id: string }[]>`
    select customers.retained_ids(${[...customerIds]}::uuid[]) as id`);
  return rows.map((r) => r.id);
};
