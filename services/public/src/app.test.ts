import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Envelope, LinkAddress, OutboundPublicPorts, PublicLetterView, PublicRequestView, RateLimitPort } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { identityMigrations, identityPorts } from '@tunne/identity/testing';
import { createPublicApp } from './index.ts';

// The HTTP layer of the public API over a recording port, with the real rate limiter on a migrated database.

const org = randomUUID();
const customer = randomUUID();
const token = () => randomBytes(32).toString('base64url');

interface Call {
  method: string;
  link: LinkAddress;
  args: unknown[];
}

const view = (id: string): PublicRequestView => ({
  id,
  organisation: { name: 'Tilitoimisto Oy', color: '#225577', logo_url: null },
  customer_name: 'Asiakas Oy',
  customer_country: 'FI',
  language: 'fi',
  description: 'Päivitättehän tiedot',
  asks: { ask_basic: true } as PublicRequestView['asks'],
  prefill: {},
  riskquestions: [],
  draft: null,
  files: [],
  answered_at: null,
  expires_at: '2027-01-01T00:00:00.000Z',
});

const recorder = () => {
  const calls: Call[] = [];
  /** Tokens the fake port accepts; any other is LINK_INVALID as the real port answers. */
  const valid = new Set<string>();
  let problem: AppError | null = null;
  const check = (link: LinkAddress) => {
    if (problem) throw problem;
    if (!valid.has(link.token)) throw new AppError('LINK_INVALID', 'no such token', { data: { secret: 'leak' } });
  };
  const record = (method: string) => (link: LinkAddress, ...args: unknown[]) => {
    calls.push({ method, link, args });
    check(link);
  };
  const unused = <T>(name: string): T =>
    new Proxy({}, { get: (_target, key) => async () => { throw new Error(`${name}.${String(key)} is not used here`); } }) as T;
  const ports: OutboundPublicPorts = {
    requests: {
      view: async (link) => (record('requests.view')(link), view(link.id)),
      saveDraft: async (link, draft) => record('requests.saveDraft')(link, draft),
      addFile: async (link, file) => {
        record('requests.addFile')(link, file);
        return { id: randomUUID(), name: file.name, mime: file.mime, size: file.bytes.byteLength, sha256: 'x', role: 'answer', created_at: '2026-01-01T00:00:00Z' };
      },
      removeFile: async (link, filesId) => record('requests.removeFile')(link, filesId),
      submit: async (link, answer, meta) => {
        record('requests.submit')(link, answer, meta);
        return { answered_at: '2026-11-26T12:00:00.000Z', awaits_acceptance: true };
      },
    },
    letters: {
      view: async (link, code, meta) => {
        record('letters.view')(link, code, meta);
        if (code === null) return { needs_code: true, organisation: view(link.id).organisation, language: 'fi', tel_hint: '•••• 4567' } satisfies PublicLetterView;
        if (code !== '123456') throw new AppError('LINK_CODE_INVALID', 'wrong code');
        return {
          needs_code: false, id: link.id, organisation: view(link.id).organisation, language: 'fi', text: 'Hei', files: [], allow_answer: true,
          answered_at: null, answer_text: null, answer_files: [], sent_at: '2026-11-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z',
        } satisfies PublicLetterView;
      },
      sendCode: async (link) => record('letters.sendCode')(link),
      file: async (link, code, filesId) => {
        record('letters.file')(link, code, filesId);
        return { name: 'Sopimus ä.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4 test') };
      },
      addAnswerFile: async (link, code, file) => {
        record('letters.addAnswerFile')(link, code, file);
        return { id: randomUUID(), name: file.name, mime: file.mime, size: file.bytes.byteLength, sha256: 'x', role: 'answer', created_at: '2026-01-01T00:00:00Z' };
      },
      answer: async (link, code, body, meta) => record('letters.answer')(link, code, body, meta),
    },
    // Identifications and signatories have their own tests (identifications.test.ts, signatories.test.ts).
    identifications: unused('identifications'),
    signatories: unused('signatories'),
    verify: unused('verify'),
  };
  return { ports, calls, valid, fail: (error: AppError | null) => (problem = error) };
};

let t: TestDatabase;
let rateLimits: RateLimitPort;
let fake: ReturnType<typeof recorder>;
let app: Hono;
let addressCounter = 0;
const nextAddress = () => `2001:db8::${(addressCounter += 1).toString(16)}`;

beforeAll(async () => {
  t = await createTestDatabase([identityMigrations]);
  rateLimits = identityPorts(t.db).rateLimits;
});
afterAll(async () => t?.stop());
beforeEach(() => {
  fake = recorder();
  app = createPublicApp({ ports: fake.ports, rateLimits }).app;
});

interface Options {
  token?: string;
  code?: string;
  body?: unknown;
  form?: FormData;
  ip?: string;
  headers?: Record<string, string>;
}

const send = async (method: string, path: string, options: Options = {}) => {
  const headers: Record<string, string> = { 'user-agent': 'vitest', ...options.headers };
  if (options.token !== undefined) headers['x-link-token'] = options.token;
  if (options.code !== undefined) headers['x-link-code'] = options.code;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else if (options.form) body = options.form;
  return app.request(path, { method, headers, ...(body ? { body } : {}) }, { incoming: { socket: { remoteAddress: options.ip ?? nextAddress() } } });
};
/** Rows the rate limiter has written: a call that reaches the database leaves one. */
const hitCount = async () => Number((await t.db.owner<{ n: string }[]>`select count(*) as n from identity.rate_limit_hits`)[0]!.n);
const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
const requestUrl = (id: string, rest = '') => `/api/v2.5/public/requests/${org}/${customer}/${id}${rest}`;
const letterUrl = (id: string, rest = '') => `/api/v2.5/public/letters/${org}/${customer}/${id}${rest}`;

const validLink = () => {
  const value = token();
  fake.valid.add(value);
  return value;
};

describe('public requests', () => {
  it('answers the view for a well-formed link, with no-store and no referrer', async () => {
    const id = randomUUID();
    const link = validLink();
    const response = await send('GET', requestUrl(id), { token: link });
    expect(response.status).toBe(200);
    expect((await json<PublicRequestView>(response)).data?.organisation.name).toBe('Tilitoimisto Oy');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(fake.calls).toEqual([{ method: 'requests.view', link: { organisationsId: org, customersId: customer, id, token: link }, args: [] }]);
  });

  it.each([
    ['no token', undefined],
    ['a short token', 'abc'],
    ['a token with padding', `${token().slice(0, 42)}=`],
    ['a 44-character token', `${token()}A`],
  ])('answers LINK_INVALID for %s without calling the port or the database', async (_name, value) => {
    const before = await hitCount();
    const response = await send('GET', requestUrl(randomUUID()), value === undefined ? {} : { token: value });
    expect(response.status).toBe(404);
    const body = await json(response);
    expect(body.errors[0]?.code).toBe('LINK_INVALID');
    expect(body.data).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(fake.calls).toEqual([]);
    expect(await hitCount()).toBe(before);
  });

  it('answers LINK_INVALID for a path id that is not a uuid, without calling the port', async () => {
    const response = await send('GET', `/api/v2.5/public/requests/${org}/not-a-uuid/${randomUUID()}`, { token: validLink() });
    expect(response.status).toBe(404);
    expect((await json(response)).errors[0]?.code).toBe('LINK_INVALID');
    expect(fake.calls).toEqual([]);
  });

  it('passes the port\'s link problems on with their status and without data', async () => {
    const link = validLink();
    fake.fail(new AppError('LINK_EXPIRED', 'expired at 2026-01-01', { data: { expires_at: '2026-01-01' } }));
    const expired = await send('GET', requestUrl(randomUUID()), { token: link });
    expect(expired.status).toBe(410);
    expect(await json(expired)).toEqual({ status: false, data: null, errors: [{ code: 'LINK_EXPIRED', message: 'This link cannot be used' }] });
    fake.fail(new AppError('LINK_ALREADY_ANSWERED'));
    const answered = await send('POST', requestUrl(randomUUID(), '/submit'), { token: link, body: {} });
    expect(answered.status).toBe(410);
    expect((await json(answered)).errors[0]?.code).toBe('LINK_ALREADY_ANSWERED');
    fake.fail(null);
    const unknown = await send('GET', requestUrl(randomUUID()), { token: token() });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).data).toBeNull();
  });

  it('saves a draft and submits an answer checked against the schema, with the recipient\'s address and browser', async () => {
    const id = randomUUID();
    const link = validLink();
    const draft = { basic: { name: 'Asiakas Oy' }, step: 'owners' };
    expect((await send('PUT', requestUrl(id, '/draft'), { token: link, body: draft })).status).toBe(200);
    const invalid = await send('PUT', requestUrl(id, '/draft'), { token: link, body: { owners: [{ name: '' }] } });
    expect(invalid.status).toBe(400);
    expect((await json(invalid)).errors[0]?.field).toBe('/owners/0/name');
    const submitted = await send('POST', requestUrl(id, '/submit'), { token: link, body: { freetext: 'Kiitos' }, ip: '192.0.2.7' });
    expect(submitted.status).toBe(200);
    expect((await json(submitted)).data).toEqual({ answered_at: '2026-11-26T12:00:00.000Z', awaits_acceptance: true });
    expect(fake.calls.map((call) => call.method)).toEqual(['requests.saveDraft', 'requests.submit']);
    expect(fake.calls[0]!.args).toEqual([draft]);
    expect(fake.calls[1]!.args).toEqual([{ freetext: 'Kiitos' }, { ipaddress: '192.0.2.7', userAgent: 'vitest' }]);
  });

  it('takes a file by its content, refuses a disguised one, and removes one by id', async () => {
    const id = randomUUID();
    const link = validLink();
    const pdf = new FormData();
    pdf.append('file', new File(['%PDF-1.7 hello'], '../../Tilinpäätös.pdf', { type: 'image/png' }));
    const added = await send('POST', requestUrl(id, '/files'), { token: link, form: pdf });
    expect(added.status).toBe(201);
    const addedCall = fake.calls.find((call) => call.method === 'requests.addFile')!;
    expect(addedCall.args[0]).toMatchObject({ name: 'Tilinpäätös.pdf', mime: 'application/pdf' });
    const exe = new FormData();
    exe.append('file', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'invoice.pdf', { type: 'application/pdf' }));
    const refused = await send('POST', requestUrl(id, '/files'), { token: link, form: exe });
    expect(refused.status).toBe(415);
    const removed = await send('DELETE', requestUrl(id, `/files/${randomUUID()}`), { token: link });
    expect(removed.status).toBe(200);
    const badId = await send('DELETE', requestUrl(id, '/files/1'), { token: link });
    expect(badId.status).toBe(404);
    expect(fake.calls.map((call) => call.method)).toEqual(['requests.addFile', 'requests.removeFile']);
  });

  it('strips a hidden right-to-left mark, gives the name the proven type\'s extension, refuses ZIP and script-named text (issue 26)', async () => {
    const id = randomUUID();
    const link = validLink();
    const upload = async (content: BlobPart, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new File([content], name, { type }));
      return send('POST', requestUrl(id, '/files'), { token: link, form });
    };
    expect((await upload('%PDF-1.7 hello', 'Lasku\u202Efdp.exe', 'application/pdf')).status).toBe(201);
    expect((await upload('echo pwned', 'Lasku\u202Efdp.bat', 'text/plain')).status).toBe(415);
    expect((await upload('alert(1)', 'ohje.js', 'text/javascript')).status).toBe(415);
    expect((await upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]), 'liitteet.zip', 'application/zip')).status).toBe(415);
    expect((await upload('Omistajat: A 50 %', 'muistio', 'text/plain')).status).toBe(201);
    const names = fake.calls.filter((call) => call.method === 'requests.addFile').map((call) => (call.args[0] as { name: string }).name);
    expect(names).toEqual(['Laskufdp.exe.pdf', 'muistio.txt']);
  });

  it('refuses an upload over the size limit before the port sees it', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(21 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    const response = await send('POST', requestUrl(randomUUID(), '/files'), { token: validLink(), form });
    expect(response.status).toBe(413);
    expect(fake.calls).toEqual([]);
  });

  it('refuses a JSON body over 1 MB', async () => {
    const response = await send('PUT', requestUrl(randomUUID(), '/draft'), {
      token: validLink(),
      body: { freetext: 'x'.repeat(1024 * 1024 + 10) },
      headers: {},
    });
    expect(response.status).toBe(413);
    expect(fake.calls).toEqual([]);
  });
});

describe('public letters', () => {
  it('asks for the code, refuses a malformed one without the port, and opens with the right one', async () => {
    const id = randomUUID();
    const link = validLink();
    const first = await json<PublicLetterView>(await send('GET', letterUrl(id), { token: link }));
    expect(first.data).toMatchObject({ needs_code: true, tel_hint: '•••• 4567' });
    const malformed = await send('GET', letterUrl(id), { token: link, code: '12ab56' });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).errors[0]?.code).toBe('LINK_CODE_INVALID');
    const wrong = await send('GET', letterUrl(id), { token: link, code: '000000' });
    expect((await json(wrong)).errors[0]?.code).toBe('LINK_CODE_INVALID');
    const opened = await json<PublicLetterView>(await send('GET', letterUrl(id), { token: link, code: '123456' }));
    expect(opened.data).toMatchObject({ needs_code: false, text: 'Hei' });
    expect(fake.calls.map((call) => call.args[0])).toEqual([null, '000000', '123456']);
  });

  it('downloads a file as an attachment that is not sniffed or stored', async () => {
    const response = await send('GET', letterUrl(randomUUID(), `/files/${randomUUID()}`), { token: validLink(), code: '123456' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Sopimus a.pdf"; filename\*=UTF-8''Sopimus%20%C3%A4\.pdf$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('%PDF-1.4 test');
  });

  it('answers with text and a file', async () => {
    const id = randomUUID();
    const link = validLink();
    const form = new FormData();
    form.append('file', new File(['Hei, tässä liite.'], 'vastaus.txt', { type: 'text/plain' }));
    expect((await send('POST', letterUrl(id, '/files'), { token: link, code: '123456', form })).status).toBe(201);
    const answered = await send('POST', letterUrl(id, '/answer'), { token: link, code: '123456', body: { text: 'Kiitos' } });
    expect(answered.status).toBe(200);
    expect(fake.calls.map((call) => call.method)).toEqual(['letters.addAnswerFile', 'letters.answer']);
    expect(fake.calls[1]!.args.slice(0, 2)).toEqual(['123456', { text: 'Kiitos' }]);
  });
});

describe('rate limits (the real limiter)', () => {
  it('sends at most 3 SMS codes for a letter in 15 minutes, whatever the address', async () => {
    const id = randomUUID();
    const link = validLink();
    for (let i = 0; i < 3; i += 1) expect((await send('POST', letterUrl(id, '/code'), { token: link })).status).toBe(200);
    const fourth = await send('POST', letterUrl(id, '/code'), { token: link });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('900');
    expect((await json(fourth)).errors[0]?.code).toBe('RATE_LIMITED');
    expect(fake.calls.filter((call) => call.method === 'letters.sendCode')).toHaveLength(3);
  });

  it('does not let someone who knows a letter\'s path but not its token use up the recipient\'s codes', async () => {
    const id = randomUUID();
    const link = validLink();
    for (let i = 0; i < 4; i += 1) {
      expect((await send('POST', letterUrl(id, '/code'), { token: token(), ip: `198.51.100.${40 + i}` })).status).toBe(404);
      expect((await send('GET', letterUrl(id), { token: token(), code: 'xx', ip: `198.51.100.${40 + i}` })).status).toBe(400);
    }
    expect((await send('POST', letterUrl(id, '/code'), { token: link })).status).toBe(200);
  });

  it('refuses an address after 10 failed token checks in 15 minutes', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 10; i += 1) {
      const response = await send('GET', requestUrl(randomUUID()), { token: token(), ip });
      expect(response.status).toBe(404);
    }
    const eleventh = await send('GET', requestUrl(randomUUID()), { token: token(), ip });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('900');
    // Another address is not affected.
    expect((await send('GET', requestUrl(randomUUID()), { token: validLink() })).status).toBe(200);
  });

  it('checks no token from an address out of failed checks, not even the right one (issue 26: counted before the check)', async () => {
    const ip = '198.51.100.21';
    for (let i = 0; i < 10; i += 1) expect((await send('GET', requestUrl(randomUUID()), { token: token(), ip })).status).toBe(404);
    const checked = fake.calls.length;
    const right = await send('GET', requestUrl(randomUUID()), { token: validLink(), ip });
    expect(right.status).toBe(429);
    expect(fake.calls).toHaveLength(checked);
  });

  it('looks at no SMS code for a letter after 5 wrong ones, not even the right one (issue 26)', async () => {
    const id = randomUUID();
    const link = validLink();
    const answers: number[] = [];
    for (let i = 0; i < 15; i += 1) answers.push((await send('GET', letterUrl(id), { token: link, code: String(100000 + i), ip: `198.51.100.${60 + i}` })).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    expect(fake.calls.filter((call) => call.method === 'letters.view')).toHaveLength(5);
    const right = await send('GET', letterUrl(id), { token: link, code: '123456' });
    expect(right.status).toBe(429);
    expect(fake.calls.filter((call) => call.method === 'letters.view')).toHaveLength(5);
  });

  it('allows 60 calls a minute from one address', async () => {
    const ip = '198.51.100.30';
    const link = validLink();
    const id = randomUUID();
    for (let i = 0; i < 60; i += 1) expect((await send('GET', requestUrl(id), { token: link, ip })).status).toBe(200);
    const over = await send('GET', requestUrl(id), { token: link, ip });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
    expect(over.headers.get('cache-control')).toBe('no-store');
  });

  it('keys the limits on a hash of the address, never the address itself', async () => {
    await send('GET', requestUrl(randomUUID()), { token: token(), ip: '203.0.113.99' });
    const rows = await t.db.owner<{ key: string }[]>`select key from identity.rate_limit_hits where key like 'public:%'`;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes('203.0.113.99') || row.key.includes('2001:db8'))).toBe(false);
  });
});
