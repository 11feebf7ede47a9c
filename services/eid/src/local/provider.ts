// A local OpenID Connect provider standing in for the bank / FTN broker. DEVELOPMENT AND TESTS ONLY: it identifies
// whoever fills in its form. The gateway starts it only when not in production.
//
// Like an FTN broker it requires signed request objects (JAR), PKCE, private_key_jwt at the token endpoint, and gives
// `openid profile` plus the `personal_identity_code` scope (claim urn:oid:1.2.246.21). Its own identification page
// (/interaction/:uid) asks for a name and a Finnish identity code (checksum checked) and can be cancelled.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy, type ClientMetadata, type Configuration, type InteractionResults, type KoaContextWithOIDC } from 'oidc-provider';
import { validateFiHetu } from '@tunne/contracts';
import type { EidConfig } from '../config.ts';
import { memoryAdapterFactory } from './memory-adapter.ts';
import { defaultTestPerson, pageLanguage, renderExpiredPage, renderLoginPage, testBankLevels, type PersonForm, type TestBankLevel } from './page.ts';

export interface LocalEidProvider {
  /** The issuer URL (http://127.0.0.1:{port}). */
  issuer: string;
  /** The configuration a broker needs to use it (client registered with the redirect URI). */
  config: EidConfig;
  stop: () => Promise<void>;
}

export const localClientId = 'tunne-dev';
export const localAcr = 'http://ftn.ficora.fi/2017/loa3';
const ssnClaim = 'urn:oid:1.2.246.21';

interface Person {
  given_name: string;
  family_name: string;
  ssn: string;
  birthdate: string | null;
}

const generateRsaJwk = async (kid: string, use: 'sig' | 'enc') => {
  const alg = use === 'sig' ? 'RS256' : 'RSA-OAEP-256';
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const common = { kid, alg, use };
  return { private: { ...(await exportJWK(privateKey)), ...common }, public: { ...(await exportJWK(publicKey)), ...common } };
};

type RsaJwk = Awaited<ReturnType<typeof generateRsaJwk>>;
const generatedKeys = new Map<string, Promise<RsaJwk>>();

/** RSA key generation is slow; the stand-in's keys are made once per process (tests start many instances). */
const rsaJwk = (kid: string, use: 'sig' | 'enc' = 'sig'): Promise<RsaJwk> => {
  let key = generatedKeys.get(kid);
  if (!key) {
    key = generateRsaJwk(kid, use);
    generatedKeys.set(kid, key);
  }
  return key;
};

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const sendHtml = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
};

/** Every identification goes through the page: a session from an earlier one in the same browser is not enough. */
const alwaysIdentify = () => {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(new interactionPolicy.Check('fresh_identification', 'each identification is performed anew',
    (ctx: KoaContextWithOIDC) => (ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT)));
  return policy;
};

export interface LocalEidProviderOptions {
  redirectUri: string;
  /** 0 or absent: any free port. */
  port?: number;
  /** Encrypt the ID token and the (then signed) user info to the client's key, as the FTN OIDC profile does. */
  encryptedTokens?: boolean;
}

/** Starts the stand-in bank on 127.0.0.1 (port 0: any free one). Development and tests only. */
export const startLocalProvider = async (options: LocalEidProviderOptions): Promise<LocalEidProvider> => {
  const people = new Map<string, Person>();
  let provider: Provider | null = null;

  const handleInteraction = async (req: IncomingMessage, res: ServerResponse, oidc: Provider): Promise<void> => {
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await oidc.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, renderExpiredPage('fi'));
      return;
    }
    const language = pageLanguage(details.params.ui_locales);
    const scopes = String(details.params.scope ?? 'openid');
    const grantFor = async (accountId: string): Promise<string> => {
      const grant = new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(scopes);
      const requestedClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(requestedClaims)) grant.addOIDCClaims(requestedClaims as string[]);
      return grant.save();
    };

    if (details.prompt.name === 'consent') {
      // Identification already happened in this interaction; a bank asks for no separate consent.
      const accountId = details.session?.accountId;
      if (!accountId) {
        sendHtml(res, 400, renderExpiredPage(language));
        return;
      }
      await oidc.interactionFinished(req, res, { consent: { grantId: await grantFor(accountId) } }, { mergeWithLastSubmission: true });
      return;
    }

    if (req.method === 'GET') {
      sendHtml(res, 200, renderLoginPage({ uid: details.uid, language, person: defaultTestPerson }));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      const result: InteractionResults = { error: 'access_denied', error_description: 'End-User cancelled the identification' };
      await oidc.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    const person: PersonForm = {
      given_name: (form.get('given_name') ?? '').trim(),
      family_name: (form.get('family_name') ?? '').trim(),
      ssn: (form.get('ssn') ?? '').trim().toUpperCase(),
    };
    if (!person.given_name || !person.family_name) {
      sendHtml(res, 200, renderLoginPage({ uid: details.uid, language, person, error: 'missingName' }));
      return;
    }
    const check = validateFiHetu(person.ssn);
    if (!check.valid) {
      sendHtml(res, 200, renderLoginPage({ uid: details.uid, language, person, error: 'invalidSsn' }));
      return;
    }
    // A stable, pseudonymous subject per identity code, as brokers give.
    const accountId = createHash('sha256').update(`tunne-local-eid:${person.ssn}`).digest('hex').slice(0, 32);
    people.set(accountId, { ...person, birthdate: check.birthDate ?? null });
    // The level the person chose on the page (loa3 unless loa2): the ID token's acr, whatever was asked, as a real
    // bank answers the level it actually reached.
    const chosen = form.get('loa') ?? '';
    const level: TestBankLevel = (testBankLevels as readonly string[]).includes(chosen) ? (chosen as TestBankLevel) : 'loa3';
    await oidc.interactionFinished(req, res, {
      login: { accountId, remember: false, acr: `http://ftn.ficora.fi/2017/${level}`, amr: ['test_bank'] },
      consent: { grantId: await grantFor(accountId) },
    }, { mergeWithLastSubmission: false });
  };

  const server = createServer((req, res) => {
    const oidc = provider;
    if (!oidc) {
      res.writeHead(503).end();
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (/^\/interaction\/[^/]+$/.test(path)) {
      handleInteraction(req, res, oidc).catch(() => {
        if (!res.headersSent) sendHtml(res, 500, renderExpiredPage('fi'));
        else res.end();
      });
      return;
    }
    void oidc.callback()(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;

  const [signing, clientKey, clientEncryption] = await Promise.all([
    rsaJwk('local-eid-1'), rsaJwk('tunne-dev-1'), options.encryptedTokens ? rsaJwk('tunne-dev-enc-1', 'enc') : null,
  ]);
  const encryption: Partial<ClientMetadata> = clientEncryption ? {
    id_token_encrypted_response_alg: 'RSA-OAEP-256',
    id_token_encrypted_response_enc: 'A256GCM',
    userinfo_signed_response_alg: 'RS256',
    userinfo_encrypted_response_alg: 'RSA-OAEP-256',
    userinfo_encrypted_response_enc: 'A256GCM',
  } : {};
  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [{
      client_id: localClientId,
      redirect_uris: [options.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: 'RS256',
      request_object_signing_alg: 'RS256',
      require_signed_request_object: true,
      id_token_signed_response_alg: 'RS256',
      jwks: { keys: clientEncryption ? [clientKey.public, clientEncryption.public] : [clientKey.public] },
      ...encryption,
    }],
    jwks: { keys: [signing.private] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate'],
      personal_identity_code: [ssnClaim],
    },
    scopes: ['openid', 'profile', 'personal_identity_code'],
    acrValues: ['http://ftn.ficora.fi/2017/loa2', 'http://ftn.ficora.fi/2017/loa3'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      requestObjects: { enabled: true, requireSignedRequestObject: true },
      userinfo: { enabled: true },
      encryption: { enabled: Boolean(clientEncryption) },
      jwtUserinfo: { enabled: Boolean(clientEncryption) },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy: alwaysIdentify() },
    findAccount: (_ctx, accountId) => {
      const person = people.get(accountId);
      if (!person) return undefined;
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          name: `${person.given_name} ${person.family_name}`,
          given_name: person.given_name,
          family_name: person.family_name,
          birthdate: person.birthdate ?? undefined,
          [ssnClaim]: person.ssn,
        }),
      };
    },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 300, IdToken: 300 },
  };
  provider = new Provider(issuer, configuration);

  return {
    issuer,
    config: {
      redirectUri: options.redirectUri,
      providers: [{
        issuer,
        clientId: localClientId,
        clientJwks: { keys: clientEncryption ? [clientKey.private, clientEncryption.private] : [clientKey.private] },
        signedRequestObject: true,
        scope: 'openid profile personal_identity_code',
        acrValues: { NETSEIDENT_BANKID_FI: localAcr, MOBIILIVARMENNE_FI: localAcr },
        ssnClaims: [ssnClaim],
        methods: ['NETSEIDENT_BANKID_FI', 'MOBIILIVARMENNE_FI'],
      }],
    },
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
