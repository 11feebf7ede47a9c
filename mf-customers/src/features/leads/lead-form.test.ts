import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { emptyLead, fieldsForLead, leadBody, leadProblemKey, leadResolver, type LeadFormValues } from './lead-form.ts';

const problems = async (values: LeadFormValues) => {
  const { errors } = await leadResolver(values, undefined, {} as ResolverOptions<LeadFormValues>);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, leadProblemKey(field as never, (error as { message: string }).message)]));
};

describe('lead form', () => {
  it('needs a name and checks e-mail, phone, country and a Finnish business id', async () => {
    expect(await problems(emptyLead())).toEqual({ name: 'validation.nameRequired' });
    const bad = { ...emptyLead(), name: 'Liidi Oy', email: 'ei-osoite', phone: 'soita', businessid: '0737546-3' };
    expect(await problems(bad)).toEqual({
      email: 'validation.emailInvalid',
      phone: 'leads.validation.phoneInvalid',
      businessid: 'validation.businessidInvalid',
    });
    expect(await problems({ ...bad, email: 'a@b.fi', phone: '+358 (40) 123-4567', businessid: '0737546-2' })).toEqual({});
    expect(await problems({ ...emptyLead(), name: 'X', country: 'Suomi' })).toEqual({ country: 'validation.countryInvalid' });
  });

  it('sends trimmed values, empty as null, and nothing a person does not have', () => {
    expect(fieldsForLead('person')).not.toContain('businessid');
    const body = leadBody({ ...emptyLead('person'), name: ' Pekka Prospekti ', businessid: '0737546-2', contact_name: 'X', country: 'fi', email: ' ' });
    expect(body).toEqual({
      type: 'person', name: 'Pekka Prospekti', businessid: null, country: 'FI', contact_name: null, email: null, phone: null, description: null,
    });
  });
});
