import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type {
  Envelope, LinkAddress, OutboundPublicPorts, PublicIdentificationReceipt, PublicIdentificationView, PublicIdentificationsPort, RateLimitPort,
} from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { identityMigrations, identityPorts } from '@tunne/identity/testing';
import { createPublicApp } from './index.ts';

// The HTTP layer of the identification page's API over a recording port, with the real rate limiter.

const org = randomUUID();
const customer = randomUUID();
const token = () => randomBytes(32).toString('base64url');
const png = `data:image/png;base64,${Buffer.from('\x89PNG\r\n\x1a\n-not-checked-here').toString('base64')}`;

interface Call {
  method: string;
  link: LinkAddress;
  args: unknown[];
}

const view = (id: string): PublicIdentificationView => ({
  id,
  organisation: { name: 'Tilitoimisto Oy', color: null, logo_url: null },
  language: 'fi',
  name: 'Maija Meikäläinen',
  description: null,
  instructions: 'Tunnistaudu pankkitunnuksilla',
  methods: [{ method: 'NETSEIDENT_BANKID_FI', available: true }, { method: 'SCREENSIGNATURE', available: true }],
  ask_pep: true,
  identified_at: null,
  eidmethod: null,
  expires_at: '2027-01-01T00:00:00.000Z',
});

const receipt: PublicIdentificationReceipt = { identified_at: '2026-11-26T12:00:00.000Z', eidmethod: 'NETSEIDENT_BANKID_FI', name: 'Maija Meikäläinen', awaits_acceptance: false };

const recorder = () => {
  const calls: Call[] = [];
  const valid = new Set<string>();
  let problem: AppError | null = null;
  const record = (method: string, link: LinkAddress, ...args: unknown[]) => {
    calls.push({ method, link, args });
    if (problem) throw problem;
    if (!valid.has(link.token)) throw new AppError('LINK_INVALID', 'no such token', { data: { secret: 'leak' } });
  };
  const identifications: PublicIdentificationsPort = {
    view: async (link) => (record('view', link), view(link.id)),
    startEid: async (link, method) => (record('startEid', link, method), { url: 'https://eid.example/authorize?state=abc' }),
    completeEid: async (link, body, meta) => (record('completeEid', link, body, meta), receipt),
    screenSignature: async (link, body, meta) => (record('screenSignature', link, body, meta), { ...receipt, eidmethod: 'SCREENSIGNATURE' }),
    addFile: async (link, file) => {
      record('addFile', link, file);
      return { id: randomUUID(), name: file.name, mime: file.mime, size: file.bytes.byteLength, sha256: 'x', role: 'passport', created_at: '2026-01-01T00:00:00Z' };
    },
    passport: async (link, body, meta) => (record('passport', link, body, meta), { ...receipt, eidmethod: 'PASSPORTFILE' }),
  };
  const unused = <T>(name: string): T =>
    new Proxy({}, { get: (_target, key) => async () => { throw new Error(`${name}.${String(key)} is not used here`); } }) as T;
  const ports: OutboundPublicPorts = {
    requests: unused('requests'), letters: unused('letters'), identifications, signatories: unused('signatories'), verify: unused('verify'),
  };
  return { ports, calls, valid, fail: (error: AppError | null) => (problem = error) };
};

let t: TestDatabase;
let rateLimits: RateLimitPort;
let fake: ReturnType<typeof recorder>;
let app: Hono;
let addressCounter = 0;
const nextAddress = () => `2001:db8::1:${(addressCounter += 1).toString(16)}`;

beforeAll(async () => {
  t = await createTestDatabase([identityMigrations]);
  rateLimits = identityPorts(t.db).rateLimits;
});
afterAll(async () => t?.stop());
beforeEach(() => {
  fake = recorder();
  app = createPublicApp({ ports: fake.ports, rateLimits }).app;
});

const send = async (method: string, path: string, options: { token?: string; body?: unknown; form?: FormData; ip?: string } = {}) => {
  const headers: Record<string, string> = { 'user-agent': 'vitest' };
  if (options.token !== undefined) headers['x-link-token'] = options.token;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) body = options.form;
  return app.request(path, { method, headers, ...(body ? { body } : {}) }, { incoming: { socket: { remoteAddress: options.ip ?? nextAddress() } } });
};
const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
const url = (id: string, rest = '') => `/api/v2.5/public/identifications/${org}/${customer}/${id}${rest}`;
const validLink = () => {
  const value = token();
  fake.valid.add(value);
  return value;
};
const pep = { is_pep_self: false, is_pep_family: true, is_pep_partner: false };

describe('public identifications', () => {
  it('answers the view for a well-formed link, no-store and no referrer', async () => {
    const id = randomUUID();
    const link = validLink();
    const response = await send('GET', url(id), { token: link });
    expect(response.status).toBe(200);
    expect((await json<PublicIdentificationView>(response)).data).toMatchObject({ id, ask_pep: true, name: 'Maija Meikäläinen' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(fake.calls).toEqual([{ method: 'view', link: { organisationsId: org, customersId: customer, id, token: link }, args: [] }]);
  });

  it('answers LINK_INVALID for a malformed token or path without calling the port', async () => {
    for (const [path, value] of [[url(randomUUID()), 'short'], [url(randomUUID()), undefined], [`/api/v2.5/public/identifications/${org}/x/${randomUUID()}`, token()]] as const) {
      const response = await send('GET', path, value === undefined ? {} : { token: value });
      expect(response.status).toBe(404);
      expect((await json(response)).errors[0]?.code).toBe('LINK_INVALID');
    }
    const start = await send('POST', url(randomUUID(), '/eid/start'), { token: 'bad', body: { method: 'NETSEIDENT_BANKID_FI' } });
    expect(start.status).toBe(404);
    expect(fake.calls).toEqual([]);
  });

  it('passes link problems on without data, and the state errors with their status', async () => {
    const unknown = await send('GET', url(randomUUID()), { token: token() });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ status: false, data: null, errors: [{ code: 'LINK_INVALID', message: 'This link cannot be used' }] });
    const link = validLink();
    fake.fail(new AppError('LINK_EXPIRED', 'expired'));
    expect((await send('GET', url(randomUUID()), { token: link })).status).toBe(410);
    fake.fail(new AppError('ALREADY_IDENTIFIED', 'The person has already identified'));
    const again = await send('POST', url(randomUUID(), '/eid/complete'), { token: link, body: { callback: '?code=a&state=b' } });
    expect(again.status).toBe(409);
    expect((await json(again)).errors[0]?.code).toBe('ALREADY_IDENTIFIED');
    fake.fail(new AppError('EID_INVALID', 'The identification could not be completed'));
    const cancelled = await send('POST', url(randomUUID(), '/eid/complete'), { token: link, body: { callback: '?error=access_denied&state=b' } });
    expect(cancelled.status).toBe(400);
    expect((await json(cancelled)).errors[0]?.code).toBe('EID_INVALID');
  });

  it('starts and completes a strong identification, with the PEP answer and the recipient\'s address and browser', async () => {
    const id = randomUUID();
    const link = validLink();
    const started = await send('POST', url(id, '/eid/start'), { token: link, body: { method: 'NETSEIDENT_BANKID_FI' } });
    expect(started.status).toBe(200);
    expect((await json<{ url: string }>(started)).data).toEqual({ url: 'https://eid.example/authorize?state=abc' });
    const badMethod = await send('POST', url(id, '/eid/start'), { token: link, body: { method: 'FAKE_ID' } });
    expect(badMethod.status).toBe(400);
    expect((await json(badMethod)).errors[0]?.field).toBe('/method');
    const completed = await send('POST', url(id, '/eid/complete'), { token: link, body: { callback: '?code=c&state=abc', pep }, ip: '192.0.2.44' });
    expect(completed.status).toBe(200);
    expect((await json(completed)).data).toEqual(receipt);
    expect(fake.calls.map((call) => [call.method, ...call.args])).toEqual([
      ['startEid', 'NETSEIDENT_BANKID_FI'],
      ['completeEid', { callback: '?code=c&state=abc', pep }, { ipaddress: '192.0.2.44', userAgent: 'vitest' }],
    ]);
  });

  it('takes a drawn signature only as a PNG data URL', async () => {
    const id = randomUUID();
    const link = validLink();
    const jpeg = await send('POST', url(id, '/screensignature'), { token: link, body: { image: 'data:image/jpeg;base64,/9j/4AAQ' } });
    expect(jpeg.status).toBe(400);
    expect((await json(jpeg)).errors[0]?.field).toBe('/image');
    const signed = await send('POST', url(id, '/screensignature'), { token: link, body: { image: png, pep } });
    expect(signed.status).toBe(200);
    expect((await json<PublicIdentificationReceipt>(signed)).data?.eidmethod).toBe('SCREENSIGNATURE');
    expect(fake.calls.map((call) => call.method)).toEqual(['screenSignature']);
  });

  it('uploads a document by its content and confirms it', async () => {
    const id = randomUUID();
    const link = validLink();
    const form = new FormData();
    form.append('file', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'passi.jpg', { type: 'application/octet-stream' }));
    const added = await send('POST', url(id, '/files'), { token: link, form });
    expect(added.status).toBe(201);
    expect(fake.calls[0]!.args[0]).toMatchObject({ name: 'passi.jpg', mime: 'image/jpeg' });
    const exe = new FormData();
    exe.append('file', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'passi.pdf', { type: 'application/pdf' }));
    expect((await send('POST', url(id, '/files'), { token: link, form: exe })).status).toBe(415);
    const filesId = randomUUID();
    const confirmed = await send('POST', url(id, '/passport'), { token: link, body: { files_id: [filesId] } });
    expect(confirmed.status).toBe(200);
    const none = await send('POST', url(id, '/passport'), { token: link, body: { files_id: [] } });
    expect(none.status).toBe(400);
    expect(fake.calls.map((call) => call.method)).toEqual(['addFile', 'passport']);
    expect(fake.calls[1]!.args[0]).toEqual({ files_id: [filesId] });
  });
});
