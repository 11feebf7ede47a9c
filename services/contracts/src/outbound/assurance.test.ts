import { describe, expect, it } from 'vitest';
import {
  identificationAssurance, identificationLight, identityMismatch, levelOfAcr, meetsEidLevel, namesMatch, type AssuranceInput,
} from './assurance.ts';

const identified: AssuranceInput = {
  identified_at: '2026-11-29T08:00:00.000Z', eidmethod: 'NETSEIDENT_BANKID_FI', eid_acr: 'http://ftn.ficora.fi/2017/loa3', eid_min_level: 'substantial',
  mismatch: null, mismatch_decision: null, ssn_conflict: null, document_verified_at: null,
};

describe('identification strength (issue 25 §5)', () => {
  it('reads FTN and eIDAS levels from acr; an unknown or missing acr meets no level', () => {
    expect(levelOfAcr('http://ftn.ficora.fi/2017/loa3')).toBe('high');
    expect(levelOfAcr('http://ftn.ficora.fi/2017/loa2')).toBe('substantial');
    expect(levelOfAcr('http://eidas.europa.eu/LoA/substantial')).toBe('substantial');
    expect(levelOfAcr('http://eidas.europa.eu/LoA/low')).toBe('low');
    expect(levelOfAcr('urn:something')).toBeNull();
    expect(meetsEidLevel('http://ftn.ficora.fi/2017/loa2', 'high')).toBe(false);
    expect(meetsEidLevel('http://ftn.ficora.fi/2017/loa2', 'substantial')).toBe(true);
    expect(meetsEidLevel(null, 'substantial')).toBe(false);
  });

  it('compares names without case, accents or order; a bank\'s extra given names are fine', () => {
    expect(namesMatch('Timo Järvinen', 'JARVINEN TIMO')).toBe(true);
    expect(namesMatch('Timo Järvinen', 'Timo Juhani Järvinen')).toBe(true);
    expect(namesMatch('Maija Mallikas', 'Nordea Demo')).toBe(false);
    expect(identityMismatch({ name: 'Maija Mallikas', birthdate: '1980-01-01' }, { name: 'Maija Mallikas', birthdate: '1981-02-21' }))
      .toEqual({ birthdate: { expected: '1980-01-01', identified: '1981-02-21' } });
    expect(identityMismatch({ name: 'Maija Mallikas' }, { name: 'Maija Mallikas', birthdate: '1981-02-21' })).toBeNull();
  });

  it('only a strong eID or a second-user-verified document is green', () => {
    expect(identificationAssurance(identified)).toBe('identified');
    expect(identificationLight('done', 'identified')).toBe('green');
    const drawn = { ...identified, eidmethod: 'SCREENSIGNATURE' as const, eid_acr: null };
    expect(identificationAssurance(drawn)).toBe('not_verified');
    expect(identificationAssurance({ ...drawn, document_verified_at: '2026-11-29T09:00:00.000Z' })).toBe('not_verified');
    expect(identificationLight('accepted', 'not_verified')).toBe('yellow');
    const photo = { ...drawn, eidmethod: 'PASSPORTFILE' as const };
    expect(identificationAssurance(photo)).toBe('not_verified');
    expect(identificationAssurance({ ...photo, document_verified_at: '2026-11-29T09:00:00.000Z' })).toBe('identified');
    expect(identificationAssurance({ ...identified, eid_min_level: 'high', eid_acr: 'http://ftn.ficora.fi/2017/loa2' })).toBe('weak');
    expect(identificationAssurance({ ...identified, eid_acr: null })).toBe('weak');
  });

  it('a mismatch or an unresolved code conflict is red until decided', () => {
    const mismatch = { ...identified, mismatch: { name: { expected: 'A B', identified: 'C D' } } };
    expect(identificationAssurance(mismatch)).toBe('mismatch');
    expect(identificationLight('done', 'mismatch')).toBe('red');
    expect(identificationAssurance({ ...mismatch, mismatch_decision: 'REJECTED' })).toBe('mismatch');
    expect(identificationAssurance({ ...mismatch, mismatch_decision: 'ACCEPTED' })).toBe('identified');
    expect(identificationAssurance({ ...identified, ssn_conflict: 'pending' })).toBe('mismatch');
    expect(identificationAssurance({ ...identified, identified_at: null })).toBe('none');
  });
});
