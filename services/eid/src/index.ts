// Strong electronic identification (issue 14): the OIDC relying party (createEidBroker) and, for development and
// tests, a local OIDC provider standing in for the bank/broker (startLocalEidProvider). Implemented in this folder.
import type { EidBrokerPort, EidMethod } from '@tunne/contracts';

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
}

export interface EidConfig {
  /** The redirect URI registered with every provider: {publicUrl}/p/eid/callback. */
  redirectUri: string;
  providers: EidProviderConfig[];
}

export const createEidBroker = (_config: EidConfig): EidBrokerPort => ({
  methods: () => [],
  start: async () => {
    throw new Error('not implemented');
  },
  finish: async () => {
    throw new Error('not implemented');
  },
});

/** EID_PROVIDERS (JSON array of EidProviderConfig) and EID_REDIRECT_URI; null when none is configured. */
export const eidConfigFromEnv = (_env: Record<string, string | undefined>, _publicUrl: string): EidConfig | null => null;

export interface LocalEidProvider {
  /** The issuer URL (http://127.0.0.1:{port}). */
  issuer: string;
  /** The configuration a broker needs to use it (client registered with the redirect URI). */
  config: EidConfig;
  stop: () => Promise<void>;
}

/** Starts the stand-in bank on 127.0.0.1 (port 0: any free one). Development and tests only. */
export const startLocalEidProvider = async (_options: { redirectUri: string; port?: number }): Promise<LocalEidProvider> => {
  throw new Error('not implemented');
};
