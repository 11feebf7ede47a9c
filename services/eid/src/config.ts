// The eID configuration: which OpenID Connect providers (brokers) serve which methods, parsed from the environment
// once at boot. A wrong value stops the process with a message naming the field (never the secret itself).
import { readFileSync } from 'node:fs';
import { eidCallbackPath, eidMethods, isLocalEidMethod, type EidMethod } from '@tunne/contracts';

/** One configured provider and the methods it serves. */
export interface EidProviderConfig {
  /** The issuer URL (discovery at {issuer}/.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  /** The client's private JWK set (JSON) for private_key_jwt and signed request objects; or a client secret. */
  clientJwks?: { keys: Record<string, unknown>[] };
  clientSecret?: string;
  /** Send the authorization parameters as a signed request object (JAR), as the FTN brokers require. */
  signedRequestObject: boolean;
  scope: string;
  /** acr_values per method (e.g. FTN's http://ftn.ficora.fi/2017/loa3); absent: none sent. */
  acrValues?: Partial<Record<EidMethod, string>>;
  /** Where the identity code is (claim names tried in order). */
  ssnClaims: string[];
  methods: EidMethod[];
  /**
   * Further authorization request parameters the broker asks for, e.g. FTN's `ftn_spname` (the service's name shown
   * to the person). They never replace the flow's own parameters (state, nonce, PKCE, redirect_uri …).
   */
  authorizationParams?: Record<string, string>;
}

export interface EidConfig {
  /** The redirect URI registered with every provider: {publicUrl}/p/eid/callback. */
  redirectUri: string;
  providers: EidProviderConfig[];
}

/** Where the identity code is looked for when a provider names no claims: FTN's OID first, then common names. */
export const defaultSsnClaims = ['urn:oid:1.2.246.21', 'personal_identity_code', 'hetu', 'ssn', 'nin'];
export const defaultScope = 'openid profile';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is allowed only for a provider on this machine (the local development provider). */
export const isLoopbackHttp = (url: URL): boolean => url.protocol === 'http:' && loopbackHosts.has(url.hostname);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const checkUrl = (value: unknown, field: string): string => {
  if (!nonEmptyString(value)) throw new Error(`${field} is required (an https URL)`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${field} is not a URL`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) throw new Error(`${field} must be an https URL (http only on 127.0.0.1 / localhost)`);
  return value;
};

const checkJwks = (value: unknown, field: string): { keys: Record<string, unknown>[] } => {
  if (!isRecord(value) || !Array.isArray(value.keys) || value.keys.length === 0 || !value.keys.every(isRecord)) {
    throw new Error(`${field} must be a JWK set ({"keys": [...]}) with at least one key`);
  }
  const keys = value.keys as Record<string, unknown>[];
  if (!keys.some((key) => typeof key.d === 'string' && key.use !== 'enc')) {
    throw new Error(`${field} holds no private signing key (a key with "d")`);
  }
  return { keys };
};

const readJwksFile = (value: unknown, field: string): unknown => {
  if (!nonEmptyString(value)) throw new Error(`${field} must be a file path`);
  let text: string;
  try {
    text = readFileSync(value, 'utf8');
  } catch {
    throw new Error(`${field}: cannot read the file ${value}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${field}: the file ${value} is not JSON`);
  }
};

const checkMethods = (value: unknown, field: string): EidMethod[] => {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`${field} must be a non-empty array of eID methods`);
  return value.map((method, index) => {
    if (typeof method !== 'string' || !(eidMethods as readonly string[]).includes(method)) {
      throw new Error(`${field}[${index}] is not an eID method (${eidMethods.join(', ')})`);
    }
    if (isLocalEidMethod(method as EidMethod)) throw new Error(`${field}[${index}]: ${method} needs no provider`);
    return method as EidMethod;
  });
};

const checkAcrValues = (value: unknown, field: string): Partial<Record<EidMethod, string>> | undefined => {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`${field} must be an object of method -> acr value`);
  for (const [method, acr] of Object.entries(value)) {
    if (!(eidMethods as readonly string[]).includes(method)) throw new Error(`${field}.${method} is not an eID method`);
    if (!nonEmptyString(acr)) throw new Error(`${field}.${method} must be a non-empty string`);
  }
  return value as Partial<Record<EidMethod, string>>;
};

/** Parameters the flow sets itself: configuration cannot override them. */
export const reservedAuthorizationParams = new Set([
  'response_type', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'client_id',
  'request', 'request_uri', 'ui_locales', 'acr_values', 'response_mode',
]);

const checkAuthorizationParams = (value: unknown, field: string): Record<string, string> | undefined => {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new Error(`${field} must be an object of parameter -> string`);
  for (const [name, param] of Object.entries(value)) {
    if (reservedAuthorizationParams.has(name)) throw new Error(`${field}.${name} is set by the flow itself`);
    if (typeof param !== 'string') throw new Error(`${field}.${name} must be a string`);
  }
  return value as Record<string, string>;
};

/** One entry of EID_PROVIDERS, checked; `field` names it in errors (EID_PROVIDERS[0]). */
export const parseProviderConfig = (value: unknown, field: string): EidProviderConfig => {
  if (!isRecord(value)) throw new Error(`${field} must be an object`);
  const issuer = checkUrl(value.issuer, `${field}.issuer`);
  if (!nonEmptyString(value.clientId)) throw new Error(`${field}.clientId is required`);
  const jwksSource = value.clientJwks !== undefined ? value.clientJwks
    : value.clientJwksFile !== undefined ? readJwksFile(value.clientJwksFile, `${field}.clientJwksFile`) : undefined;
  const jwksField = value.clientJwks !== undefined ? `${field}.clientJwks` : `${field}.clientJwksFile`;
  const clientJwks = jwksSource === undefined ? undefined : checkJwks(jwksSource, jwksField);
  if (value.clientSecret !== undefined && !nonEmptyString(value.clientSecret)) throw new Error(`${field}.clientSecret must be a non-empty string`);
  const clientSecret = value.clientSecret as string | undefined;
  if (!clientJwks && !clientSecret) throw new Error(`${field}: one of clientJwksFile, clientJwks or clientSecret is required`);
  if (value.signedRequestObject !== undefined && typeof value.signedRequestObject !== 'boolean') {
    throw new Error(`${field}.signedRequestObject must be true or false`);
  }
  const signedRequestObject = value.signedRequestObject === true;
  if (signedRequestObject && !clientJwks) throw new Error(`${field}.signedRequestObject needs the client's keys (clientJwksFile or clientJwks)`);
  if (value.scope !== undefined && !nonEmptyString(value.scope)) throw new Error(`${field}.scope must be a non-empty string`);
  const scope = (value.scope as string | undefined) ?? defaultScope;
  if (!scope.split(/\s+/).includes('openid')) throw new Error(`${field}.scope must include openid`);
  if (value.ssnClaims !== undefined && (!Array.isArray(value.ssnClaims) || !value.ssnClaims.every(nonEmptyString))) {
    throw new Error(`${field}.ssnClaims must be an array of claim names`);
  }
  const ssnClaims = (value.ssnClaims as string[] | undefined) ?? defaultSsnClaims;
  const acrValues = checkAcrValues(value.acrValues, `${field}.acrValues`);
  const authorizationParams = checkAuthorizationParams(value.authorizationParams, `${field}.authorizationParams`);
  return {
    issuer,
    clientId: value.clientId,
    ...(clientJwks ? { clientJwks } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    signedRequestObject,
    scope,
    ...(acrValues ? { acrValues } : {}),
    ssnClaims,
    methods: checkMethods(value.methods, `${field}.methods`),
    ...(authorizationParams ? { authorizationParams } : {}),
  };
};

/** EID_PROVIDERS (JSON array of EidProviderConfig) and EID_REDIRECT_URI; null when none is configured. */
export const eidConfigFromEnv = (env: Record<string, string | undefined>, publicUrl: string): EidConfig | null => {
  const raw = env.EID_PROVIDERS?.trim();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('EID_PROVIDERS is not valid JSON (expected an array of provider objects)');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error('EID_PROVIDERS must be a non-empty JSON array of provider objects');
  const providers = parsed.map((entry, index) => parseProviderConfig(entry, `EID_PROVIDERS[${index}]`));
  const redirectUri = env.EID_REDIRECT_URI?.trim() || `${publicUrl.replace(/\/+$/, '')}${eidCallbackPath}`;
  try {
    new URL(redirectUri);
  } catch {
    throw new Error('EID_REDIRECT_URI is not a URL');
  }
  return { redirectUri, providers };
};
