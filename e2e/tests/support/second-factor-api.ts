import { expect, type APIRequestContext } from '@playwright/test';
import { authHeaders, demoPassword } from './api.ts';
import { totpCode } from './totp.ts';

// The journeys' API shortcuts for authenticator setups they need before or clean up after the UI part.

interface Envelope<T> {
  status: boolean;
  data: T;
  errors?: { code: string; message: string }[];
}

const unwrap = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as Envelope<T>).data;
};

const totpPath = '/api/v2.5/user/users/me/totp';

/** Starts and confirms an authenticator with the current step's code; answers the secret and the recovery codes. */
export const apiEnableTotp = async (request: APIRequestContext, jwt: string): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const { secret } = await unwrap<{ secret: string }>(await request.post(totpPath, { headers: authHeaders(jwt) }), 'start totp');
  const { recovery_codes } = await unwrap<{ recovery_codes: string[] }>(
    await request.put(totpPath, { headers: authHeaders(jwt), data: { code: totpCode(secret) } }),
    'confirm totp',
  );
  return { secret, recoveryCodes: recovery_codes };
};

/** Logs in with the password and a second-factor code (authenticator or recovery code). */
export const apiLoginWithCode = async (request: APIRequestContext, email: string, code: string): Promise<string> => {
  const data = await unwrap<{ jwt: string | null }>(
    await request.post('/api/v2.5/user/auth', { data: { email, password: demoPassword, mfauth_password: code } }),
    `login ${email} with a code`,
  );
  if (!data.jwt) throw new Error(`login ${email} with a code returned no token`);
  return data.jwt;
};

/** Turns the user's authenticator off with the password (no-op when it is not on). */
export const apiDisableTotp = async (request: APIRequestContext, jwt: string): Promise<void> => {
  const response = await request.delete(totpPath, { headers: authHeaders(jwt), data: { password: demoPassword } });
  if (response.status() === 409) return;
  await unwrap<null>(response, 'disable totp');
};

/** PUT /api/v2.5/admin/organizations/security (admin token). */
export const apiSetOrganisationSecurity = async (
  request: APIRequestContext,
  adminJwt: string,
  body: { require_second_factor?: boolean; session_idle_minutes?: number; session_absolute_hours?: number },
): Promise<void> => {
  await unwrap(await request.put('/api/v2.5/admin/organizations/security', { headers: authHeaders(adminJwt), data: body }), 'security settings');
};
