// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api.ts';
import { ApiCallError } from './api-error.ts';

interface Call {
  method: string;
  path: string;
  search: string;
  token: string | null;
  bearer: string | null;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

const ok = (data: unknown) => ({ status: 200, body: { status: true, data, errors: [] } });
const fail = (status: number, code: string, message = code) => ({ status, body: { status: false, data: null, errors: [{ code, message }] } });

/** A fake fetch speaking the real envelope over real Request/Response objects. */
const setup = (handler: Handler, initialToken: string | null = 'token-1') => {
  const session = { token: initialToken, lost: [] as unknown[] };
  const calls: Call[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      token: request.headers.get('x-access-token'),
      bearer: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = await handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({
    prefixUrl: 'http://tunne.test/api',
    fetch: fakeFetch as unknown as typeof fetch,
    getToken: () => session.token,
    setToken: (token) => {
      session.token = token;
    },
    onSessionLost: (reason) => {
      session.lost.push(reason);
      session.token = null;
    },
  });
  return { client, calls, session };
};

const renewPath = '/api/v2.5/user/auth/renew';

describe('api client', () => {
  it('sends the token in both headers and unwraps the envelope', async () => {
    const { client, calls } = setup(() => ok({ id: 'u1' }));
    await expect(client.get('v2.5/user/users/me')).resolves.toEqual({ id: 'u1' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/v2.5/user/users/me', token: 'token-1', bearer: 'Bearer token-1' });
  });

  it('drops empty search params and sends JSON bodies', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.get('/api/v2.5/user/customers', { searchParams: { name: 'Oy', archived: false, page: undefined, sort: '' } });
    await client.patch('v2.5/user/users/me/password', { old_password: 'a', password: 'b' });
    expect(calls[0]!.search).toBe('?name=Oy&archived=false');
    expect(calls[1]).toMatchObject({ method: 'PATCH', body: { old_password: 'a', password: 'b' } });
  });

  it('throws ApiCallError with code, message and status when status is false', async () => {
    const { client } = setup(() => fail(400, 'LOGIN_FAILED', 'Login failed'));
    const error = await client.post('v2.5/user/auth', { email: 'a', password: 'b' }, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'LOGIN_FAILED', message: 'Login failed', status: 400 });
  });

  it('sends no token when auth is false', async () => {
    const { client, calls } = setup(() => ok(null));
    await client.patch('v2.5/user/auth/forgot', { email: 'x@example.com' }, { auth: false });
    expect(calls[0]!.token).toBeNull();
    expect(calls[0]!.bearer).toBeNull();
  });

  it('on a 403 renews once, stores the new token and retries the call with it', async () => {
    const { client, calls, session } = setup((call) => {
      if (call.path === renewPath) return ok({ jwt: 'token-2', id: 'u1' });
      return call.token === 'token-2' ? ok({ items: [] }) : fail(403, 'TOKEN_EXPIRED');
    });
    await expect(client.get('v2.5/user/customers')).resolves.toEqual({ items: [] });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.token}`)).toEqual([
      'GET /api/v2.5/user/customers token-1',
      'PUT /api/v2.5/user/auth/renew token-1',
      'GET /api/v2.5/user/customers token-2',
    ]);
    expect(session.token).toBe('token-2');
    expect(session.lost).toEqual([]);
  });

  it('does not renew again when the retry also gets a 403 (no loop)', async () => {
    const { client, calls, session } = setup((call) =>
      call.path === renewPath ? ok({ jwt: 'token-2', id: 'u1' }) : fail(403, 'FORBIDDEN', 'Admins only'),
    );
    await expect(client.get('v2.5/admin/users')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(calls.filter((c) => c.path === renewPath)).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(session.token).toBe('token-2');
  });

  it('logs out when the renewal fails, without retrying', async () => {
    const { client, calls, session } = setup((call) =>
      call.path === renewPath ? fail(401, 'NOT_LOGGED_IN') : fail(403, 'TOKEN_EXPIRED'),
    );
    await expect(client.get('v2.5/user/customers')).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(calls).toHaveLength(2);
    expect(session.lost).toEqual(['expired']);
    expect(session.token).toBeNull();
  });

  it('shares one renewal between concurrent 403s', async () => {
    let release: () => void = () => undefined;
    const renewalGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = setup(async (call) => {
      if (call.path === renewPath) {
        await renewalGate;
        return ok({ jwt: 'token-2', id: 'u1' });
      }
      return call.token === 'token-2' ? ok(call.path) : fail(403, 'TOKEN_EXPIRED');
    });
    const pending = Promise.all([client.get('v2.5/a'), client.get('v2.5/b'), client.get('v2.5/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === renewPath)).toHaveLength(1));
    release();
    await expect(pending).resolves.toEqual(['/api/v2.5/a', '/api/v2.5/b', '/api/v2.5/c']);
    expect(calls.filter((c) => c.path === renewPath)).toHaveLength(1);
  });

  it('retries with the new token without renewing when a renewal finished meanwhile', async () => {
    let slowRelease: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      slowRelease = resolve;
    });
    const { client, calls } = setup(async (call) => {
      if (call.path === renewPath) return ok({ jwt: 'token-2', id: 'u1' });
      if (call.path === '/api/v2.5/slow' && call.token === 'token-1') await slowGate;
      return call.token === 'token-2' ? ok(call.path) : fail(403, 'TOKEN_EXPIRED');
    });
    const slow = client.get('v2.5/slow');
    await expect(client.get('v2.5/fast')).resolves.toBe('/api/v2.5/fast');
    slowRelease();
    await expect(slow).resolves.toBe('/api/v2.5/slow');
    expect(calls.filter((c) => c.path === renewPath)).toHaveLength(1);
  });

  it('does not try to renew a 403 on a call made without a session (login)', async () => {
    const { client, calls, session } = setup(() => fail(403, 'UI_LOGIN_DISABLED'), null);
    await expect(client.post('v2.5/user/auth', {}, { auth: false })).rejects.toMatchObject({ code: 'UI_LOGIN_DISABLED' });
    expect(calls).toHaveLength(1);
    expect(session.lost).toEqual([]);
  });

  it('logs out on a 401 for a call that carried a token', async () => {
    const { client, session } = setup(() => fail(401, 'NOT_LOGGED_IN'));
    await expect(client.get('v2.5/user/users/me')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
    expect(session.lost).toEqual(['expired']);
  });

  it('maps a non-envelope answer and a network failure to client codes', async () => {
    const { client } = setup(() => ({ status: 502, body: 'oops' }));
    await expect(client.get('v2.5/x')).rejects.toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    const broken = createApiClient({
      prefixUrl: 'http://tunne.test/api',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      getToken: () => null,
      setToken: () => undefined,
      onSessionLost: () => undefined,
    });
    await expect(broken.get('v2.5/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('times out after the configured time with code TIMEOUT', async () => {
    const hanging = createApiClient({
      prefixUrl: 'http://tunne.test/api',
      timeoutMs: 50,
      fetch: ((input: Request) =>
        new Promise((_, reject) => {
          input.signal.addEventListener('abort', () => reject(input.signal.reason));
        })) as unknown as typeof fetch,
      getToken: () => null,
      setToken: () => undefined,
      onSessionLost: () => undefined,
    });
    await expect(hanging.get('v2.5/x')).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});
