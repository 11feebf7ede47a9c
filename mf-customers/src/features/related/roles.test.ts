import { describe, expect, it } from 'vitest';
import { responsiblePersonRoles, roleCountries } from '@tunne/contracts';
import { roleOptions } from './roles.ts';

// The responsible-person role picker (spec §3): the customer's country list for FI, NO, DK, SE, EE, GB and LV,
// then the global list, which ends with 'other'; a customer of another country gets the global list only.
describe('roleOptions', () => {
  it.each(roleCountries)('offers the %s list, then the global list and OTHER', (country) => {
    const codes = roleOptions(country, 'fi').map((role) => role.code);
    const own = responsiblePersonRoles[country].map((role) => role.code);
    const global = responsiblePersonRoles.GLOBAL.map((role) => role.code).filter((code) => !own.includes(code));
    expect(codes).toEqual([...own, ...global]);
    expect(codes.at(-1)).toBe('OTHER');
    // No other country's own codes leak in.
    for (const other of roleCountries.filter((c) => c !== country)) {
      const foreignOnly = responsiblePersonRoles[other].map((role) => role.code).filter((code) => !own.includes(code) && !global.includes(code));
      expect(codes.filter((code) => foreignOnly.includes(code)), `${country} offers ${other} codes`).toEqual([]);
    }
  });

  it('offers the global list with OTHER for a country without a register list, or none', () => {
    for (const country of ['DE', null, undefined, '']) {
      expect(roleOptions(country, 'en').map((role) => role.code)).toEqual(responsiblePersonRoles.GLOBAL.map((role) => role.code));
    }
  });

  it('labels roles in the UI language', () => {
    expect(roleOptions('FI', 'fi').find((role) => role.code === 'TJ')?.name).toBe('Toimitusjohtaja');
    expect(roleOptions('FI', 'en').find((role) => role.code === 'TJ')?.name).toBe('Managing director (CEO)');
    expect(roleOptions('FI', 'se').find((role) => role.code === 'TJ')?.name).toBe('Verkställande direktör');
    expect(roleOptions('SE', 'no').find((role) => role.code === 'VD')?.name).toBeTruthy();
  });
});
