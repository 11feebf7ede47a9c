import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type Envelope } from '@tunne/contracts';
import { DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { generateDevSigningKey } from '@tunne/outbound';

/**
 * Finding 1 (critical): the gateway started as production starts it — a real process with NODE_ENV=production —
 * has no developer routes and no demo users, on PostgreSQL when the suite runs there and on the embedded
 * database otherwise.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverUrl = process.env.TEST_EMBEDDED === '1' ? undefined : process.env.DATABASE_URL || undefined;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let child: ChildProcess;
let output = '';
let base = '';
let sink: SmtpSink;
let dataDir: string;
let databaseName: string | undefined;
let databaseUrl = '';
/** The PDF signing key production must be given (a generated one, written as the files an operator would mount). */
let signingEnv: Record<string, string> = {};

const startProduction = async (env: Record<string, string>): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const process_ = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    process_.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    process_.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const timer = setTimeout(() => process_.kill('SIGKILL'), 30_000);
    process_.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: text });
    });
  });

beforeAll(async () => {
  sink = await startSmtpSink(new DevOutbox());
  dataDir = mkdtempSync(join(tmpdir(), 'tunne-prod-'));
  const keysDir = join(dataDir, 'operator');
  await generateDevSigningKey(keysDir);
  signingEnv = { PDF_SIGNING_KEY_FILE: join(keysDir, 'signing', 'dev-signing-key.pem'), PDF_SIGNING_CERT_FILE: join(keysDir, 'signing', 'dev-signing-cert.pem') };
  if (serverUrl) {
    databaseName = `tunne_prod_${Date.now().toString(36)}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'production-test-secret-'.padEnd(48, 'p'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'info',
      ...signingEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the production gateway exited: ${output}`);
    const healthy = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the production gateway did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  await sink?.stop();
  if (serverUrl && databaseName) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the gateway in production mode', () => {
  it('answers 404 on every developer route, from loopback too', async () => {
    const urlToken = await fetch(`${base}/api/dev/url-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(urlToken.status).toBe(404);
    expect(((await urlToken.json()) as Envelope<unknown>).data).toBeNull();
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
    expect((await fetch(`${base}/dev/mailbox`)).status).toBe(404);
  });

  it('has no demo users: the published demo password does not log in', async () => {
    for (const email of ['admin@example.com', 'user@example.com', 'admin@toinen.example.com']) {
      const response = await fetch(`${base}/api/v2.5/user/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword }),
      });
      const body = (await response.json()) as Envelope<{ jwt: string | null }>;
      expect(response.status, email).toBe(400);
      expect(body.errors[0]?.code).toBe('LOGIN_FAILED');
      expect(body.data).toBeNull();
    }
  });

  it('sends HSTS and the header policy, and says SMS login is off without an SMS gateway', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(output).toContain('SMS access codes are off');
    expect(output).not.toContain('devMailbox":true');
  });

  it('starts no stand-in bank: without EID_PROVIDERS strong identification is off', async () => {
    expect(output).toContain('strong identification is off');
    expect(output).not.toContain('local eID provider started');
  });

  it('starts no stand-in timestamp authority: without PDF_TSA_URL the seals carry no trusted timestamp, and it says so', async () => {
    expect(output).toContain('no timestamp authority configured (PDF_TSA_URL)');
    expect(output).not.toContain('local timestamp authority started');
  });

  it('refuses to start with the developer conveniences asked for', async () => {
    const unsigned = { PORT: '0', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), SMTP_HOST: '127.0.0.1', DATABASE_URL: databaseUrl };
    const common = { ...unsigned, ...signingEnv };
    const mailbox = await startProduction({ ...common, DEV_MAILBOX: '1' });
    expect(mailbox.code).not.toBe(0);
    expect(mailbox.output).toContain('DEV_MAILBOX=1');
    const seed = await startProduction({ ...common, SEED: 'demo' });
    expect(seed.code).not.toBe(0);
    expect(seed.output).toContain('SEED=demo');
    // Final PDFs of e-signatures must be sealed with the organisation's certificate, never a generated one.
    const noKey = await startProduction(unsigned);
    expect(noKey.code).not.toBe(0);
    expect(noKey.output).toContain('PDF_SIGNING_KEY_FILE');
  });
});
