import { featureFlags, type Organisation } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** The caller's own organisation (RLS: the row whose id is the tenancy). */
export const getMyOrganisation = async (tx: Tx, id: string): Promise<Organisation | null> => {
  const [row] = await tx<Omit<Organisation, 'whistleblower_channels'>[]>`
    select id, name, businessid, address, postalnumber, city, tel, email, website, is_active, remove_archive_days,
      require_second_factor, session_idle_minutes, session_absolute_hours, ${tx([...featureFlags])},
      null::text as logo_url, null::text as color_primary
    from identity.organisations where id = ${id}`;
  // Whistleblower channels belong to the alerts service; until it exists there are none.
  return row ? { ...row, whistleblower_channels: 0 } : null;
};
