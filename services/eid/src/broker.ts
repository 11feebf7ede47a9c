// The OpenID Connect relying party (spec §3 Identification, eID methods): authorization code flow with PKCE (S256),
// state and nonce, a signed request object when the provider asks for one, private_key_jwt (or a client secret) at the
// token endpoint, the ID token checked by openid-client (issuer, audience, nonce, expiry and signature), user info read.
// Claims, codes and tokens are never logged.
import { timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { AppError, log } from '@tunne/platform';
import { isLocalEidMethod, type EidBrokerPort, type EidIdentity, type EidMethod, type EidPending, type Language } from '@tunne/contracts';
import { identityFromClaims } from './claims.ts';
import { isLoopbackHttp, type EidConfig, type EidProviderConfig } from './config.ts';
import { clientDecryptionKeys, clientSigningKey } from './keys.ts';

/** ui_locales for the service's language codes (se, no and dk are stored codes; providers expect BCP 47). */
const uiLocales: Record<Language, string> = { fi: 'fi', en: 'en', se: 'sv', no: 'nb', dk: 'da' };

const discoveryTimeoutSeconds = 10;
const discoveryRetryDelayMs = 500;
const contentEncryptionAlgorithms = ['A128GCM', 'A192GCM', 'A256GCM', 'A128CBC-HS256', 'A192CBC-HS384', 'A256CBC-HS512'];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Whether a failure means the provider did not answer (network, timeout, a 5xx) rather than refused the result. */
const isUnreachable = (error: unknown): boolean => {
  if (error instanceof client.ResponseBodyError) return error.status >= 500;
  if (error instanceof client.ClientError) {
    const cause: unknown = error.cause;
    if (cause instanceof Response) return cause.status >= 500;
    return isUnreachable(cause);
  }
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  return error instanceof TypeError && /fetch failed|network/i.test(error.message);
};

/** A short, non-personal reason for the log (error class and OAuth code only). */
const reasonOf = (error: unknown): string => {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return error.error;
  if (error instanceof client.ClientError) return error.code ?? 'client_error';
  return error instanceof Error ? error.name : 'unknown';
};

const callbackParams = (callback: string): URLSearchParams => {
  const trimmed = callback.trim();
  const query = trimmed.includes('?') ? trimmed.slice(trimmed.indexOf('?') + 1) : trimmed;
  return new URLSearchParams(query.split('#')[0]);
};

interface ProviderState {
  config: EidProviderConfig;
  discovered: Promise<client.Configuration> | null;
}

const discover = async (provider: EidProviderConfig): Promise<client.Configuration> => {
  const clientAuth = provider.clientJwks
    ? client.PrivateKeyJwt(await clientSigningKey(provider.clientJwks))
    : client.ClientSecretPost(provider.clientSecret);
  const local = isLoopbackHttp(new URL(provider.issuer));
  const options: client.DiscoveryRequestOptions = {
    timeout: discoveryTimeoutSeconds,
    ...(local ? { execute: [client.allowInsecureRequests] } : {}),
  };
  const configuration = await client.discovery(new URL(provider.issuer), provider.clientId, undefined, clientAuth, options);
  // The ID token's signature is checked against the provider's JWKS too, not only trusted for arriving over TLS.
  client.enableNonRepudiationChecks(configuration);
  const decryptionKeys = provider.clientJwks ? await clientDecryptionKeys(provider.clientJwks) : [];
  if (decryptionKeys.length > 0) client.enableDecryptingResponses(configuration, contentEncryptionAlgorithms, ...decryptionKeys);
  return configuration;
};

export const createEidBroker = (config: EidConfig): EidBrokerPort => {
  const providers: ProviderState[] = config.providers.map((provider) => ({ config: provider, discovered: null }));

  const providerFor = (method: EidMethod): ProviderState => {
    const provider = isLocalEidMethod(method) ? undefined : providers.find((item) => item.config.methods.includes(method));
    if (!provider) throw new AppError('EID_METHOD_UNAVAILABLE', `no eID provider serves ${method}`);
    return provider;
  };

  /** Discovery once per provider; a failure is retried once and not cached, so the next identification tries again. */
  const configurationOf = (provider: ProviderState): Promise<client.Configuration> => {
    if (!provider.discovered) {
      const attempt = discover(provider.config)
        .catch(async () => {
          await sleep(discoveryRetryDelayMs);
          return discover(provider.config);
        })
        .catch((error: unknown) => {
          provider.discovered = null;
          log.warn('eid: provider discovery failed', { issuer: provider.config.issuer, reason: reasonOf(error) });
          throw new AppError('EID_PROCESSING', 'the identification provider cannot be reached');
        });
      provider.discovered = attempt;
    }
    return provider.discovered;
  };

  const methods = (): EidMethod[] => [...new Set(providers.flatMap((provider) => provider.config.methods))].filter((method) => !isLocalEidMethod(method));

  const start: EidBrokerPort['start'] = async ({ method, language }) => {
    const provider = providerFor(method);
    const configuration = await configurationOf(provider);
    const pending: EidPending = { state: client.randomState(), nonce: client.randomNonce(), code_verifier: client.randomPKCECodeVerifier() };
    const parameters: Record<string, string> = {
      ...provider.config.authorizationParams,
      response_type: 'code',
      redirect_uri: config.redirectUri,
      scope: provider.config.scope,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.code_verifier),
      code_challenge_method: 'S256',
      ui_locales: uiLocales[language] ?? 'fi',
    };
    const acr = provider.config.acrValues?.[method];
    if (acr) parameters.acr_values = acr;
    const url = provider.config.signedRequestObject && provider.config.clientJwks
      ? await client.buildAuthorizationUrlWithJAR(configuration, parameters, await clientSigningKey(provider.config.clientJwks))
      : client.buildAuthorizationUrl(configuration, parameters);
    return { url: url.href, pending };
  };

  const finish: EidBrokerPort['finish'] = async ({ method, callback, pending }) => {
    const provider = providerFor(method);
    const params = callbackParams(callback);
    if (params.has('error')) {
      const cancelled = params.get('error') === 'access_denied';
      throw new AppError('EID_INVALID', cancelled ? 'the identification was cancelled' : 'the provider returned an error');
    }
    const state = params.get('state');
    if (!state || !sameText(state, pending.state)) throw new AppError('EID_INVALID', 'the identification does not match the one started');
    if (!params.get('code')) throw new AppError('EID_INVALID', 'the provider returned no code');
    const configuration = await configurationOf(provider);
    const currentUrl = new URL(config.redirectUri);
    currentUrl.search = params.toString();
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new AppError('EID_INVALID', 'the provider returned no ID token');
      const userinfo = configuration.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
        : {};
      const identity: EidIdentity = identityFromClaims({
        method,
        issuer: configuration.serverMetadata().issuer,
        claims: { ...userinfo, ...idToken },
        ssnClaims: provider.config.ssnClaims,
      });
      return identity;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const unreachable = isUnreachable(error);
      log.warn('eid: identification failed', { issuer: provider.config.issuer, reason: reasonOf(error), unreachable });
      if (unreachable) throw new AppError('EID_PROCESSING', 'the identification provider cannot be reached');
      throw new AppError('EID_INVALID', 'the identification could not be verified');
    }
  };

  return { methods, start, finish };
};
