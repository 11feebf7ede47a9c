import { describe, expect, it } from 'vitest';
import { emptyLead, fieldsForLead, leadBody, validateLead } from './lead-form.ts';

describe('lead form', () => {
  it('needs a name and checks e-mail, phone, country and a Finnish business id', () => {
    expect(validateLead(emptyLead())).toEqual({ name: 'validation.nameRequired' });
    const bad = { ...emptyLead(), name: 'Liidi Oy', email: 'ei-osoite', phone: 'soita', businessid: '0737546-3' };
    expect(validateLead(bad)).toEqual({
      email: 'validation.emailInvalid',
      phone: 'leads.validation.phoneInvalid',
      businessid: 'validation.businessidInvalid',
    });
    expect(validateLead({ ...bad, email: 'a@b.fi', phone: '+358 (40) 123-4567', businessid: '0737546-2' })).toEqual({});
    expect(validateLead({ ...emptyLead(), name: 'X', country: 'Suomi' })).toEqual({ country: 'validation.countryInvalid' });
  });

  it('sends trimmed values, empty as null, and nothing a person does not have', () => {
    expect(fieldsForLead('person')).not.toContain('businessid');
    const body = leadBody({ ...emptyLead('person'), name: ' Pekka Prospekti ', businessid: '0737546-2', contact_name: 'X', country: 'fi', email: ' ' });
    expect(body).toEqual({
      type: 'person', name: 'Pekka Prospekti', businessid: null, country: 'FI', contact_name: null, email: null, phone: null, description: null,
    });
  });
});
