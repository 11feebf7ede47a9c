import type { OrganisationSettingsPort } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/** Kept when the organisation is not found: the column's default. */
const defaultArchiveDays = 30;

/** The identity service's one implementation of what it offers other services (ports in @tunne/contracts). */
export const identityPorts = (db: Database): { organisations: OrganisationSettingsPort } => ({
  organisations: {
    // As the organisation itself: row-level security lets it read its own row only.
    archiveDays: async (organisationsId) => {
      const [row] = await db.tx({ organisationsId }, (tx) => tx<{ days: number }[]>`
        select remove_archive_days as days from identity.organisations where id = ${organisationsId}`);
      return row?.days ?? defaultArchiveDays;
    },
  },
});
