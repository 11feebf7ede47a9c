import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

/** Environment parsed and checked once at boot; a wrong value stops the process with a clear message. */
export interface Config {
  port: number;
  databaseUrl: string | null;
  appDatabaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  publicUrl: string;
  mail: { host: string | null; port: number; from: string };
  /** Development only: the SMTP sink, SMS outbox and dev mailbox page (never in production). */
  devMailbox: boolean;
  production: boolean;
  /** Interface to listen on: 127.0.0.1 unless HOST is set. */
  host: string;
  /** Demo organisations and users are created only with SEED=demo, and never in production. */
  seedDemo: boolean;
  /** A real SMS gateway; null means SMS access codes come from the dev outbox (development) or are off (production). */
  sms: { url: string; apiKey: string; sender: string } | null;
  /**
   * Addresses (IPs or CIDRs) of the load balancers in front of the app: only when the socket's peer is one of
   * them is X-Forwarded-For read for the client's address. Empty: the socket's peer is the client.
   */
  trustedProxies: string[];
}

const intFrom = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`${name} must be a port number`);
  return parsed;
};

const secretFor = (dataDir: string, given: string | undefined, production: boolean): string => {
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return given;
  }
  if (production) throw new Error('JWT_SECRET is required in production');
  // Embedded default: one generated secret kept with the data, so sessions survive restarts.
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const smsFrom = (env: NodeJS.ProcessEnv): Config['sms'] => {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('SMS_GATEWAY_URL must be an http(s) URL');
  const apiKey = env.SMS_GATEWAY_KEY?.trim();
  if (!apiKey) throw new Error('SMS_GATEWAY_KEY is required with SMS_GATEWAY_URL');
  return { url, apiKey, sender: env.SMS_SENDER?.trim() || 'Tunne' };
};

const proxiesFrom = (value: string | undefined): string[] => {
  const list = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item)) throw new Error(`TRUSTED_PROXIES: "${item}" is not an IP address or CIDR`);
  }
  return list;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
  if (production && env.DEV_MAILBOX === '1') throw new Error('DEV_MAILBOX=1 is a development convenience and is refused in production');
  if (production && env.SEED === 'demo') throw new Error('SEED=demo is refused in production: demo users have a published password');
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = intFrom(env.PORT, 8080, 'PORT');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a postgres:// URL');
  return {
    port,
    databaseUrl,
    appDatabaseUrl: env.APP_DATABASE_URL?.trim() || null,
    dataDir,
    jwtSecret: secretFor(dataDir, env.JWT_SECRET, production),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mail: {
      host: env.SMTP_HOST?.trim() || null,
      port: intFrom(env.SMTP_PORT, 25, 'SMTP_PORT'),
      from: env.MAIL_FROM ?? 'Tunne <no-reply@tunne.local>',
    },
    devMailbox: !production && env.DEV_MAILBOX !== '0',
    production,
    host: env.HOST?.trim() || '127.0.0.1',
    seedDemo: !production && env.SEED === 'demo',
    sms: smsFrom(env),
    trustedProxies: proxiesFrom(env.TRUSTED_PROXIES),
  };
};
