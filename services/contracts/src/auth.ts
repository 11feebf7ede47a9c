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

/** Login answer: jwt is null while a one-time SMS code is still needed. */
export interface LoginResult {
  jwt: string | null;
  id: string | null;
  mfauth?: boolean;
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

export { Email, Uuid };
