import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, kindConfigs, valuesOf, type Context } from './config.tsx';
import { roleNames, roleOptions } from './roles.ts';

describe('record form mapping', () => {
  it('turns a row into values and back, dropping hidden fields', () => {
    const fields = kindConfigs.owners.fields;
    const values = valuesOf(fields, { type: 'business', name: 'Holding Oy', businessid: '1234567-8', share: 50.5, source: null });
    expect(values).toMatchObject({ type: 'business', name: 'Holding Oy', businessid: '1234567-8', share: '50.5', source: 'MANUAL', dob: '' });
    const body = bodyOf(fields, { ...values, share: '60,5', country: 'fi' });
    expect(body).toMatchObject({ type: 'business', name: 'Holding Oy', businessid: '1234567-8', share: 60.5, country: 'FI', source: 'MANUAL', description: null });
    expect(body).not.toHaveProperty('ssn');
    expect(body).not.toHaveProperty('dob');
  });

  it('normalises bank accounts', () => {
    expect(bodyOf(kindConfigs.bankaccountnumbers.fields, { number: 'fi21 1234 5600 0007 85', bic: 'ndeafihh', country: '', description: '' })).toEqual({
      number: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      country: null,
      description: null,
    });
  });

  describe('a todo\'s deadline is the day the date input gives (issue 16 §2)', () => {
    const processZone = process.env.TZ;
    afterEach(() => {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    });

    it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('sends 2026-12-31 as 2026-12-31 in %s, and shows the stored day back in the input', (zone) => {
      process.env.TZ = zone;
      const fields = kindConfigs.todos.fields;
      const body = bodyOf(fields, { ...valuesOf(fields, null), name: 'Vuoden viimeinen', responsible_users_id: 'u1', deadline_at: '2026-12-31' });
      expect(body).toMatchObject({ name: 'Vuoden viimeinen', deadline_at: '2026-12-31' });
      expect(valuesOf(fields, { name: 'Vuoden viimeinen', deadline_at: '2026-12-31' }).deadline_at).toBe('2026-12-31');
      const cell = kindConfigs.todos.columns.find((column) => column.key === 'deadline_at')!;
      expect(cell.render({ deadline_at: '2026-12-31' } as never, {} as never)).toBe('31.12.2026');
    });
  });
});

describe('responsible person roles on the card', () => {
  const t = ((key: string) => (key === 'roles.OTHER' ? 'Muu' : key)) as unknown as Context['t'];
  const ctx: Context = { t, users: [], roles: roleOptions('FI', 'fi'), roleNames: roleNames('FI', 'fi'), customerCountry: 'FI' };
  const roleCell = (role: string) =>
    kindConfigs.responsiblepersons.columns.find((column) => column.key === 'role')!.render({ role } as never, ctx);

  it('shows a role by its name only, once in the picker, and names rows saved with a global code', () => {
    const options = kindConfigs.responsiblepersons.fields.find((field) => field.key === 'role')!.options!(ctx).map((option) => option.label);
    expect(options.filter((label) => label === 'Toimitusjohtaja')).toHaveLength(1);
    expect(options.some((label) => /\(|\)/.test(label))).toBe(false);
    expect(options.at(-1)).toBe('Muu');
    expect(roleCell('TJ')).toBe('Toimitusjohtaja');
    expect(roleCell('CEO')).toBe('Toimitusjohtaja');
    expect(roleCell('BOARD_CHAIR')).toBe('Hallituksen puheenjohtaja');
    expect(roleCell('OTHER')).toBe('Muu');
    expect(roleCell('X-UNKNOWN')).toBe('X-UNKNOWN');
  });
});
