import type { FeatureFlagEntry } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** A validated organisation change: column → new value (the columns are OrganisationUpdateBody's own keys). */
export type OrganisationChanges = Record<string, string | number | boolean | null | FeatureFlagEntry[]>;

/** Locks the caller's organisation row for the change, so two admins' saves are audited one after the other. */
export const lockOrganisation = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`select 1 from identity.organisations where id = ${id} for update`).length === 1;

export const updateOrganisation = async (tx: Tx, id: string, changes: OrganisationChanges): Promise<void> => {
  const values = Object.fromEntries(
    Object.entries(changes).map(([column, value]) => [column, Array.isArray(value) ? tx.json(value as never) : value]),
  );
  if (Object.keys(values).length > 0) await tx`update identity.organisations set ${tx(values)} where id = ${id}`;
};
