import type { SettingsChange } from '@tunne/contracts';

const maxLength = 80;

const shorten = (text: string): string => (text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text);

/** A changed value, compactly: booleans as words, lists joined, long text cut; null is a dash. */
export const changeValueText = (value: unknown, words: { yes: string; no: string; empty: string }): string => {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return shorten(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return shorten(value.map(String).join(', ') || words.empty);
  return shorten(JSON.stringify(value));
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields of a change, each with its old and new value (a creation has no old one, a deletion no new one). */
export const fieldChanges = (change: Pick<SettingsChange, 'before' | 'after'>): FieldChange[] => {
  const keys = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])];
  return keys.map((field) => ({ field, before: change.before?.[field], after: change.after?.[field] }));
};
