// Maps a provider's claims (ID token merged with user info) to the identity the service stores.
import { validateFiHetu, type EidIdentity, type EidMethod } from '@tunne/contracts';

type Claims = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const firstClaim = (claims: Claims, names: readonly string[]): string | null => {
  for (const name of names) {
    const value = text(claims[name]);
    if (value) return value;
  }
  return null;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The birth date: the claim when it is a full date, else the date a Finnish identity code encodes. */
const birthdateOf = (claims: Claims, ssn: string | null): string | null => {
  const claimed = text(claims.birthdate);
  if (claimed && isoDate.test(claimed)) return claimed;
  if (!ssn) return null;
  const check = validateFiHetu(ssn, { allowFutureBirthDate: true });
  return check.valid ? (check.birthDate ?? null) : null;
};

const authenticatedAt = (authTime: unknown, now: Date): string =>
  typeof authTime === 'number' && Number.isFinite(authTime) && authTime > 0 ? new Date(authTime * 1000).toISOString() : now.toISOString();

export const identityFromClaims = (input: {
  method: EidMethod;
  issuer: string;
  claims: Claims;
  ssnClaims: readonly string[];
  now?: Date;
}): EidIdentity => {
  const { claims } = input;
  const subject = text(claims.sub);
  if (!subject) throw new Error('the provider returned no subject');
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  const name = text(claims.name) ?? ([givenName, familyName].filter(Boolean).join(' ') || null);
  if (!name) throw new Error('the provider returned no name');
  const ssn = firstClaim(claims, input.ssnClaims)?.toUpperCase() ?? null;
  return {
    method: input.method,
    name,
    given_name: givenName,
    family_name: familyName,
    ssn,
    birthdate: birthdateOf(claims, ssn),
    issuer: input.issuer,
    subject,
    authenticated_at: authenticatedAt(claims.auth_time, input.now ?? new Date()),
    acr: text(claims.acr),
  };
};
