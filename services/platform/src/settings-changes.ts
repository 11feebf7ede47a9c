import type { SettingsChange, SettingsChangeSection } from '@tunne/contracts';
import { log } from './log.ts';

/** One settings change as a service reports it (issue 15: every change is audited — who, when, old → new). */
export interface SettingsChangeEntry {
  organisationsId: string;
  /** The admin who made the change (null: a system job). */
  usersId: string | null;
  section: SettingsChangeSection;
  entity: string;
  entityId?: string | null;
  entityName?: string | null;
  action: SettingsChange['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The settings change log: stored by the identity service (identity.settings_changes), written by every service that
 * owns settings through this port. Identity's own routes write their entries in the change's own transaction; the
 * others call `record` after their change committed. `record` never throws into the request.
 */
export interface SettingsChangeLog {
  record: (entry: SettingsChangeEntry) => Promise<void>;
}

export const noSettingsChangeLog: SettingsChangeLog = { record: async () => undefined };

/** Logs a failure to store an entry (its section and entity only, no values) instead of failing the request. */
export const neverThrowingChanges = (store: (entry: SettingsChangeEntry) => Promise<void>): SettingsChangeLog['record'] => async (entry) => {
  try {
    await store(entry);
  } catch (error) {
    log.error('settings change not recorded', { section: entry.section, entity: entry.entity, error: error instanceof Error ? error.name : 'unknown' });
  }
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two versions of a row, as `{ before, after }` holding only those fields; null when
 * nothing changed. Secret fields (passwords, file contents, tokens) are reported as changed without their values.
 */
export const changedFields = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { secret?: readonly string[]; ignore?: readonly string[] } = {},
): { before: Record<string, unknown>; after: Record<string, unknown> } | null => {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !options.ignore?.includes(key));
  const changed = keys.filter((key) => !same(before[key], after[key]));
  if (changed.length === 0) return null;
  const value = (row: Record<string, unknown>, key: string) => (options.secret?.includes(key) ? '••••' : (row[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, value(before, key)])),
    after: Object.fromEntries(changed.map((key) => [key, value(after, key)])),
  };
};
