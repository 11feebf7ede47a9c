import { describe, expect, it } from 'vitest';
import { bodyOf, kindConfigs, valuesOf } from './config.tsx';

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
});
