import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSsnClaims, eidConfigFromEnv } from './config.ts';

const jwks = { keys: [{ kty: 'RSA', kid: 'k1', n: 'AQAB', e: 'AQAB', d: 'secret' }] };
const provider = {
  issuer: 'https://tunnistus.example.fi/oidc',
  clientId: 'tunne',
  clientJwks: jwks,
  signedRequestObject: true,
  acrValues: { NETSEIDENT_BANKID_FI: 'http://ftn.ficora.fi/2017/loa3' },
  methods: ['NETSEIDENT_BANKID_FI', 'MOBIILIVARMENNE_FI'],
};
const env = (providers: unknown, extra: Record<string, string> = {}) => ({ EID_PROVIDERS: JSON.stringify(providers), ...extra });

describe('eidConfigFromEnv', () => {
  it('is null without EID_PROVIDERS', () => {
    expect(eidConfigFromEnv({}, 'https://app.example')).toBeNull();
    expect(eidConfigFromEnv({ EID_PROVIDERS: ' ' }, 'https://app.example')).toBeNull();
  });

  it('reads a good configuration with defaults', () => {
    const config = eidConfigFromEnv(env([provider]), 'https://app.example/');
    expect(config).toEqual({
      redirectUri: 'https://app.example/p/eid/callback',
      providers: [{ ...provider, scope: 'openid profile', ssnClaims: defaultSsnClaims }],
    });
  });

  it('takes EID_REDIRECT_URI, a JWKS file and a client secret provider', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eid-'));
    const file = join(dir, 'client-jwks.json');
    writeFileSync(file, JSON.stringify(jwks));
    const { clientJwks: _omit, ...withoutKeys } = provider;
    const config = eidConfigFromEnv(env([
      { ...withoutKeys, clientJwksFile: file, scope: 'openid profile personal_identity_code', ssnClaims: ['hetu'], authorizationParams: { ftn_spname: 'Tunne' } },
      { issuer: 'https://bankid.example.se', clientId: 'x', clientSecret: 's3cret', methods: ['BANKID_SE'] },
    ], { EID_REDIRECT_URI: 'https://public.example/p/eid/callback' }), 'https://app.example');
    expect(config?.redirectUri).toBe('https://public.example/p/eid/callback');
    expect(config?.providers[0]).toMatchObject({ clientJwks: jwks, scope: 'openid profile personal_identity_code', ssnClaims: ['hetu'], authorizationParams: { ftn_spname: 'Tunne' } });
    expect(config?.providers[1]).toMatchObject({ clientSecret: 's3cret', signedRequestObject: false, methods: ['BANKID_SE'] });
  });

  it('refuses bad JSON', () => {
    expect(() => eidConfigFromEnv({ EID_PROVIDERS: '[{' }, 'https://app.example')).toThrow(/EID_PROVIDERS is not valid JSON/);
    expect(() => eidConfigFromEnv({ EID_PROVIDERS: '{}' }, 'https://app.example')).toThrow(/non-empty JSON array/);
  });

  it('names the missing or bad field', () => {
    const { issuer: _i, ...noIssuer } = provider;
    const { clientId: _c, ...noClient } = provider;
    const { clientJwks: _k, ...noKeys } = provider;
    const cases: [unknown, RegExp][] = [
      [noIssuer, /EID_PROVIDERS\[0\]\.issuer is required/],
      [{ ...provider, issuer: 'http://broker.example' }, /EID_PROVIDERS\[0\]\.issuer must be an https URL/],
      [noClient, /EID_PROVIDERS\[0\]\.clientId is required/],
      [{ ...noKeys, signedRequestObject: false }, /clientJwksFile, clientJwks or clientSecret/],
      [{ ...noKeys, clientSecret: 's' }, /signedRequestObject needs the client's keys/],
      [{ ...provider, clientJwks: { keys: [{ kty: 'RSA', n: 'x', e: 'AQAB' }] } }, /clientJwks holds no private signing key/],
      [{ ...noKeys, clientJwksFile: '/nonexistent/jwks.json' }, /clientJwksFile: cannot read/],
      [{ ...provider, methods: [] }, /methods must be a non-empty array/],
      [{ ...provider, methods: ['TUPAS'] }, /methods\[0\] is not an eID method/],
      [{ ...provider, methods: ['SCREENSIGNATURE'] }, /SCREENSIGNATURE needs no provider/],
      [{ ...provider, scope: 'profile' }, /scope must include openid/],
      [{ ...provider, acrValues: { NETSEIDENT_BANKID_FI: '' } }, /acrValues\.NETSEIDENT_BANKID_FI/],
      [{ ...provider, signedRequestObject: 'yes' }, /signedRequestObject must be true or false/],
      [{ ...provider, authorizationParams: { state: 'x' } }, /authorizationParams\.state is set by the flow itself/],
      [{ ...provider, authorizationParams: { ftn_spname: 1 } }, /authorizationParams\.ftn_spname must be a string/],
    ];
    for (const [entry, message] of cases) {
      expect(() => eidConfigFromEnv(env([provider, entry].slice(1)), 'https://app.example')).toThrow(message);
    }
    expect(() => eidConfigFromEnv(env([provider, noClient]), 'https://app.example')).toThrow(/EID_PROVIDERS\[1\]\.clientId/);
  });

  it('accepts http only for a provider on this machine', () => {
    expect(eidConfigFromEnv(env([{ ...provider, issuer: 'http://127.0.0.1:4100' }]), 'http://localhost:8080')?.providers[0]?.issuer).toBe('http://127.0.0.1:4100');
  });
});
