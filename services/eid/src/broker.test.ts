import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@tunne/platform';
import { levelOfAcr, meetsEidLevel, type EidBrokerPort } from '@tunne/contracts';
import { createEidBroker } from './broker.ts';
import { cancelLocalEid, completeLocalEid, startLocalEidProvider, type LocalEidProvider } from './testing.ts';

const redirectUri = 'http://127.0.0.1:9/p/eid/callback';

const errorCodeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a failure');
};

describe('eID broker against the local provider', () => {
  let local: LocalEidProvider;
  let broker: EidBrokerPort;

  beforeAll(async () => {
    local = await startLocalEidProvider({ redirectUri });
    broker = createEidBroker({ ...local.config, providers: local.config.providers.map((p) => ({ ...p, authorizationParams: { ftn_spname: 'Tunne' } })) });
  });
  afterAll(async () => {
    await local.stop();
  });

  it('lists the methods that have a provider', () => {
    expect(broker.methods()).toEqual(['NETSEIDENT_BANKID_FI', 'MOBIILIVARMENNE_FI']);
  });

  it('identifies a person: start, the bank page, the callback, finish', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const callback = await completeLocalEid(url);
    expect(callback).toMatch(/[?&]code=/);
    const before = Date.now();
    const identity = await broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending });
    expect(identity).toMatchObject({
      method: 'NETSEIDENT_BANKID_FI',
      name: 'Nordea Demo',
      given_name: 'Nordea',
      family_name: 'Demo',
      ssn: '210281-9988',
      birthdate: '1981-02-21',
      issuer: local.issuer,
    });
    expect(identity.subject).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(Date.parse(identity.authenticated_at) - before)).toBeLessThan(60_000);
    // The test bank issues the level of assurance it reached: loa3 unless the test chooses loa2 (issue 25 §5).
    expect(identity.acr).toBe('http://ftn.ficora.fi/2017/loa3');
  });

  it('issues the level the test chooses as the acr claim (loa2: substantial)', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const identity = await broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback: await completeLocalEid(url, undefined, 'loa2'), pending });
    expect(identity.acr).toBe('http://ftn.ficora.fi/2017/loa2');
    expect(levelOfAcr(identity.acr)).toBe('substantial');
    expect(meetsEidLevel(identity.acr, 'high')).toBe(false);
  });

  it('identifies another person with the same subject each time', async () => {
    const person = { given_name: 'Maija', family_name: 'Meikäläinen', ssn: '010101a123n' };
    const first = await broker.start({ method: 'MOBIILIVARMENNE_FI', language: 'en' });
    const one = await broker.finish({ method: 'MOBIILIVARMENNE_FI', callback: await completeLocalEid(first.url, person), pending: first.pending });
    const second = await broker.start({ method: 'MOBIILIVARMENNE_FI', language: 'en' });
    const two = await broker.finish({ method: 'MOBIILIVARMENNE_FI', callback: await completeLocalEid(second.url, person), pending: second.pending });
    expect(one).toMatchObject({ name: 'Maija Meikäläinen', ssn: '010101A123N', birthdate: '2001-01-01' });
    expect(two.subject).toBe(one.subject);
  });

  it('sends a signed request object with PKCE S256, ui_locales and acr_values inside', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'se' });
    const params = new URL(url).searchParams;
    expect(params.get('client_id')).toBe('tunne-dev');
    const request = params.get('request');
    expect(request).toBeTruthy();
    // Nothing but the client and the request object travels in the clear.
    expect(params.get('code_challenge')).toBeNull();
    const [header, payload] = request!.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'RS256', kid: 'tunne-dev-1' });
    expect(payload).toMatchObject({
      response_type: 'code',
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ui_locales: 'sv',
      acr_values: 'http://ftn.ficora.fi/2017/loa3',
      scope: 'openid profile personal_identity_code',
      ftn_spname: 'Tunne',
    });
    expect(payload?.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(payload ?? {})).not.toContain(pending.code_verifier);
  });

  it('shows the bank page in Finnish or English by ui_locales', async () => {
    for (const [language, button] of [['fi', 'Tunnistaudu'], ['en', 'Identify']] as const) {
      const { url } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language });
      let response = await fetch(url, { redirect: 'manual' });
      const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      response = await fetch(new URL(response.headers.get('location')!, url), { headers: { cookie } });
      const html = await response.text();
      expect(html).toContain(`>${button}</button>`);
      expect(html).toContain('name="given_name"');
      expect(html).toContain('name="family_name"');
      expect(html).toContain('name="ssn"');
      expect(html).toContain('value="210281-9988"');
    }
  });

  it('refuses a wrong identity code on the same page', async () => {
    const { url } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'en' });
    await expect(completeLocalEid(url, { given_name: 'Nordea', family_name: 'Demo', ssn: '210281-9989' })).rejects.toThrow(/form error/);
  });

  it('a cancelled identification is EID_INVALID', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const callback = await cancelLocalEid(url);
    expect(new URLSearchParams(callback).get('error')).toBe('access_denied');
    expect(await errorCodeOf(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending }))).toBe('EID_INVALID');
  });

  it('a wrong state is EID_INVALID', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const other = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const callback = await completeLocalEid(url);
    expect(await errorCodeOf(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending: other.pending }))).toBe('EID_INVALID');
    // The right pending still works: the failed attempt did not spend the code.
    await expect(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending })).resolves.toMatchObject({ ssn: '210281-9988' });
  });

  it('a replayed code fails', async () => {
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const callback = await completeLocalEid(url);
    await broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending });
    expect(await errorCodeOf(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending }))).toBe('EID_INVALID');
  });

  it('a tampered callback fails (code, issuer, missing code, wrong PKCE verifier, wrong nonce)', async () => {
    const tamper = async (change: (params: URLSearchParams, pending: { state: string; nonce: string; code_verifier: string }) => void) => {
      const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
      const params = new URLSearchParams(await completeLocalEid(url));
      const changed = { ...pending };
      change(params, changed);
      return errorCodeOf(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback: `?${params}`, pending: changed }));
    };
    expect(await tamper((params) => params.set('code', `${params.get('code')}x`))).toBe('EID_INVALID');
    expect(await tamper((params) => params.set('iss', 'https://evil.example'))).toBe('EID_INVALID');
    expect(await tamper((params) => params.delete('code'))).toBe('EID_INVALID');
    expect(await tamper((_params, pending) => { pending.code_verifier = `${pending.code_verifier.slice(0, -1)}${pending.code_verifier.endsWith('A') ? 'B' : 'A'}`; })).toBe('EID_INVALID');
    expect(await tamper((_params, pending) => { pending.nonce = 'another-nonce'; })).toBe('EID_INVALID');
  });

  it('the provider refuses an authorization request without a signed request object', async () => {
    const { url } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const signed = new URL(url);
    const payload = JSON.parse(Buffer.from(signed.searchParams.get('request')!.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, string>;
    const plain = new URL(signed.origin + signed.pathname);
    plain.searchParams.set('client_id', 'tunne-dev');
    for (const name of ['response_type', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method']) {
      plain.searchParams.set(name, payload[name]!);
    }
    const response = await fetch(plain, { redirect: 'manual' });
    const location = response.headers.get('location');
    expect(location).toBeTruthy();
    expect(location!.startsWith(redirectUri)).toBe(true);
    const answer = new URL(location!).searchParams;
    expect(answer.get('error')).toBe('invalid_request');
    expect(answer.get('code')).toBeNull();
  });

  it('an unconfigured method is unavailable', async () => {
    expect(await errorCodeOf(broker.start({ method: 'BANKID_SE', language: 'fi' }))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await errorCodeOf(broker.start({ method: 'SCREENSIGNATURE', language: 'fi' }))).toBe('EID_METHOD_UNAVAILABLE');
  });
});

describe('eID broker against a provider that encrypts its tokens (FTN profile)', () => {
  it('decrypts the ID token and the signed user info with the client key', async () => {
    const local = await startLocalEidProvider({ redirectUri, encryptedTokens: true });
    try {
      const broker = createEidBroker(local.config);
      const { url, pending } = await broker.start({ method: 'MOBIILIVARMENNE_FI', language: 'fi' });
      const identity = await broker.finish({ method: 'MOBIILIVARMENNE_FI', callback: await completeLocalEid(url), pending });
      expect(identity).toMatchObject({ name: 'Nordea Demo', ssn: '210281-9988', birthdate: '1981-02-21', issuer: local.issuer });
    } finally {
      await local.stop();
    }
  });
});

describe('eID broker without a reachable provider', () => {
  it('is EID_PROCESSING, and discovery is tried again on the next call', async () => {
    const local = await startLocalEidProvider({ redirectUri });
    await local.stop();
    const broker = createEidBroker(local.config);
    expect(await errorCodeOf(broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' }))).toBe('EID_PROCESSING');
    // The failure was not cached: once the provider is back on its port, discovery succeeds.
    const again = await startLocalEidProvider({ redirectUri, port: Number(new URL(local.issuer).port) });
    try {
      const { url } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
      expect(url.startsWith(`${local.issuer}/`)).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it('is EID_PROCESSING when the provider goes away between start and finish', async () => {
    const local = await startLocalEidProvider({ redirectUri });
    const broker = createEidBroker(local.config);
    const { url, pending } = await broker.start({ method: 'NETSEIDENT_BANKID_FI', language: 'fi' });
    const callback = await completeLocalEid(url);
    await local.stop();
    expect(await errorCodeOf(broker.finish({ method: 'NETSEIDENT_BANKID_FI', callback, pending }))).toBe('EID_PROCESSING');
  });
});
