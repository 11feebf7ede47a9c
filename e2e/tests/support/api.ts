import { expect, type APIRequestContext } from '@playwright/test';

/** Every demo user's password (README, contracts/demo.ts). */
export const demoPassword = 'Tunne-demo-2026';

export const demoOrganisationIds = {
  demo: '00000000-0000-4000-8000-000000000001',
  toinen: '00000000-0000-4000-8000-000000000002',
} as const;

/** The demo users the journeys use (README). */
export const users = {
  admin: { email: 'admin@example.com', firstName: 'Aino' },
  user: { email: 'user@example.com', firstName: 'Ville' },
  team: { email: 'user-team@example.com', firstName: 'Tiina' },
  own: { email: 'user-own@example.com', firstName: 'Olli' },
  mfa: { email: 'mfa@example.com', firstName: 'Maija', tel: '+358401234567' },
  inactive: { email: 'inactive@example.com' },
  nologin: { email: 'nologin@example.com' },
  force: { email: 'force@example.com', firstName: 'Pia' },
  toinenAdmin: { email: 'admin@toinen.example.com', firstName: 'Toni' },
} as const;

interface Envelope<T> {
  status: boolean;
  data: T;
  errors?: { code: string; message: string }[];
}

export interface OutboxMail {
  to: string[] | string;
  subject: string;
  text: string;
}
export interface OutboxSms {
  id?: string;
  to: string;
  text: string;
}
export interface Outbox {
  mails: OutboxMail[];
  sms: OutboxSms[];
}

interface UserSummary {
  id: string;
  email: string;
  autologout_timeout?: number | null;
  language?: string | null;
}

interface CustomerPage {
  items: { id: string; name: string }[];
  total: number;
}

/** The client sends the session token in both headers (foundation contract). */
export const authHeaders = (jwt: string): Record<string, string> => ({ Authorization: `Bearer ${jwt}`, 'X-Access-Token': jwt });

const unwrap = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  const text = await response.text();
  expect(response.ok(), `${what}: HTTP ${response.status()} ${text}`).toBe(true);
  const body = JSON.parse(text) as Envelope<T>;
  expect(body.status, `${what}: ${text}`).toBe(true);
  return body.data;
};

/** POST /api/v2.5/user/auth; returns the session token (users without an SMS code only). */
export const apiLogin = async (request: APIRequestContext, email: string, password: string = demoPassword): Promise<string> => {
  const data = await unwrap<{ jwt: string | null }>(await request.post('/api/v2.5/user/auth', { data: { email, password } }), `login ${email}`);
  if (!data.jwt) throw new Error(`login ${email} returned no token`);
  return data.jwt;
};

/** GET /api/v2.5/admin/users and find one by e-mail. */
export const findUser = async (request: APIRequestContext, adminJwt: string, email: string): Promise<UserSummary> => {
  const list = await unwrap<UserSummary[]>(await request.get('/api/v2.5/admin/users', { headers: authHeaders(adminJwt) }), 'admin users');
  const user = list.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email} in the admin list`);
  return user;
};

/** PUT /api/v2.5/admin/users/{id} (admin token). */
export const adminUpdateUser = async (
  request: APIRequestContext,
  adminJwt: string,
  id: string,
  body: { autologout_timeout?: number | null; force_passwordchange?: boolean; is_active?: boolean; is_admin?: boolean },
): Promise<UserSummary> =>
  unwrap<UserSummary>(await request.put(`/api/v2.5/admin/users/${id}`, { headers: authHeaders(adminJwt), data: body }), `update user ${id}`);

/** PUT /api/v2.5/user/users/me — used to restore what a journey changed. */
export const updateMe = async (request: APIRequestContext, jwt: string, body: { language?: string }): Promise<UserSummary> =>
  unwrap<UserSummary>(await request.put('/api/v2.5/user/users/me', { headers: authHeaders(jwt), data: body }), 'update me');

/** GET /api/v2.5/user/customers with the given user's token. */
export const listCustomers = async (request: APIRequestContext, jwt: string, name = ''): Promise<CustomerPage> =>
  unwrap<CustomerPage>(
    await request.get('/api/v2.5/user/customers', {
      headers: authHeaders(jwt),
      params: { name, archived: 'false', sort: 'name', page: '1', size: '50' },
    }),
    'list customers',
  );

/** POST /api/dev/url-token: a `?jwt=` login-link token for the user (dev/test only). */
export const urlToken = async (request: APIRequestContext, email: string): Promise<string> =>
  (await unwrap<{ jwt: string }>(await request.post('/api/dev/url-token', { data: { email } }), `url token ${email}`)).jwt;

/** GET /api/dev/outbox: mails and SMS received since the server started, newest first. */
export const readOutbox = async (request: APIRequestContext): Promise<Outbox> => unwrap<Outbox>(await request.get('/api/dev/outbox'), 'outbox');

/** Waits for an SMS to `to` that was not in `seen` (ids or texts of earlier messages) and returns the newest. */
export const waitForNewSms = async (request: APIRequestContext, to: string, seen: Set<string>): Promise<OutboxSms> => {
  let found: OutboxSms | undefined;
  await expect
    .poll(async () => {
      const { sms } = await readOutbox(request);
      found = sms.find((message) => message.to === to && !seen.has(message.id ?? message.text));
      return found !== undefined;
    }, { message: `an SMS to ${to}`, timeout: 10_000 })
    .toBe(true);
  return found!;
};

export const smsKeys = async (request: APIRequestContext, to: string): Promise<Set<string>> =>
  new Set((await readOutbox(request)).sms.filter((message) => message.to === to).map((message) => message.id ?? message.text));

const recipients = (mail: OutboxMail): string[] => (Array.isArray(mail.to) ? mail.to : [mail.to]);

/** Waits for the newest mail to `to` whose text matches `pattern`, returning the first match group (or the whole match). */
export const waitForMailMatch = async (request: APIRequestContext, to: string, pattern: RegExp): Promise<string> => {
  let value: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = await readOutbox(request);
      const match = mails.filter((mail) => recipients(mail).some((address) => address.includes(to))).map((mail) => pattern.exec(mail.text))[0];
      value = match ? (match[1] ?? match[0]) : undefined;
      return value !== undefined;
    }, { message: `a mail to ${to} matching ${pattern}`, timeout: 10_000 })
    .toBe(true);
  return value!;
};
