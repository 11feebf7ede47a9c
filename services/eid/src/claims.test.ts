import { describe, expect, it } from 'vitest';
import { identityFromClaims } from './claims.ts';
import { defaultSsnClaims } from './config.ts';

const base = { method: 'NETSEIDENT_BANKID_FI' as const, issuer: 'https://broker.example', ssnClaims: defaultSsnClaims, now: new Date('2026-11-26T10:00:00Z') };

describe('identityFromClaims', () => {
  it('maps FTN claims, deriving the birth date from the identity code', () => {
    expect(identityFromClaims({
      ...base, claims: { sub: 's1', given_name: 'Nordea', family_name: 'Demo', 'urn:oid:1.2.246.21': ' 210281-9988 ', auth_time: 1_790_000_000, acr: 'http://ftn.ficora.fi/2017/loa3' },
    }))
      .toEqual({
        method: 'NETSEIDENT_BANKID_FI', name: 'Nordea Demo', given_name: 'Nordea', family_name: 'Demo', ssn: '210281-9988',
        birthdate: '1981-02-21', issuer: 'https://broker.example', subject: 's1', authenticated_at: new Date(1_790_000_000_000).toISOString(),
        acr: 'http://ftn.ficora.fi/2017/loa3',
      });
  });

  it('prefers name and the birthdate claim; tries the ssn claims in order; upper-cases; auth time defaults to now', () => {
    const identity = identityFromClaims({ ...base, claims: { sub: 's2', name: 'Maija M', birthdate: '2001-01-01', hetu: '010101a123n', nin: 'other' } });
    expect(identity).toMatchObject({ name: 'Maija M', given_name: null, ssn: '010101A123N', birthdate: '2001-01-01', authenticated_at: '2026-11-26T10:00:00.000Z' });
  });

  it('has no ssn or birth date when the provider gives none', () => {
    expect(identityFromClaims({ ...base, claims: { sub: 's3', name: 'A B' } })).toMatchObject({ ssn: null, birthdate: null, acr: null });
  });

  it('refuses claims without a subject or a name', () => {
    expect(() => identityFromClaims({ ...base, claims: { name: 'A B' } })).toThrow();
    expect(() => identityFromClaims({ ...base, claims: { sub: 'x' } })).toThrow();
  });
});
