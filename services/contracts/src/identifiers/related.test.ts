import { describe, expect, it } from 'vitest';
import { checkRelatedIdentifier, relatedIdentifierCountries } from './index.ts';

describe('relatedIdentifierCountries', () => {
  it('lets a person\'s nationality decide alone, else tries the record\'s country and the customer\'s', () => {
    expect(relatedIdentifierCountries('person', { nationality: 'SE', country: 'FI', customerCountry: 'FI' })).toEqual(['SE']);
    expect(relatedIdentifierCountries('person', { nationality: 'DE', country: 'FI', customerCountry: 'FI' })).toEqual([]);
    expect(relatedIdentifierCountries('person', { country: 'se', customerCountry: 'FI' })).toEqual(['SE', 'FI']);
    expect(relatedIdentifierCountries('person', { customerCountry: 'FI' })).toEqual(['FI']);
    expect(relatedIdentifierCountries('person', { customerCountry: 'GB' })).toEqual([]);
  });

  it('checks a business id in its country of registration, else the customer\'s', () => {
    expect(relatedIdentifierCountries('business', { country: 'GB', customerCountry: 'FI' })).toEqual(['GB']);
    expect(relatedIdentifierCountries('business', { customerCountry: 'SE' })).toEqual(['SE']);
    expect(relatedIdentifierCountries('business', { country: 'DE', customerCountry: 'FI' })).toEqual([]);
  });
});

describe('checkRelatedIdentifier', () => {
  it('refuses the issue\'s 131052-308A wherever a Finnish rule applies', () => {
    for (const context of [{ nationality: 'FI' }, { country: 'FI' }, { customerCountry: 'FI' }]) {
      expect(checkRelatedIdentifier('person', '131052-308A', context)).toEqual({ valid: false, reason: 'checksum', checkedCountry: 'FI' });
    }
    expect(checkRelatedIdentifier('person', '131052-308T', { customerCountry: 'FI' })).toMatchObject({
      valid: true, normalized: '131052-308T', birthDate: '1952-10-13', checkedCountry: 'FI',
    });
  });

  it('accepts a code valid in one of the candidate countries, and normalises it', () => {
    expect(checkRelatedIdentifier('person', ' 6408233234 ', { country: 'SE', customerCountry: 'FI' })).toMatchObject({ valid: true, normalized: '19640823-3234', checkedCountry: 'SE' });
    expect(checkRelatedIdentifier('person', '150375-2340', { country: 'SE', customerCountry: 'FI' })).toMatchObject({ valid: true, checkedCountry: 'FI' });
    expect(checkRelatedIdentifier('business', '07375462', { customerCountry: 'FI' })).toMatchObject({ valid: true, normalized: '0737546-2' });
  });

  it('keeps a code as given (trimmed, upper case) where no validator applies', () => {
    expect(checkRelatedIdentifier('person', ' ab-123 ', { nationality: 'DE', customerCountry: 'FI' })).toEqual({ valid: true, normalized: 'AB-123', checkedCountry: null });
  });
});
