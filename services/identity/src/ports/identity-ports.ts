import type { OrganisationProfile, OrganisationProfilePort, OrganisationSettingsPort, RateLimitPort, SeniorManagementPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { consumeRateLimit, rateLimitSpent } from '../auth/rate-limit.ts';
import { logoUrlPrefix } from '../repo/organisations.ts';
import { deciders } from '../repo/senior-management.ts';

/** Kept when the organisation is not found: the column's default. */
const defaultArchiveDays = 30;

export interface IdentityPorts {
  organisations: OrganisationSettingsPort & OrganisationProfilePort;
  rateLimits: RateLimitPort;
  /** Who takes senior management's decisions (issue 25 §3): risk's EDD and removals, the freeze lift. */
  seniorManagement: SeniorManagementPort;
}

/** The identity service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const identityPorts = (db: Database): IdentityPorts => ({
  organisations: {
    // As the organisation itself: row-level security lets it read its own row only.
    archiveDays: async (organisationsId) => {
      const [row] = await db.tx({ organisationsId }, (tx) => tx<{ days: number }[]>`
        select remove_archive_days as days from identity.organisations where id = ${organisationsId}`);
      return row?.days ?? defaultArchiveDays;
    },
    profile: async (organisationsId) => {
      const [row] = await db.tx({ organisationsId }, (tx) => tx<OrganisationProfile[]>`
        select o.id::text, o.name, o.email, o.is_active, o.use_requests, o.use_letters, o.use_requests_accept,
          o.use_identifications_accept, case when l.logo_key is null then null else ${logoUrlPrefix}::text || l.logo_key end as logo_url
        from identity.organisations o left join identity.organisation_logos l on l.organisations_id = o.id
        where o.id = ${organisationsId}`);
      return row ?? null;
    },
  },
  rateLimits: {
    consume: async (key, limit, windowSeconds) => (await consumeRateLimit(db, key, limit, windowSeconds)).allowed,
    spent: (key, limit, windowSeconds) => rateLimitSpent(db, key, limit, windowSeconds),
  },
  seniorManagement: {
    // The caller's isAdmin is not needed: deciders() reads the admins itself while nobody is named.
    isSeniorManagement: async (organisationsId, usersId) => (await db.tx({ organisationsId }, deciders)).includes(usersId),
    members: (organisationsId) => db.tx({ organisationsId }, deciders),
  },
});
