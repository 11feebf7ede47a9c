import type { SettingsSectionId } from '@tunne/contracts';
import { changedFields, type Principal, type SettingsChangeEntry, type SettingsChangeLog } from '@tunne/platform';

/**
 * Audits an admin's change of a catalogue row (a tag, a task) after it committed: created (after only), updated (the
 * changed fields, nothing when none changed) or deleted (before only). The row's id and name identify it.
 */
export const recordRowChange = async <Row extends { id: string; name: string }>(
  log: SettingsChangeLog,
  principal: Pick<Principal, 'organisationsId' | 'usersId'>,
  what: { section: SettingsSectionId; entity: string },
  before: Row | null,
  after: Row | null,
): Promise<void> => {
  const row = after ?? before;
  if (!row) return;
  const values = (r: Row): Record<string, unknown> => Object.fromEntries(Object.entries(r).filter(([key]) => key !== 'id' && key !== 'created_at'));
  const entry: Omit<SettingsChangeEntry, 'action' | 'before' | 'after'> = {
    organisationsId: principal.organisationsId, usersId: principal.usersId, ...what, entityId: row.id, entityName: row.name,
  };
  if (before && after) {
    const changed = changedFields(values(before), values(after));
    if (changed) await log.record({ ...entry, action: 'update', ...changed });
    return;
  }
  await log.record({ ...entry, action: after ? 'create' : 'delete', before: before ? values(before) : null, after: after ? values(after) : null });
};
