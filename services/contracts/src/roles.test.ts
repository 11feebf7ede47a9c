import { describe, expect, it } from 'vitest';
import { isValidRole, responsiblePersonRoles, roleCountries, roleLabel, rolesFor } from './roles.ts';

describe('responsible-person roles', () => {
  it('has a list per register country and GLOBAL, with unique codes and all three labels', () => {
    for (const key of [...roleCountries, 'GLOBAL'] as const) {
      const list = responsiblePersonRoles[key];
      expect(list.length).toBeGreaterThan(0);
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      for (const role of list) for (const text of Object.values(role.label)) expect(text.trim()).not.toBe('');
    }
    expect(responsiblePersonRoles.GLOBAL.map((r) => r.code)).toEqual(['CEO', 'BOARD_CHAIR', 'BOARD_MEMBER', 'DEPUTY_MEMBER', 'AUDITOR', 'SIGNATORY', 'OWNER', 'OTHER']);
  });
  it('uses register codes seen in the recorded responses', () => {
    // Brønnøysund roller fixtures: LEDE, DTPR; CVR: DIREKTØR, BESTYRELSESMEDLEM, FORMAND, reel ejer.
    for (const code of ['DAGL', 'LEDE', 'MEDL', 'VARA', 'NEST', 'REVI', 'REGN', 'KONT', 'DTPR']) expect(isValidRole('NO', code)).toBe(true);
    for (const code of ['DIREKTØR', 'BESTYRELSESMEDLEM', 'FORMAND', 'REEL EJER']) expect(isValidRole('DK', code)).toBe(true);
    for (const code of ['director', 'secretary', 'llp-member']) expect(isValidRole('GB', code)).toBe(true);
  });
  it('accepts the country list, GLOBAL and OTHER; refuses other countries\' codes', () => {
    expect(isValidRole('FI', 'TJ')).toBe(true);
    expect(isValidRole('fi', 'TJ')).toBe(true);
    expect(isValidRole('FI', 'CEO')).toBe(true);
    expect(isValidRole('DE', 'OTHER')).toBe(true);
    expect(isValidRole(null, 'OTHER')).toBe(true);
    expect(isValidRole(null, 'BOARD_MEMBER')).toBe(true);
    expect(isValidRole(null, 'TJ')).toBe(false);
    expect(isValidRole('SE', 'DAGL')).toBe(false);
    expect(isValidRole('NO', 'dagl')).toBe(false);
    expect(isValidRole('NO', '')).toBe(false);
  });
  it('rolesFor and roleLabel', () => {
    expect(rolesFor('SE').map((r) => r.code)).toContain('VD');
    expect(rolesFor('SE').at(-1)?.code).toBe('OTHER');
    expect(rolesFor(null)).toEqual(responsiblePersonRoles.GLOBAL);
    expect(roleLabel('FI', 'TJ', 'fi')).toBe('Toimitusjohtaja');
    expect(roleLabel('FI', 'UNKNOWN', 'en')).toBe('UNKNOWN');
  });
});
