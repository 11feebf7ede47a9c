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
  devMailbox: boolean;
  production: boolean;
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

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const production = env.NODE_ENV === 'production';
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
    devMailbox: env.DEV_MAILBOX ? env.DEV_MAILBOX === '1' : !production,
    production,
  };
};
