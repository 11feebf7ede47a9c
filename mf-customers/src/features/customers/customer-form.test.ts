import { describe, expect, it } from 'vitest';
import { basicsBody, changedBasics, emptyBasics, fieldsFor, identifierChanged, validateBasics, validateField } from './customer-form.ts';
import { checkIdentifier } from './identifiers.ts';

describe('customer form', () => {
  it('shows the type-specific fields', () => {
    expect(fieldsFor('business')).toContain('businessid');
    expect(fieldsFor('business')).not.toContain('ssn');
    expect(fieldsFor('person')).toContain('nationality');
    expect(fieldsFor('person')).not.toContain('vatnumber');
  });

  it('requires a name and checks e-mail, country and LEI', () => {
    const values = { ...emptyBasics(), email: 'nope', country: 'fin', lei: '123' };
    expect(validateBasics('business', values)).toEqual({ name: 'nameRequired', email: 'emailInvalid', country: 'countryInvalid', lei: 'leiInvalid' });
    expect(validateBasics('business', { ...emptyBasics(), name: 'Oy', lei: '5493001KJTIIGC8Y1R12' })).toEqual({});
  });

  it('builds a trimmed body with nulls and only the changes', () => {
    const before = { ...emptyBasics(), name: 'A Oy', businessid: '1234567-8' };
    const after = { ...before, name: ' B Oy ', city: '' };
    expect(basicsBody('business', after)).toMatchObject({ name: 'B Oy', city: null, country: 'FI' });
    expect(changedBasics('business', before, after)).toEqual({ name: 'B Oy' });
    expect(identifierChanged('business', before, { ...before, businessid: '7654321-0' })).toBe(true);
    expect(identifierChanged('business', { ...before, businessid: '' }, { ...before, businessid: '7654321-0' })).toBe(false);
  });

  it('validates identifiers with the contracts validators where the country has one', () => {
    expect(checkIdentifier('businessid', 'FI', '0737546-2')).toBe('valid');
    expect(checkIdentifier('businessid', 'FI', '0737546-3')).toBe('invalid');
    expect(checkIdentifier('ssn', 'FI', '131052-308T')).toBe('valid');
    expect(checkIdentifier('ssn', 'FI', '131052-308U')).toBe('invalid');
    expect(checkIdentifier('businessid', 'US', '12-3456789')).toBe('unchecked');
    expect(validateField('businessid', { ...emptyBasics(), businessid: '0737546-3' })).toBe('businessidInvalid');
    expect(validateField('businessid', { ...emptyBasics(), businessid: '' })).toBeUndefined();
  });
});
