import { describe, expect, it } from 'vitest';
import { responsiblePersonRoles, roleCountries } from '@tunne/contracts';
import { roleNames, roleOptions } from './roles.ts';

// The responsible-person role picker (spec §3): the customer's country list for FI, NO, DK, SE, EE, GB and LV,
// then the global list, which ends with 'other'; a customer of another country gets the global list only. Each role
// shows once by its name (issue 16): a global role a country role already names (CEO = TJ) is not offered again.
describe('roleOptions', () => {
  it.each(roleCountries)('offers the %s list, then the global roles it does not name already, and OTHER', (country) => {
    for (const language of ['fi', 'en', 'se']) {
      const options = roleOptions(country, language);
      const codes = options.map((role) => role.code);
      const own = responsiblePersonRoles[country].map((role) => role.code);
      const offeredOwn = codes.filter((code) => own.includes(code));
      // The country's own roles come first, in the register's order.
      expect(codes.slice(0, offeredOwn.length)).toEqual(offeredOwn);
      expect(codes.at(-1)).toBe('OTHER');
      // Every name once.
      const names = options.map((role) => role.name.toLowerCase());
      expect(new Set(names).size, `${country} ${language}`).toBe(names.length);
      // No other country's own codes leak in.
      const global = responsiblePersonRoles.GLOBAL.map((role) => role.code);
      for (const other of roleCountries.filter((c) => c !== country)) {
        const foreignOnly = responsiblePersonRoles[other].map((role) => role.code).filter((code) => !own.includes(code) && !global.includes(code));
        expect(codes.filter((code) => foreignOnly.includes(code)), `${country} offers ${other} codes`).toEqual([]);
      }
    }
  });

  it('offers a Finnish customer each role once by its name, without the global duplicates', () => {
    const options = roleOptions('FI', 'fi');
    const codes = options.map((role) => role.code);
    expect(codes).toEqual([...responsiblePersonRoles.FI.map((role) => role.code), 'OWNER', 'OTHER']);
    for (const duplicate of ['CEO', 'BOARD_CHAIR', 'BOARD_MEMBER', 'DEPUTY_MEMBER', 'AUDITOR', 'SIGNATORY']) expect(codes).not.toContain(duplicate);
    expect(options.filter((role) => role.name === 'Toimitusjohtaja')).toEqual([{ code: 'TJ', name: 'Toimitusjohtaja' }]);
    expect(options.every((role) => !/\(|\)/.test(role.name))).toBe(true);
  });

  it('names saved rows whose code is not offered (CEO on a Finnish customer) in the UI language', () => {
    expect(roleNames('FI', 'fi')).toMatchObject({ CEO: 'Toimitusjohtaja', TJ: 'Toimitusjohtaja', BOARD_CHAIR: 'Hallituksen puheenjohtaja' });
    expect(roleNames('FI', 'se').CEO).toBe('Verkställande direktör');
    expect(roleNames(null, 'en').OTHER).toBe('Other');
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
