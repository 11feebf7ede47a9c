import { Type, type Static } from '@sinclair/typebox';
import { Email, OrganisationIdParam, Uuid } from './common.ts';

/** Header names carrying the session token; the client sends both (spec §7). */
export const authHeaders = { authorization: 'authorization', token: 'x-access-token' } as const;

export const LoginBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 1024 }),
    mfauth_password: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { $id: 'LoginBody', additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Which second factor a login asks for: the SMS access code or an authenticator app (TOTP) code. */
export type MfauthMethod = 'sms' | 'totp';

/**
 * Login answer: jwt is null while a second factor is still needed; mfauth_method says which one (with 'totp',
 * mfauth_password takes the authenticator code or one of the recovery codes).
 */
export interface LoginResult {
  jwt: string | null;
  id: string | null;
  mfauth?: boolean;
  mfauth_method?: MfauthMethod;
}

export interface TokenResult {
  jwt: string;
  id: string;
}

/** PUT /auth: either a temporary token for download links or the exchange of a URL token. */
export const TokenBody = Type.Union(
  [
    Type.Object({ lifetime: Type.Literal(60) }, { additionalProperties: false }),
    Type.Object({ jwt: Type.String({ minLength: 10, maxLength: 4096 }) }, { additionalProperties: false }),
  ],
  { $id: 'TokenBody' },
);
export type TokenBody = Static<typeof TokenBody>;

export const ForgotBody = Type.Object(
  { email: Type.String({ maxLength: 254 }), organizations_id: Type.Optional(OrganisationIdParam) },
  { $id: 'ForgotBody', additionalProperties: false },
);
export type ForgotBody = Static<typeof ForgotBody>;

export const ResetBody = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }), password: Type.String({ maxLength: 1024 }) },
  { $id: 'ResetBody', additionalProperties: false },
);
export type ResetBody = Static<typeof ResetBody>;

export const PasswordChangeBody = Type.Object(
  { old_password: Type.String({ maxLength: 1024 }), password: Type.String({ maxLength: 1024 }) },
  { $id: 'PasswordChangeBody', additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

// Second factor: an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) and single-use recovery codes.

/** Recovery codes issued when an authenticator is confirmed; each works once in place of a code. */
export const recoveryCodeCount = 10;

/** GET users/me/totp */
export interface TotpStatus {
  /** An authenticator is confirmed and asked for at login. */
  enabled: boolean;
  confirmed_at: string | null;
  /** Unused recovery codes left (0 when not enabled). */
  recovery_codes_left: number;
  /** The organisation requires a second factor and the user has none yet: only the setup screen is open. */
  required: boolean;
}

/** POST users/me/totp: a new secret to scan or type in; not active until confirmed with a code (PUT). */
export interface TotpEnrolment {
  /** otpauth://totp/... for authenticator apps. */
  otpauth_uri: string;
  /** The secret in base32, for typing in by hand. */
  secret: string;
  /** The QR code of otpauth_uri as an SVG image in a data: URL. */
  qr_code: string;
}

/** A six-digit authenticator code (spaces allowed, as apps show '123 456'). */
export const TotpCode = Type.String({ minLength: 6, maxLength: 8, pattern: '^[0-9 ]+$' });

export const TotpConfirmBody = Type.Object({ code: TotpCode }, { $id: 'TotpConfirmBody', additionalProperties: false });
export type TotpConfirmBody = Static<typeof TotpConfirmBody>;

/** PUT users/me/totp answer: the recovery codes, shown this once. */
export interface TotpConfirmed {
  recovery_codes: string[];
}

/** DELETE users/me/totp: the current password or a current authenticator code. */
export const TotpDisableBody = Type.Object(
  { password: Type.Optional(Type.String({ maxLength: 1024 })), code: Type.Optional(Type.String({ maxLength: 32 })) },
  { $id: 'TotpDisableBody', additionalProperties: false, minProperties: 1 },
);
export type TotpDisableBody = Static<typeof TotpDisableBody>;

// Sessions: a user sees and ends their own; an administrator ends a user's.

/** One active session as GET users/me/sessions and GET admin/users/{id}/sessions list it. */
export interface UserSession {
  id: string;
  created_at: string;
  /** Last renewal of its token (the client renews while the user is active). */
  last_seen_at: string;
  /** Browser and operating system by name ('Chrome', 'Linux'), null when not recognised; never the full user agent. */
  browser: string | null;
  os: string | null;
  /** The client address at login. */
  address: string | null;
  /** The session of the token that asked. */
  current: boolean;
}

/** DELETE users/me/sessions: how many sessions ended. */
export interface SessionsEnded {
  ended: number;
}

export const SessionIdParams = Type.Object({ id: Uuid }, { $id: 'SessionIdParams', additionalProperties: false });
export type SessionIdParams = Static<typeof SessionIdParams>;

export { Email, Uuid };
