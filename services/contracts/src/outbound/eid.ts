import type { Language } from '../languages.ts';

// Electronic identification (spec §3 Identification eid methods; issue 14). Strong identification runs over OpenID
// Connect against a broker (the Finnish Trust Network brokers, BankID, MitID …): the service is the relying party.
// Each method of the spec maps to a configured provider; a method without one is unavailable, never faked. In
// development and tests the project starts a local OIDC provider (@tunne/eid) that stands in for the bank.

/** Every eID method the spec names (available_eidmethods stores any of them). */
export const eidMethods = [
  'PASSPORTFILE',
  'SCREENSIGNATURE',
  'NETSEIDENT_BANKID_FI',
  'MOBIILIVARMENNE_FI',
  'PASSPORTREADER',
  'BANKID_SE',
  'BANKID_NO',
  'BANKID_MOBILE_NO',
  'MITID_DK',
  'SMARTID',
  'MOBILEID',
] as const;
export type EidMethod = (typeof eidMethods)[number];

/** The methods that need no broker: a drawn signature and a photographed document. */
export const localEidMethods = ['SCREENSIGNATURE', 'PASSPORTFILE'] as const satisfies readonly EidMethod[];
export type LocalEidMethod = (typeof localEidMethods)[number];
export const isLocalEidMethod = (method: EidMethod): method is LocalEidMethod => (localEidMethods as readonly string[]).includes(method);

/** A person as a strong identification returned them (claims mapped to these names). */
export interface EidIdentity {
  method: EidMethod;
  /** The full name (name, else given_name family_name). */
  name: string;
  given_name: string | null;
  family_name: string | null;
  /** The national identity code (Finnish henkilötunnus from urn:oid:1.2.246.21 …), upper case; null when the broker gives none. */
  ssn: string | null;
  /** YYYY-MM-DD. */
  birthdate: string | null;
  /** The provider's issuer and the subject it gave (evidence of which identification this was). */
  issuer: string;
  subject: string;
  /** When the provider authenticated the person (auth_time), ISO. */
  authenticated_at: string;
  /** The level of assurance the provider reports (the ID token's acr, e.g. http://ftn.ficora.fi/2017/loa3); null: none given. */
  acr?: string | null;
}

/** What the relying party keeps between the redirect to the provider and the return (stored server-side, never sent). */
export interface EidPending {
  state: string;
  nonce: string;
  code_verifier: string;
}

/**
 * The relying party (implemented by @tunne/eid's createEidBroker; wired by the gateway). Methods without a configured
 * provider are not in `methods()`.
 */
export interface EidBrokerPort {
  /** The strong-identification methods that have a provider (never SCREENSIGNATURE / PASSPORTFILE). */
  methods: () => EidMethod[];
  /** The provider's authorization URL (code flow + PKCE; a signed request object when the provider asks for one). */
  start: (input: { method: EidMethod; language: Language }) => Promise<{ url: string; pending: EidPending }>;
  /**
   * Finishes the flow: `callback` is the query string the provider returned to the redirect URI (?code=…&state=…, or
   * ?error=…). Checks state, exchanges the code (PKCE, client authentication), validates the ID token (issuer, audience,
   * nonce, signature) and reads the user info. Throws AppError EID_INVALID (the person cancelled, a wrong state, a
   * failed exchange) or EID_PROCESSING (the provider did not answer).
   */
  finish: (input: { method: EidMethod; callback: string; pending: EidPending }) => Promise<EidIdentity>;
}

/** The redirect URI every provider is registered with: a page of the public app that hands the result to the API. */
export const eidCallbackPath = '/p/eid/callback';
