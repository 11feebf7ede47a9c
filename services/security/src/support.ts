import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { demoPassword, type Envelope, type TokenResult } from '@tunne/contracts';
import {
  createOutboxSmsProvider,
  createSmtpMailer,
  createTokenService,
  DevOutbox,
  startSmtpSink,
  type Database,
  type TokenService,
} from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, createGateway, seedDemo, type GatewayDeps } from '@tunne/gateway';
import type { ParamKind } from './route-access.ts';

/** A built frontend in miniature: the shell's index.html, one hashed asset and one remote manifest. */
export const fakeFrontend = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'tunne-sec-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Tunne</title><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'dist', 'main.0123456789abcdef.js'), 'console.log(1)');
  mkdirSync(join(root, 'mf-customers', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-customers', 'dist', 'mf-manifest.json'), '{"id":"mf_customers"}');
  return root;
};

export interface SecurityGateway {
  app: Hono;
  db: Database;
  t: TestDatabase;
  outbox: DevOutbox;
  tokens: TokenService;
  stop: () => Promise<void>;
}

/**
 * The whole gateway in-process on a fresh, migrated database with the demo data, mail through the
 * real SMTP sink. `overrides` replace single dependencies (e.g. trusted proxies, no dev outbox).
 */
export const startSecurityGateway = async (overrides: Partial<GatewayDeps> = {}): Promise<SecurityGateway> => {
  const t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  const outbox = new DevOutbox();
  const sink = await startSmtpSink(outbox);
  const tokens = createTokenService({ secret: 's'.repeat(48) });
  const app = createGateway({
    db: t.db,
    tokens,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
    sms: createOutboxSmsProvider(outbox),
    publicUrl: 'http://tunne.test',
    outbox,
    frontendRoot: fakeFrontend(),
    ...overrides,
  });
  return {
    app,
    db: t.db,
    t,
    outbox,
    tokens,
    stop: async () => {
      await sink.stop();
      await t.stop();
    },
  };
};

export interface CallOptions {
  body?: unknown;
  rawBody?: BodyInit;
  token?: string;
  /** The socket's peer address, as @hono/node-server hands it to the app (default a loopback address). */
  socket?: string;
  headers?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  text: string;
}

/** One call through the gateway, the way @hono/node-server would hand it over (with the socket's address). */
export const call = async <T = unknown>(app: Hono, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    headers['x-access-token'] = options.token;
  }
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const response = await app.request(
    path,
    { method, headers, ...(body !== undefined ? { body } : {}) },
    { incoming: { socket: { remoteAddress: options.socket ?? '127.0.0.1' } } },
  );
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { status: false, data: null, errors: [] };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
};

export const login = async (app: Hono, email: string, password = demoPassword, socket?: string): Promise<string> => {
  const answer = await call<TokenResult>(app, 'POST', '/api/v2.5/user/auth', { body: { email, password }, ...(socket ? { socket } : {}) });
  if (answer.status !== 200 || !answer.body.data?.jwt) throw new Error(`login of ${email} failed: ${answer.text}`);
  return answer.body.data.jwt;
};

export const errorCode = (answer: Answer<unknown>): string | undefined => answer.body.errors[0]?.code;

/**
 * The recipient's link (path and token) from the newest mail to the address: the SMTP sink hands mail over a moment
 * after the send answered, so it is waited for (up to 5 seconds).
 */
export const linkFromMail = async (outbox: DevOutbox, email: string): Promise<{ path: string; token: string }> => {
  for (let waited = 0; waited < 5000; waited += 50) {
    const text = outbox.mails.find((m) => m.to.includes(email))?.text ?? '';
    // /p/{kind}/{org}/{customer}/{id}, a signatory's /p/signatories/{org}/{customer}/{esignatures_id}/{id}
    const match = /https?:\/\/[^/\s]+(\/p\/[a-z]+(?:\/[0-9a-f-]+){3,4})#([A-Za-z0-9_-]{43})/.exec(text);
    if (match) return { path: match[1]!, token: match[2]! };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no public link in a mail to ${email}`);
};

/** The organisation's library (issue 15, identity): each param kind's table, for fixtures and the ids they name. */
export const libraryTables = {
  textTemplate: 'identity.text_templates',
  preference: 'identity.preferences',
  attachment: 'identity.attachments',
  savedFilter: 'identity.saved_filters',
} as const satisfies Partial<Record<ParamKind, string>>;
export type LibraryKind = keyof typeof libraryTables;

/** One text template, preference, attachment and saved filter in the organisation of the admin whose token this is. */
export const addLibraryFixture = async (app: Hono, token: string): Promise<void> => {
  const form = new FormData();
  form.append('name', 'Fixture attachment');
  form.append('file', new File(['Fixture attachment'], 'liite.txt', { type: 'text/plain' }));
  const answers = [
    await call(app, 'POST', '/api/v2.5/admin/texts', { token, body: { name: 'Fixture text', text: 'Fixture text' } }),
    await call(app, 'POST', '/api/v2.5/admin/preferences', { token, body: { name: 'Fixture preference', type: 'string', value: 'x' } }),
    await call(app, 'POST', '/api/v2.5/admin/attachments', { token, rawBody: form }),
    await call(app, 'POST', '/api/v2.5/admin/filters', { token, body: { name: 'Fixture filter', items: [] } }),
  ];
  const failed = answers.find((answer) => answer.status !== 201);
  if (failed) throw new Error(`library fixture answered ${failed.status} ${failed.text.slice(0, 300)}`);
};

/** The organisation's first row of each library kind (undefined where it has none), read as the owner. */
export const libraryIds = async (db: Database, organisationsId: string): Promise<Record<LibraryKind, string | undefined>> => {
  const ids = {} as Record<LibraryKind, string | undefined>;
  for (const [kind, table] of Object.entries(libraryTables) as [LibraryKind, string][]) {
    const [row] = await db.owner<{ id: string }[]>`select id::text as id from ${db.owner(table)} where organisations_id = ${organisationsId} order by id limit 1`;
    ids[kind] = row?.id;
  }
  return ids;
};
