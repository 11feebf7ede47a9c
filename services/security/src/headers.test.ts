import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appContentSecurityPolicy } from '@tunne/gateway';
import { call, login, startSecurityGateway, type Answer, type SecurityGateway } from './support.ts';

/** Finding 4: one header policy for every kind of answer the gateway gives. */
let g: SecurityGateway;
let token: string;
beforeAll(async () => {
  g = await startSecurityGateway();
  token = await login(g.app, 'admin@example.com', undefined, '203.0.113.40');
});
afterAll(async () => g?.stop());

const expectCommon = (answer: Answer<unknown>, what: string): void => {
  expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(answer.headers.get('x-frame-options'), what).toBe('DENY');
  expect(answer.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(answer.headers.get('x-powered-by'), what).toBeNull();
};

describe('response headers', () => {
  it('pages of the app: strict CSP without inline script or style, never framed', async () => {
    for (const path of ['/app/', '/app/customers/123', '/app/reset', '/app/forgot']) {
      const answer = await call(g.app, 'GET', path);
      expect(answer.status, path).toBe(200);
      expectCommon(answer, path);
      const csp = answer.headers.get('content-security-policy')!;
      expect(csp).toBe(appContentSecurityPolicy);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('assets: the resource policy, a long cache for hashed files', async () => {
    const asset = await call(g.app, 'GET', '/app/main.0123456789abcdef.js');
    expectCommon(asset, 'asset');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = await call(g.app, 'GET', '/app/remotes.json');
    expectCommon(manifest, 'remotes.json');
  });

  it('API answers, their errors and 404s are never stored', async () => {
    const answers: [string, Answer<unknown>][] = [
      ['me', await call(g.app, 'GET', '/api/v2.5/user/users/me', { token })],
      ['customers', await call(g.app, 'GET', '/api/v2.5/user/customers?size=5', { token })],
      ['no token', await call(g.app, 'GET', '/api/v2.5/user/customers')],
      ['unknown API path', await call(g.app, 'GET', '/api/v2.5/user/nothing-here', { token })],
      ['bad body', await call(g.app, 'POST', '/api/v2.5/user/auth', { rawBody: '{', headers: { 'content-type': 'application/json' } })],
      ['csv', await call(g.app, 'GET', '/api/v2.5/user/customers/csv', { token })],
      ['health', await call(g.app, 'GET', '/healthz')],
      ['404 page', await call(g.app, 'GET', '/nothing-here')],
      ['404 asset', await call(g.app, 'GET', '/app/missing.js')],
    ];
    for (const [what, answer] of answers) {
      expect(answer.status, what).toBeLessThan(500);
      expectCommon(answer, what);
      expect(answer.headers.get('cache-control'), what).toBe('no-store');
    }
    expect(answers[0]![1].headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('the dev mailbox page has its own nonce for its style and no script at all', async () => {
    const page = await call(g.app, 'GET', '/dev/mailbox');
    expect(page.status).toBe(200);
    expectCommon(page, 'mailbox');
    const csp = page.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(csp).not.toContain('script-src');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no HSTS in development (plain http on localhost)', async () => {
    expect((await call(g.app, 'GET', '/healthz')).headers.get('strict-transport-security')).toBeNull();
  });
});
