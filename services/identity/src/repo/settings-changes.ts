import type { SettingsChange, SettingsChangePage } from '@tunne/contracts';
import type { SettingsChangeEntry, Tx } from '@tunne/platform';

/** Within the entry's organisation (RLS checks the row belongs to the tenancy set on tx). */
export const insertSettingsChange = async (tx: Tx, entry: SettingsChangeEntry): Promise<void> => {
  await tx`insert into identity.settings_changes (organisations_id, users_id, section, entity, entity_id, entity_name, action, before, after)
    values (${entry.organisationsId}, ${entry.usersId}, ${entry.section}, ${entry.entity}, ${entry.entityId ?? null},
      ${entry.entityName?.slice(0, 300) ?? null}, ${entry.action},
      ${entry.before ? tx.json(entry.before as never) : null}, ${entry.after ? tx.json(entry.after as never) : null})`;
};

interface ChangeRow extends Omit<SettingsChange, 'at'> {
  at: Date;
}

/** The organisation's changes, newest first; `before` is the id of the last row of the previous page. */
export const listSettingsChanges = async (tx: Tx, query: { limit: number; before?: string | undefined; section?: string | undefined }): Promise<SettingsChangePage> => {
  const rows = await tx<ChangeRow[]>`select c.id::text as id, c.at, c.users_id, u.name as user_name, c.section, c.entity, c.entity_id,
      c.entity_name, c.action, c.before, c.after
    from identity.settings_changes c
    left join identity.users u on u.organisations_id = c.organisations_id and u.id = c.users_id
    where true
      ${query.before ? tx`and c.id < ${query.before}::bigint` : tx``}
      ${query.section ? tx`and c.section = ${query.section}` : tx``}
    order by c.id desc limit ${query.limit + 1}`;
  const items = rows.slice(0, query.limit).map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, next: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
};
