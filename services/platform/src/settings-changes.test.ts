import { describe, expect, it } from 'vitest';
import { changedFields } from './settings-changes.ts';

describe('changedFields', () => {
  it('keeps only the fields that changed, old and new', () => {
    expect(changedFields({ name: 'A', city: 'Oulu', tags: ['x'] }, { name: 'B', city: 'Oulu', tags: ['x'] })).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
  });

  it('is null when nothing changed, and compares arrays and objects by value', () => {
    expect(changedFields({ a: [1, 2], b: { c: 1 } }, { a: [1, 2], b: { c: 1 } })).toBeNull();
  });

  it('never shows a secret, only that it changed, and skips ignored fields', () => {
    expect(changedFields({ password: 'old', updated_at: 1 }, { password: 'new', updated_at: 2 }, { secret: ['password'], ignore: ['updated_at'] })).toEqual({
      before: { password: '••••' },
      after: { password: '••••' },
    });
  });

  it('treats a missing field as null', () => {
    expect(changedFields({}, { description: 'x' })).toEqual({ before: { description: null }, after: { description: 'x' } });
  });
});
