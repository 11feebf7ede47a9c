import type { Hono } from 'hono';
import { demoPassword, type Envelope } from '@tunne/contracts';
import { createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { createGateway, type GatewayDeps } from './gateway.ts';

/** The whole gateway on a fresh test database with the demo data, its mail in a dev outbox, and a login helper. */
export interface TestGateway {
  t: TestDatabase;
  app: Hono;
  outbox: DevOutbox;
  /** The headers of a demo user's session (bearer token, JSON body). */
  session: (email: string) => Promise<Record<string, string>>;
}

/** An answer's envelope. */
export const json = async <T>(response: Response): Promise<Envelope<T>> => (await response.json()) as Envelope<T>;

/**
 * Starts the gateway as the services meet in it (the gateway tests' setup): `prepare` runs on the seeded database
 * before the gateway is made; mail is kept with the sender's display name (the organisation's), else no-reply.
 */
export const startTestGateway = async (
  overrides: Partial<GatewayDeps> = {},
  prepare: (t: TestDatabase) => Promise<void> = async () => undefined,
): Promise<TestGateway> => {
  const t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  await prepare(t);
  const outbox = new DevOutbox();
  const mailer: Mailer = {
    send: async (m) => outbox.addMail({ to: [m.to], from: m.fromName ?? 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }),
  };
  const app = createGateway({ db: t.db, tokens: createTokenService({ secret: 'g'.repeat(40) }), mailer, sms: null, publicUrl: 'http://tunne.test', ...overrides });
  const session = async (email: string) => {
    const login = await app.request('/api/v2.5/user/auth', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demoPassword }),
    });
    return { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
  };
  return { t, app, outbox, session };
};
