import { describe, expect, it } from 'vitest';
import { maskSsn } from './customers.ts';

describe('maskSsn', () => {
  it('keeps the birth date and century sign and hides the rest', () => {
    expect(maskSsn('131052-308T')).toBe('131052-****');
    expect(maskSsn(null)).toBeNull();
    expect(maskSsn('12345')).toBe('*****');
  });
});
