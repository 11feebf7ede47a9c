import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tunne-config-'));
const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATA_DIR: dataDir };

describe('loadConfig', () => {
  it('listens on loopback unless HOST is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('seeds demo data only when asked for, and never in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SEED: 'demo' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...production, SEED: 'demo' })).toThrow(/SEED=demo/);
  });

  it('has the dev mailbox in development only; DEV_MAILBOX=1 does not turn it on in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).devMailbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEV_MAILBOX: '0' }).devMailbox).toBe(false);
    expect(loadConfig({ ...production }).devMailbox).toBe(false);
    expect(() => loadConfig({ ...production, DEV_MAILBOX: '1' })).toThrow(/DEV_MAILBOX=1/);
  });

  it('reads an SMS gateway, or none', () => {
    expect(loadConfig({ ...production }).sms).toBeNull();
    expect(loadConfig({ ...production, SMS_GATEWAY_URL: 'https://sms.example/api', SMS_GATEWAY_KEY: 'k' }).sms).toEqual({
      url: 'https://sms.example/api', apiKey: 'k', sender: 'Tunne',
    });
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: 'https://sms.example/api' })).toThrow(/SMS_GATEWAY_KEY/);
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_KEY: 'k' })).toThrow(/http/);
  });

  it('trusts forwarded headers from the configured proxies only', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustedProxies).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1,::1' }).trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.1', '::1']);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
  });
});
