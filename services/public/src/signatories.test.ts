import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type {
  Envelope, LinkAddress, OutboundPublicPorts, PublicSignatoryView, PublicSignReceipt, PublicVerifyResult, RateLimitPort,
} from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { identityMigrations, identityPorts } from '@tunne/identity/testing';
import { createPublicApp } from './index.ts';

// The signatory's routes and the verification page over a recording port, with the real rate limiter.

const org = randomUUID();
const customer = randomUUID();
const token = () => randomBytes(32).toString('base64url');
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n% allekirjoitettu\n');

interface Call {
  method: string;
  link: LinkAddress | null;
  args: unknown[];
}

const view = (link: LinkAddress): PublicSignatoryView => ({
  id: link.id, esignatures_id: link.esignaturesId!, organisation: { name: 'Tilitoimisto Oy', color: null, logo_url: null }, language: 'fi',
  signature_name: 'Sopimus', description: null, signtext: null, name: 'Matti', companyname: null, role: null, files: [],
  methods: [{ method: 'SCREENSIGNATURE', available: true }], force_passportreader: false, stage: 'open', esignature_status: 'SEND',
  identified: null, signed_at: null, final_pdf_available: false, expires_at: '2027-01-01T00:00:00.000Z',
});

const recorder = () => {
  const calls: Call[] = [];
  const valid = new Set<string>();
  const record = (method: string, link: LinkAddress | null, ...args: unknown[]) => {
    calls.push({ method, link, args });
    if (link && !valid.has(link.token)) throw new AppError('LINK_INVALID', 'no such token', { data: { secret: 'leak' } });
  };
  const unused = <T>(name: string): T =>
    new Proxy({}, { get: (_target, key) => async () => { throw new Error(`${name}.${String(key)} is not used here`); } }) as T;
  const ports: OutboundPublicPorts = {
    requests: unused('requests'),
    letters: unused('letters'),
    identifications: unused('identifications'),
    signatories: {
      view: async (link) => (record('view', link), view(link)),
      file: async (link, filesId) => (record('file', link, filesId), { name: 'Sopimus ä.pdf', mime: 'application/pdf', bytes: pdfBytes }),
      startEid: async (link, method) => (record('startEid', link, method), { url: 'https://eid.example/authorize?state=x' }),
      completeEid: async (link, body, meta) => (record('completeEid', link, body, meta), { name: 'Tiina', method: 'NETSEIDENT_BANKID_FI' }),
      sign: async (link, body, meta): Promise<PublicSignReceipt> => (record('sign', link, body, meta), { signed_at: '2026-11-26T12:00:00.000Z', esignature_signed: true }),
      signedPdf: async (link) => (record('signedPdf', link), { name: 'Sopimus_allekirjoitettu.pdf', mime: 'application/pdf', bytes: pdfBytes }),
    },
    verify: {
      verify: async (bytes): Promise<PublicVerifyResult> => (record('verify', null, bytes.byteLength), { match: false, pdf_signature: 'none', sha256: 'x', timestamp: null, document: null }),
    },
  };
  return { ports, calls, valid };
};

let t: TestDatabase;
let rateLimits: RateLimitPort;
let fake: ReturnType<typeof recorder>;
let app: Hono;
let addressCounter = 0;
const nextAddress = () => `2001:db8::5:${(addressCounter += 1).toString(16)}`;

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
const validLink = () => {
  const value = token();
  fake.valid.add(value);
  return value;
};
const esig = randomUUID();
const base = (id: string, rest = '', e: string = esig) => `/api/v2.5/public/signatories/${org}/${customer}/${e}/${id}${rest}`;
const pdfForm = (bytes: Uint8Array = pdfBytes, name = 'sopimus.pdf') => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }));
  return form;
};

describe('the signatory\'s page', () => {
  it('passes the e-signature of the path with the link; a wrong token answers LINK_INVALID without data', async () => {
    const id = randomUUID();
    const link = validLink();
    const response = await send('GET', base(id), { token: link });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await json<PublicSignatoryView>(response)).data).toMatchObject({ id, esignatures_id: esig, stage: 'open' });
    expect(fake.calls).toEqual([{ method: 'view', link: { organisationsId: org, customersId: customer, id, esignaturesId: esig, token: link }, args: [] }]);

    const refused = await send('GET', base(id), { token: token() });
    expect(refused.status).toBe(404);
    expect(await json(refused)).toEqual({ status: false, data: null, errors: [{ code: 'LINK_INVALID', message: 'This link cannot be used' }] });
  });

  it('a malformed e-signature id or token never reaches the port', async () => {
    for (const [path, value] of [[base(randomUUID(), '', 'not-a-uuid'), validLink()], [base(randomUUID()), 'short']] as const) {
      const response = await send('GET', path, { token: value });
      expect([response.status, (await json(response)).errors[0]?.code]).toEqual([404, 'LINK_INVALID']);
    }
    expect(fake.calls).toEqual([]);
  });

  it('serves the original and the signed PDF as attachments', async () => {
    const link = validLink();
    const id = randomUUID();
    const filesId = randomUUID();
    const original = await send('GET', base(id, `/files/${filesId}`), { token: link });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(original.headers.get('content-disposition')).toContain('attachment;');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(pdfBytes);
    expect(fake.calls[0]).toMatchObject({ method: 'file', args: [filesId] });
    expect((await send('GET', base(id, '/files/nope'), { token: link })).status).toBe(404);
    const signed = await send('GET', base(id, '/pdf'), { token: link });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-disposition')).toContain('Sopimus_allekirjoitettu.pdf');
  });

  it('starts and completes an eID and signs, with bodies checked by their schemas and the signer\'s address', async () => {
    const link = validLink();
    const id = randomUUID();
    const ip = nextAddress();
    expect((await json(await send('POST', base(id, '/eid/start'), { token: link, body: { method: 'NETSEIDENT_BANKID_FI' } }))).data).toEqual({ url: 'https://eid.example/authorize?state=x' });
    expect((await send('POST', base(id, '/eid/start'), { token: link, body: { method: 'NOPE' } })).status).toBe(400);
    const completed = await send('POST', base(id, '/eid/complete'), { token: link, body: { callback: '?code=a&state=x' } });
    expect((await json(completed)).data).toEqual({ name: 'Tiina', method: 'NETSEIDENT_BANKID_FI' });
    expect((await send('POST', base(id, '/sign'), { token: link, body: { method: 'SCREENSIGNATURE', accept: false } })).status).toBe(400);
    expect((await send('POST', base(id, '/sign'), { token: link, body: { method: 'SCREENSIGNATURE', accept: true, extra: 1 } })).status).toBe(400);
    const signed = await send('POST', base(id, '/sign'), { token: link, ip, body: { method: 'NETSEIDENT_BANKID_FI', accept: true } });
    expect((await json<PublicSignReceipt>(signed)).data).toEqual({ signed_at: '2026-11-26T12:00:00.000Z', esignature_signed: true });
    expect(fake.calls.map((c) => c.method)).toEqual(['startEid', 'completeEid', 'sign']);
    expect(fake.calls[1]!.args).toEqual([{ callback: '?code=a&state=x' }, { ipaddress: expect.any(String), userAgent: 'vitest' }]);
    expect(fake.calls[2]!.args[1]).toEqual({ ipaddress: ip, userAgent: 'vitest' });
  });

  it('passes the port\'s state errors on', async () => {
    const link = validLink();
    fake.ports.signatories.sign = async () => { throw new AppError('NOT_YOUR_TURN', 'wait'); };
    const response = await send('POST', base(randomUUID(), '/sign'), { token: link, body: { method: 'SCREENSIGNATURE', accept: true } });
    expect([response.status, (await json(response)).errors[0]?.code]).toEqual([409, 'NOT_YOUR_TURN']);
  });
});

describe('the verification page', () => {
  it('checks an uploaded PDF without a link; anything else is refused before the port', async () => {
    const response = await send('POST', '/api/v2.5/public/verify', { form: pdfForm() });
    expect(response.status).toBe(200);
    expect((await json<PublicVerifyResult>(response)).data).toEqual({ match: false, pdf_signature: 'none', sha256: 'x', timestamp: null, document: null });
    expect(fake.calls).toEqual([{ method: 'verify', link: null, args: [pdfBytes.byteLength] }]);

    const png = await send('POST', '/api/v2.5/public/verify', { form: pdfForm(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'kuva.pdf') });
    expect([png.status, (await json(png)).errors[0]?.code]).toEqual([415, 'UNSUPPORTED_FILE']);
    expect((await send('POST', '/api/v2.5/public/verify', { body: { file: 'x' } })).status).toBe(415);
    const empty = await send('POST', '/api/v2.5/public/verify', { form: pdfForm(new Uint8Array(0)) });
    expect(empty.status).toBe(400);
    expect(fake.calls).toHaveLength(1);
  });

  it('is rate-limited per client address', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send('POST', '/api/v2.5/public/verify', { form: pdfForm(), ip })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await send('POST', '/api/v2.5/public/verify', { form: pdfForm(), ip: nextAddress() })).status).toBe(200);
  });
});
