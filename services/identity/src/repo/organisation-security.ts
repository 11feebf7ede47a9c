import type { OrganisationSecurity, OrganisationSecurityBody } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** The caller's organisation's second-factor and session settings (RLS: the row whose id is the tenancy). */
export const getOrganisationSecurity = async (tx: Tx, id: string): Promise<OrganisationSecurity | null> => {
  const [row] = await tx<OrganisationSecurity[]>`
    select require_second_factor, session_idle_minutes, session_absolute_hours from identity.organisations where id = ${id}`;
  return row ?? null;
};

/** Applies the given settings; the column names come from the validated body's known keys. */
export const updateOrganisationSecurity = async (tx: Tx, id: string, changes: OrganisationSecurityBody): Promise<void> => {
  const values: Record<string, boolean | number> = {};
  for (const [column, value] of Object.entries(changes)) if (value !== undefined) values[column] = value as boolean | number;
  if (Object.keys(values).length > 0) await tx`update identity.organisations set ${tx(values)} where id = ${id}`;
};
