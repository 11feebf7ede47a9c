import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { basicsBody, changedBasics, customerProblemKey, customerResolver, emptyBasics, fieldsFor, identifierChanged } from './customer-form.ts';
import { checkIdentifier } from '../../shared/identifiers.ts';
import type { CustomerBasics } from './types.ts';

const problems = async (type: 'business' | 'person', values: CustomerBasics) => {
  const { errors } = await customerResolver(type)(values, undefined, {} as ResolverOptions<CustomerBasics>);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));
};

describe('customer form', () => {
  it('shows the type-specific fields', () => {
    expect(fieldsFor('business')).toContain('businessid');
    expect(fieldsFor('business')).not.toContain('ssn');
    expect(fieldsFor('person')).toContain('nationality');
    expect(fieldsFor('person')).not.toContain('vatnumber');
  });

  it("applies the service's schema: a name is required, e-mail, country and LEI formats are checked", async () => {
    const values = { ...emptyBasics(), email: 'nope', country: 'fin', lei: '123' };
    expect(await problems('business', values)).toEqual({ name: 'required', email: 'format', country: 'format', lei: 'format' });
    expect(await problems('business', { ...emptyBasics(), name: 'Oy', lei: '5493001kjtiigc8y1r12' })).toEqual({});
    expect(customerProblemKey('email', 'format')).toBe('validation.emailInvalid');
    expect(customerProblemKey('name', 'required')).toBe('validation.nameRequired');
    expect(customerProblemKey('city', 'tooLong')).toBeUndefined();
  });

  it('builds a trimmed body with nulls and only the changes', () => {
    const before = { ...emptyBasics(), name: 'A Oy', businessid: '1234567-8' };
    const after = { ...before, name: ' B Oy ', city: '' };
    expect(basicsBody('business', after)).toMatchObject({ name: 'B Oy', city: null, country: 'FI' });
    expect(changedBasics('business', before, after)).toEqual({ name: 'B Oy' });
    expect(identifierChanged('business', before, { ...before, businessid: '7654321-0' })).toBe(true);
    expect(identifierChanged('business', { ...before, businessid: '' }, { ...before, businessid: '7654321-0' })).toBe(false);
  });

  it('validates identifiers with the contracts validators where the country has one', async () => {
    expect(checkIdentifier('businessid', 'FI', '0737546-2')).toBe('valid');
    expect(checkIdentifier('businessid', 'FI', '0737546-3')).toBe('invalid');
    expect(checkIdentifier('ssn', 'FI', '131052-308T')).toBe('valid');
    expect(checkIdentifier('ssn', 'FI', '131052-308U')).toBe('invalid');
    expect(checkIdentifier('businessid', 'US', '12-3456789')).toBe('unchecked');
    expect(await problems('business', { ...emptyBasics(), name: 'Oy', businessid: '0737546-3' })).toEqual({ businessid: 'invalid' });
    expect(await problems('business', { ...emptyBasics(), name: 'Oy', businessid: '0737546-3', country: 'US' })).toEqual({});
    expect(await problems('person', { ...emptyBasics(), name: 'Anna', ssn: '131052-308U' })).toEqual({ ssn: 'invalid' });
    expect(customerProblemKey('ssn', 'invalid')).toBe('validation.ssnInvalid');
  });
});
