import { isApiCallError } from '@tunne/app-kit/api-error';

/** The fields of the login steps a server answer can be about. */
export type LoginField = 'email' | 'password' | 'code';

/**
 * The fields a refused login step is about, for aria-invalid: the ones to fix. A wrong e-mail or password is one
 * answer for both (LOGIN_FAILED does not tell which); a lockout, a rate limit or an inactive account is about no
 * field. Anything else (network, server) is about no field either.
 */
const fieldsByCode: Readonly<Record<string, readonly LoginField[]>> = {
  MISSING_EMAIL: ['email'],
  INVALID_EMAIL: ['email'],
  PASSWORD_MISSING: ['password'],
  LOGIN_FAILED: ['email', 'password'],
  INVALID_ACCESS_CODE: ['code'],
  INVALID_TOTP_CODE: ['code'],
};

export const fieldsOfLoginError = (error: unknown): readonly LoginField[] => (isApiCallError(error) ? (fieldsByCode[error.code] ?? []) : []);

/** The field to put the cursor in after a refusal: the password of a failed login (the usual typo), else the first. */
export const focusFieldOf = (fields: readonly LoginField[]): LoginField | undefined => (fields.includes('password') ? 'password' : fields[0]);
