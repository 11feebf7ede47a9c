import { describe, expect, it } from 'vitest';
import { structuralPasswordProblem } from './password.ts';

describe('structuralPasswordProblem', () => {
  it('needs at least 12 characters', () => {
    expect(structuralPasswordProblem('Lyhyt-sana1')).toBe('PASSWORD_TOO_SHORT');
    expect(structuralPasswordProblem('Pitkä-salasana-7')).toBeNull();
  });

  it('refuses repeated characters and straight runs as weak', () => {
    expect(structuralPasswordProblem('aaaaaaaaaaaa')).toBe('PASSWORD_TOO_WEAK');
    expect(structuralPasswordProblem('abababababab')).toBe('PASSWORD_TOO_WEAK');
    expect(structuralPasswordProblem('abcdefghijklm')).toBe('PASSWORD_TOO_WEAK');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(structuralPasswordProblem('äöåäöåäöåäö')).toBe('PASSWORD_TOO_SHORT');
  });
});
