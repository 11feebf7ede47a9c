import { documentFlags, featureFlags, type OrganisationSettings } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** Where a logo is served from; the key changes with every upload, so a cached old logo is never shown. */
export const logoUrlPrefix = '/api/v2.5/public/logo?key=';

/** The caller's own organisation with its settings (RLS: the row whose id is the tenancy). */
export const getMyOrganisation = async (tx: Tx, id: string): Promise<OrganisationSettings | null> => {
  const [row] = await tx<Omit<OrganisationSettings, 'whistleblower_channels'>[]>`
    select o.id, o.name, o.businessid, o.address, o.postalnumber, o.city, o.tel, o.email, o.website, o.is_active,
      o.remove_archive_days, o.require_second_factor, o.session_idle_minutes, o.session_absolute_hours,
      o.description, o.color_primary, o.color_secondary, o.privacy_text, o.privacy_link, o.kycclock_default_months,
      o.data_validity_days, o.feature_flags, ${tx([...featureFlags, ...documentFlags])},
      case when l.logo_key is null then null else ${logoUrlPrefix}::text || l.logo_key end as logo_url
    from identity.organisations o
    left join identity.organisation_logos l on l.organisations_id = o.id
    where o.id = ${id}`;
  // Whistleblower channels belong to the alerts service; until it exists there are none.
  return row ? { ...row, whistleblower_channels: 0 } : null;
};
