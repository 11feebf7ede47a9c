import { neverThrowingChanges, type Database, type SettingsChangeLog } from '@tunne/platform';
import { insertSettingsChange } from './repo/settings-changes.ts';

/**
 * The settings change log stored in identity.settings_changes, for the other services through the gateway. Each
 * entry is written in its own transaction as its organisation: call it after the change committed, outside any open
 * transaction (the embedded database has one connection). Identity's own routes call insertSettingsChange in the
 * change's own transaction instead.
 */
export const createSettingsChangeLog = (db: Database): SettingsChangeLog => ({
  record: neverThrowingChanges((entry) => db.tx({ organisationsId: entry.organisationsId }, (tx) => insertSettingsChange(tx, entry))),
});
