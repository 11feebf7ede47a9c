import type { SettingsSectionId } from '@tunne/contracts';
import { changedFields, type Principal, type SettingsChangeEntry, type SettingsChangeLog } from '@tunne/platform';

/** What every audit entry of a stored row leaves out: its id and timestamps. */
const bookkeeping = ['id', 'created_at', 'updated_at'];

const valuesOf = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !bookkeeping.includes(key)));

/**
 * Audits an admin's change of the risk settings after it committed: a row created (after only), updated (the changed
 * fields; nothing when none changed) or deleted (before only); `ref` names the row (id and readable name) if it is one.
 */
export const recordRiskChange = async (
  log: SettingsChangeLog,
  principal: Pick<Principal, 'organisationsId' | 'usersId'>,
  what: { section: SettingsSectionId; entity: string; ref?: { id: string | null; name: string } },
  before: object | null,
  after: object | null,
): Promise<void> => {
  const entry: Omit<SettingsChangeEntry, 'action' | 'before' | 'after'> = {
    organisationsId: principal.organisationsId, usersId: principal.usersId, section: what.section, entity: what.entity,
    entityId: what.ref?.id ?? null, entityName: what.ref?.name ?? null,
  };
  if (before && after) {
    const changed = changedFields(valuesOf(before), valuesOf(after));
    if (changed) await log.record({ ...entry, action: 'update', ...changed });
    return;
  }
  if (!before && !after) return;
  await log.record({ ...entry, action: after ? 'create' : 'delete', before: before ? valuesOf(before) : null, after: after ? valuesOf(after) : null });
};
