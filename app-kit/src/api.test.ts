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
  accept: string | null;
  body: unknown;
  form: FormData | null;
}

type Answer = { status: number; body: unknown } | Response;
type Handler = (call: Call) => Answer | Promise<Answer>;

const ok = (data: unknown) => ({ status: 200, body: { status: true, data, errors: [] } });
const fail = (status: number, code: string, message = code) => ({ status, body: { status: false, data: null, errors: [{ code, message }] } });

/** A fake fetch speaking the real envelope over real Request/Response objects. */
const setup = (handler: Handler, initialToken: string | null = 'token-1') => {
  const session = { token: initialToken, lost: [] as unknown[] };
  const calls: Call[] = [];
  const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const form = multipart ? await request.formData() : null;
    const text = multipart ? '' : await request.text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      token: request.headers.get('x-access-token'),
      bearer: request.headers.get('authorization'),
      accept: request.headers.get('accept'),
      body: text ? JSON.parse(text) : undefined,
      form,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const client = createApiClient({
    prefixUrl: 'http://tunne.test/api',
    uploadTimeoutMs: 200,
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

  it('carries the failure envelope\'s data on the error (the duplicate warning\'s matches)', async () => {
    const duplicates = [{ id: 'c1', name: 'Äijälä Oy', reasons: ['name'] }];
    const { client } = setup(() => ({
      status: 409,
      body: { status: false, data: { duplicates }, errors: [{ code: 'DUPLICATE_CUSTOMER', message: 'Duplicate' }] },
    }));
    const error = await client.post('v2.5/user/customers', { type: 'business', name: 'Äijälä Oy' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ code: 'DUPLICATE_CUSTOMER', status: 409, data: { duplicates } });
    const plain = await setup(() => fail(400, 'INVALID_SSN')).client.get('v2.5/x').catch((e: unknown) => e);
    expect(plain).toMatchObject({ code: 'INVALID_SSN', data: null });
  });
});

const uploadForm = (fields: Record<string, string> = {}) => {
  const form = new FormData();
  form.set('file', new File(['Nimi;Y-tunnus\nÄijälä Oy;\n'], 'asiakkaat.csv', { type: 'text/csv' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

const ndjsonAnswer = (lines: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        for (const line of lines) controller.enqueue(encoder.encode(line));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } },
  );

describe('api client uploads', () => {
  it('sends the form as multipart with the token and unwraps the answer', async () => {
    const { client, calls } = setup(() => ok({ id: 'todo-1' }));
    await expect(client.upload('/api/v2.5/user/customers/c1/todos/t1/files', uploadForm())).resolves.toEqual({ id: 'todo-1' });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v2.5/user/customers/c1/todos/t1/files', token: 'token-1', accept: 'application/json' });
    expect((calls[0]!.form!.get('file') as File).name).toBe('asiakkaat.csv');
  });

  it('renews once on a 403 and sends the same form again with the new token', async () => {
    const { client, calls, session } = setup((call) => {
      if (call.path === renewPath) return ok({ jwt: 'token-2', id: 'u1' });
      return call.token === 'token-2' ? ok({ size: (call.form!.get('file') as File).size }) : fail(403, 'TOKEN_EXPIRED');
    });
    await expect(client.upload('v2.5/admin/lists/krp', uploadForm())).resolves.toEqual({ size: 28 });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.token}`)).toEqual([
      'POST /api/v2.5/admin/lists/krp token-1',
      'PUT /api/v2.5/user/auth/renew token-1',
      'POST /api/v2.5/admin/lists/krp token-2',
    ]);
    expect((calls[2]!.form!.get('file') as File).name).toBe('asiakkaat.csv');
    expect(session.token).toBe('token-2');
  });

  it('does not renew a second time when the retried upload gets a 403 too', async () => {
    const { client, calls } = setup((call) => (call.path === renewPath ? ok({ jwt: 'token-2', id: 'u1' }) : fail(403, 'FORBIDDEN')));
    await expect(client.upload('v2.5/admin/lists/krp', uploadForm())).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(calls).toHaveLength(3);
  });

  it('logs out on a 401', async () => {
    const { client, session } = setup(() => fail(401, 'NOT_LOGGED_IN'));
    await expect(client.upload('v2.5/admin/lists/krp', uploadForm())).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
    expect(session.lost).toEqual(['expired']);
    expect(session.token).toBeNull();
  });

  it('times out when the answer does not start in time', async () => {
    const { client } = setup(() => new Promise<never>(() => undefined));
    await expect(client.upload('v2.5/admin/lists/krp', uploadForm(), { timeoutMs: 30 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    // The client's own upload time (200 ms here) applies without a per-call one.
    await expect(client.upload('v2.5/admin/lists/krp', uploadForm())).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
});

describe('api client streams', () => {
  const progress = { phase: 'validate', progress: 1, total: 2 };

  it('hands each progress line over as it arrives and answers the final envelope\'s data', async () => {
    const { client, calls } = setup(() =>
      ndjsonAnswer([
        '{"phase":"validate","progress":1,"total":2}\n{"phase":"ins',
        'ert","progress":2,"total":2}\n\n{"status":true,"data":{"name":"Ääkk',
        'önen Åsa"},"errors":[]}',
      ]),
    );
    const lines: unknown[] = [];
    await expect(client.stream('/api/v2.5/user/customers/import', { form: uploadForm({ dry_run: 'true' }), onLine: (line) => lines.push(line) }))
      .resolves.toEqual({ name: 'Ääkkönen Åsa' });
    expect(lines).toEqual([progress, { phase: 'insert', progress: 2, total: 2 }]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v2.5/user/customers/import', accept: 'application/x-ndjson', token: 'token-1' });
    expect(calls[0]!.form!.get('dry_run')).toBe('true');
  });

  it('throws a failed last line as an ApiCallError with its data', async () => {
    const result = { imported: 0, error_count: 1 };
    const { client } = setup(() =>
      ndjsonAnswer([`${JSON.stringify(progress)}\n`, `${JSON.stringify({ status: false, data: result, errors: [{ code: 'VALIDATION_FAILED', message: '1 error(s)' }] })}\n`]),
    );
    await expect(client.stream('v2.5/user/customers/import', { form: uploadForm(), onLine: () => undefined }))
      .rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 200, data: result });
  });

  it('reads a refusal before the stream began as plain JSON, and renews on a 403 like any call', async () => {
    const { client, calls } = setup((call) => {
      if (call.path === renewPath) return ok({ jwt: 'token-2', id: 'u1' });
      if (call.token === 'token-1') return fail(403, 'TOKEN_EXPIRED');
      return fail(400, 'IMPORT_MAPPING_INVALID', 'No column is mapped to the name');
    });
    await expect(client.stream('v2.5/user/customers/import', { form: uploadForm(), onLine: () => undefined }))
      .rejects.toMatchObject({ code: 'IMPORT_MAPPING_INVALID', status: 400 });
    expect(calls.map((c) => c.token)).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('answers NETWORK_ERROR when the stream ends without its envelope or a line is cut', async () => {
    const ended = setup(() => ndjsonAnswer([`${JSON.stringify(progress)}\n`])).client;
    await expect(ended.stream('v2.5/x', { onLine: () => undefined })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const cut = setup(() => ndjsonAnswer(['{"phase":"val'])).client;
    await expect(cut.stream('v2.5/x', { onLine: () => undefined })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('api client download links', () => {
  it('asks for a 60-second token and puts it on the link with the other parameters', async () => {
    const { client, calls } = setup(() => ok({ jwt: 'temp-1', id: 'u1' }));
    await expect(client.temporaryLink('v2.5/user/customers/csv?sort=name', { l: 'se' })).resolves.toBe(
      'http://tunne.test/api/v2.5/user/customers/csv?sort=name&jwt=temp-1&l=se',
    );
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/v2.5/user/auth', body: { lifetime: 60 }, token: 'token-1' });
  });
});
