import { describe, expect, it } from 'vitest';
import { roleOptions } from './roles.ts';
import { validateRecord } from './validation.ts';

describe('related record validation', () => {
  it('checks bank accounts with the contracts IBAN and BIC validators', () => {
    expect(validateRecord('bankaccountnumbers', { number: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' })).toEqual({});
    expect(validateRecord('bankaccountnumbers', { number: 'FI21 1234 5600 0007 86', bic: 'NDEA' })).toEqual({ number: 'ibanInvalid', bic: 'bicInvalid' });
    expect(validateRecord('bankaccountnumbers', { number: '', bic: '' })).toEqual({ number: 'ibanRequired', bic: 'bicRequired' });
    expect(validateRecord('owners', { name: 'A', type: 'person', ssn: '010101-123N', share: '' })).toEqual({ share: 'shareRequired' });
  });

  it('needs an owner id, a PEP flag, a responsible user', () => {
    expect(validateRecord('owners', { name: 'A', type: 'business', share: '120' })).toEqual({ businessid: 'ownerIdRequired', share: 'shareInvalid' });
    expect(validateRecord('owners', { name: 'A', type: 'person', ssn: '010101-123N', share: '50,5' })).toEqual({});
    expect(validateRecord('peps', { name: 'P', is_pep_self: false, is_pep_family: false, is_pep_partner: false })).toEqual({ is_pep_self: 'pepDetailsRequired' });
    expect(validateRecord('todos', { name: 'T', responsible_users_id: '' })).toEqual({ responsible_users_id: 'responsibleRequired' });
  });

  it('takes a foreign person owner by birth date and nationality, as the register and the request form do (issue 26)', () => {
    expect(validateRecord('owners', { name: 'Hans', type: 'person', nationality: 'DE', dob: '1970-05-04', share: '40' })).toEqual({});
    expect(validateRecord('owners', { name: 'Hans', type: 'person', nationality: 'DE', dob: '', share: '40' })).toEqual({ dob: 'ownerDobRequired' });
    expect(validateRecord('owners', { name: 'Sven', type: 'person', nationality: 'SE', dob: '1970-05-04', share: '40' })).toEqual({ ssn: 'ownerIdRequired' });
    expect(validateRecord('owners', { name: 'Anon', type: 'person', dob: '1970-05-04', share: '40' })).toEqual({ ssn: 'ownerIdRequired' });
  });

  it('refuses a date that names no real day in every date field, as the service does (issue 26: year 22026)', () => {
    expect(validateRecord('owners', { name: 'Hans', type: 'person', nationality: 'DE', dob: '22026-05-04', share: '40' })).toEqual({ dob: 'dateNotReal' });
    expect(validateRecord('actualbeneficiaries', { name: 'B', nationality: 'DE', dob: '1980-02-30' })).toEqual({ dob: 'dateNotReal' });
    expect(validateRecord('responsiblepersons', { name: 'R', role: 'TJ', dob: '22026-01-01' })).toMatchObject({ dob: 'dateNotReal' });
    expect(validateRecord('peps', { name: 'P', is_pep_self: true, start_date: '22026-01-01', end_date: '2026-13-01' }))
      .toEqual({ start_date: 'dateNotReal', end_date: 'dateNotReal' });
    expect(validateRecord('todos', { name: 'T', responsible_users_id: 'u1', deadline_at: '22026-12-31' })).toEqual({ deadline_at: 'dateNotReal' });
    // Real days and empty dates pass; an end before the start is still its own problem.
    expect(validateRecord('todos', { name: 'T', responsible_users_id: 'u1', deadline_at: '2026-12-31' })).toEqual({});
    expect(validateRecord('peps', { name: 'P', is_pep_self: true, start_date: '', end_date: '' })).toEqual({});
    expect(validateRecord('peps', { name: 'P', is_pep_self: true, start_date: '2026-02-01', end_date: '2026-01-31' })).toEqual({ end_date: 'pepEndBeforeStart' });
  });

  it('refuses a bare birth date for FI and SE beneficiaries', () => {
    expect(validateRecord('actualbeneficiaries', { name: 'B', nationality: 'FI', ssn: '', dob: '1980-01-01' })).toEqual({ ssn: 'ssnRequiredForNationality' });
    expect(validateRecord('actualbeneficiaries', { name: 'B', nationality: 'DE', ssn: '', dob: '1980-01-01' })).toEqual({});
  });

  it('checks related identity codes and business ids like the service: nationality, else the record\'s or the customer\'s country', () => {
    // Issue 11 §7: 131052-308A (check character A, not T) was saved for an owner and a beneficiary.
    expect(validateRecord('owners', { name: 'A', type: 'person', ssn: '131052-308A', share: '10' }, 'FI')).toEqual({ ssn: 'ssnInvalid' });
    expect(validateRecord('owners', { name: 'A', type: 'person', ssn: '131052-308T', share: '10' }, 'FI')).toEqual({});
    expect(validateRecord('actualbeneficiaries', { name: 'B', ssn: '131052-308A' }, 'FI')).toEqual({ ssn: 'ssnInvalid' });
    expect(validateRecord('actualbeneficiaries', { name: 'B', ssn: '131052-308A', nationality: 'FI' }, null)).toEqual({ ssn: 'ssnInvalid' });
    expect(validateRecord('responsiblepersons', { name: 'R', role: 'TJ', ssn: '131052-308A', country: 'FI' }, null)).toEqual({ ssn: 'ssnInvalid' });
    expect(validateRecord('actualbeneficiaries', { name: 'B', ssn: '640823-3234', nationality: 'SE' }, 'FI')).toEqual({});
    expect(validateRecord('actualbeneficiaries', { name: 'B', ssn: 'X-123', nationality: 'DE' }, 'FI')).toEqual({});
    expect(validateRecord('owners', { name: 'C', type: 'business', businessid: '0737546-3', share: '5' }, 'FI')).toEqual({ businessid: 'businessidInvalid' });
    expect(validateRecord('owners', { name: 'C', type: 'business', businessid: '0737546-2', share: '5' }, 'FI')).toEqual({});
    expect(validateRecord('owners', { name: 'C', type: 'business', businessid: 'HRB 1', share: '5', country: 'DE' }, 'FI')).toEqual({});
  });

  it('offers country roles, then GLOBAL, with OTHER last', () => {
    const fi = roleOptions('fi', 'fi');
    expect(fi[0]).toEqual({ code: 'PJ', name: 'Hallituksen puheenjohtaja' });
    expect(fi.at(-1)?.code).toBe('OTHER');
    expect(roleOptions('FI', 'en')[0]?.name).toBe('Chair of the board');
    expect(roleOptions(null, 'fi').some((role) => role.code === 'PJ')).toBe(false);
    expect(new Set(fi.map((role) => role.code)).size).toBe(fi.length);
  });
});
