import type { Hono } from 'hono';
import { demoPassword, type Envelope, type TokenResult } from '@tunne/contracts';
import {
  createOutboxSmsProvider,
  createSmtpMailer,
  createTokenService,
  DevOutbox,
  startSmtpSink,
  type AuthEnv,
  type Database,
  type Mailer,
  type SmsProvider,
  type TokenService,
} from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { createIdentityApp, identityMigrations, seedIdentity } from './index.ts';

export interface IdentityTest {
  t: TestDatabase;
  db: Database;
  app: Hono<AuthEnv>;
  outbox: DevOutbox;
  tokens: TokenService;
  publicUrl: string;
  stop: () => Promise<void>;
}

/** A migrated, seeded database and the identity app on it; mail through the real SMTP sink when asked. */
export const startIdentity = async (options: { smtp?: boolean; sms?: SmsProvider } = {}): Promise<IdentityTest> => {
  const t = await createTestDatabase([identityMigrations]);
  await seedIdentity(t.db);
  const outbox = new DevOutbox();
  const sink = options.smtp ? await startSmtpSink(outbox) : undefined;
  const mailer: Mailer = sink
    ? createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.local>' })
    : { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.local', subject: m.subject, text: m.text, html: m.html ?? null }) };
  const tokens = createTokenService({ secret: 'identity-test-secret-'.padEnd(48, 'x') });
  const publicUrl = 'http://tunne.test';
  const { app } = createIdentityApp({ db: t.db, tokens, mailer, sms: options.sms ?? createOutboxSmsProvider(outbox), publicUrl });
  return {
    t, db: t.db, app, outbox, tokens, publicUrl,
    stop: async () => {
      await sink?.stop();
      await t.stop();
    },
  };
};

let addressCounter = 0;
/**
 * A fresh client address per call unless a test pins one, so the per-address limits stay out of the way. It is the
 * socket's peer, as @hono/node-server hands it to the app: X-Forwarded-For is not believed without trusted proxies.
 */
const nextAddress = () => `2001:db8::${(addressCounter += 1).toString(16)}`;

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  /** The client's (socket's) address. */
  ip?: string;
  headers?: Record<string, string>;
}

export const call = async <T = unknown>(
  app: Hono<AuthEnv>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Envelope<T> }> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    headers['x-access-token'] = options.token;
  }
  const response = await app.request(
    path,
    {
      method,
      headers,
      ...(options.rawBody !== undefined ? { body: options.rawBody } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    { incoming: { socket: { remoteAddress: options.ip ?? nextAddress() } } },
  );
  return { status: response.status, body: (await response.json()) as Envelope<T> };
};

export const login = async (app: Hono<AuthEnv>, email: string, password = demoPassword): Promise<string> => {
  const { status, body } = await call<TokenResult>(app, 'POST', '/api/v2.5/user/auth', { body: { email, password } });
  if (status !== 200 || !body.data?.jwt) throw new Error(`login of ${email} failed: ${JSON.stringify(body.errors)}`);
  return body.data.jwt;
};

/** The payload of a token we issued (tests only look, they do not trust it). */
export const claimsOf = (jwt: string): { sub: string; org: string; sid: string; typ: string; exp: number; iat: number } =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

export const errorCode = (body: Envelope<unknown>): string | undefined => body.errors[0]?.code;
