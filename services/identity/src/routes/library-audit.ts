import type { SettingsSectionId } from '@tunne/contracts';
import { changedFields, type Principal, type Tx } from '@tunne/platform';
import { insertSettingsChange } from '../repo/settings-changes.ts';

/** Bookkeeping columns that are not settings: they never appear in the audit. */
const bookkeeping = new Set(['id', 'files_id', 'created_at', 'updated_at']);

const settingsOf = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !bookkeeping.has(key)));

interface LibraryRow {
  id: string;
  name: string;
}

/**
 * Records an admin's change of a library row (text template, preference, attachment, saved filter) in the change's own
 * transaction: a create (before null), an update (only the fields that changed; nothing when none did) or a delete
 * (after null). Callers pass rows without secrets: an attachment's row never holds its file's bytes.
 */
export const auditLibraryChange = async (
  tx: Tx,
  principal: Principal,
  where: { section: SettingsSectionId; entity: string },
  before: LibraryRow | null,
  after: LibraryRow | null,
): Promise<void> => {
  const row = after ?? before;
  if (!row) return;
  const change = before && after
    ? changedFields(settingsOf(before), settingsOf(after))
    : { before: before && settingsOf(before), after: after && settingsOf(after) };
  if (!change) return;
  await insertSettingsChange(tx, {
    organisationsId: principal.organisationsId,
    usersId: principal.usersId,
    section: where.section,
    entity: where.entity,
    entityId: row.id,
    // A reset preference has an empty name: the audit names it by the name it had.
    entityName: after?.name || before?.name || null,
    action: before ? (after ? 'update' : 'delete') : 'create',
    before: change.before,
    after: change.after,
  });
};
