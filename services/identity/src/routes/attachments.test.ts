import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentLimits, type Attachment, type Envelope, type TokenResult } from '@tunne/contracts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, errorCode } from '../test-support.ts';
import { changesOf, rowsOf, startLibrary, type LibraryTest } from './library-test-support.ts';

let t: LibraryTest;
beforeAll(async () => {
  t = await startLibrary();
}, 60_000);
afterAll(async () => t?.it.stop());

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let sockets = 0;
const request = (path: string, init: RequestInit & { token?: string }) => {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  sockets += 1;
  return t.it.app.request(path, { ...rest, headers }, { incoming: { socket: { remoteAddress: `2001:db8:a::${sockets.toString(16)}` } } });
};

interface Upload {
  content?: Uint8Array | string;
  filename?: string;
  type?: string;
  fields?: Record<string, string>;
  file?: boolean;
}

const upload = async (token: string, options: Upload = {}): Promise<{ status: number; body: Envelope<Attachment> }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? { name: 'Sopimusehdot', description: 'Vuoden 2026 ehdot' })) form.append(name, value);
  if (options.file !== false) {
    form.append('file', new File([(options.content ?? pdf) as BlobPart], options.filename ?? 'ehdot.pdf', { type: options.type ?? 'application/pdf' }));
  }
  const response = await request('/api/v2.5/admin/attachments', { method: 'POST', body: form, token });
  return { status: response.status, body: (await response.json()) as Envelope<Attachment> };
};

const list = (token: string) => call<Attachment[]>(t.it.app, 'GET', '/api/v2.5/user/attachments', { token });
const download = (id: string, auth: { token?: string; jwt?: string }) =>
  request(`/api/v2.5/user/attachments/${id}/file${auth.jwt ? `?jwt=${auth.jwt}` : ''}`, { method: 'GET', ...(auth.token ? { token: auth.token } : {}) });
const temporaryToken = async (session: string): Promise<string> =>
  (await call<TokenResult>(t.it.app, 'PUT', '/api/v2.5/user/auth', { token: session, body: { lifetime: 60 } })).body.data!.jwt;
const stored = async () => ({ attachments: await rowsOf(t, 'identity.attachments'), files: await rowsOf(t, 'identity.attachment_files') });
const anyId = async () => (await t.it.db.owner<{ id: string }[]>`select id from identity.attachments order by created_at limit 1`)[0]!.id;

describe('attachments', () => {
  it('an admin uploads, renames and removes one; every user lists and downloads it; audited without the file', async () => {
    const created = await upload(t.admin, { filename: '../../Ehdot ä "2026".pdf' });
    expect(created.status).toBe(201);
    const attachment = created.body.data!;
    expect(attachment).toMatchObject({
      name: 'Sopimusehdot', description: 'Vuoden 2026 ehdot', filename: 'Ehdot ä "2026".pdf', content_type: 'application/pdf', size: pdf.byteLength,
    });
    expect(attachment.files_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list(t.user)).body.data).toEqual([attachment]);

    const file = await download(attachment.id, { token: t.user });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Ehdot a _2026_.pdf"; filename*=UTF-8''Ehdot%20%C3%A4%20%222026%22.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const renamed = await call<Attachment>(t.it.app, 'PUT', `/api/v2.5/admin/attachments/${attachment.id}`, { token: t.admin, body: { name: 'Ehdot' } });
    expect(renamed.status).toBe(200);
    // Without a description the one it had stays.
    expect(renamed.body.data).toMatchObject({ name: 'Ehdot', description: 'Vuoden 2026 ehdot', files_id: attachment.files_id });
    const cleared = await call<Attachment>(t.it.app, 'PUT', `/api/v2.5/admin/attachments/${attachment.id}`, {
      token: t.admin, body: { name: 'Ehdot', description: null },
    });
    expect(cleared.body.data!.description).toBeNull();

    expect((await call(t.it.app, 'DELETE', `/api/v2.5/admin/attachments/${attachment.id}`, { token: t.admin })).status).toBe(200);
    expect((await list(t.user)).body.data).toEqual([]);
    expect(await stored()).toEqual({ attachments: [], files: [] });
    expect((await download(attachment.id, { token: t.admin })).status).toBe(404);

    const changes = (await changesOf(t, 'attachments')).filter((change) => change.entity_id === attachment.id);
    const described = { name: 'Sopimusehdot', description: 'Vuoden 2026 ehdot', filename: 'Ehdot ä "2026".pdf', content_type: 'application/pdf', size: pdf.byteLength };
    expect(changes.map((c) => [c.action, c.entity, c.entity_name, c.users_id, c.before, c.after])).toEqual([
      ['create', 'attachment', 'Sopimusehdot', demo.admin.id, null, described],
      ['update', 'attachment', 'Ehdot', demo.admin.id, { name: 'Sopimusehdot' }, { name: 'Ehdot' }],
      ['update', 'attachment', 'Ehdot', demo.admin.id, { description: 'Vuoden 2026 ehdot' }, { description: null }],
      ['delete', 'attachment', 'Ehdot', demo.admin.id, { ...described, name: 'Ehdot', description: null }, null],
    ]);
  });

  it('downloads with a temporary token in ?jwt=, not with a session token there, and not another organisation\'s', async () => {
    const { id } = (await upload(t.admin)).body.data!;
    const temporary = await temporaryToken(t.user);
    const opened = await download(id, { jwt: temporary });
    expect(opened.status).toBe(200);
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(pdf);

    const withSession = await download(id, { jwt: t.user });
    expect([withSession.status, ((await withSession.json()) as Envelope<null>).errors[0]?.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const temporaryAsBearer = await download(id, { token: temporary });
    expect(temporaryAsBearer.status).toBe(401);
    const nothing = await download(id, {});
    expect(nothing.status).toBe(401);

    const foreign = await download(id, { jwt: await temporaryToken(t.toinen) });
    expect([foreign.status, ((await foreign.json()) as Envelope<null>).errors[0]?.code]).toEqual([404, 'NOT_FOUND']);
    expect((await download(id, { token: t.toinen })).status).toBe(404);
  });

  it('names an attachment sent without a name after its file', async () => {
    const created = await upload(t.admin, { fields: {}, filename: 'hinnasto.pdf' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'hinnasto.pdf', description: null, filename: 'hinnasto.pdf' });
  });

  it('stores the type the content proves, not the declared one', async () => {
    const created = await upload(t.admin, { content: 'Pelkkää tekstiä', filename: 'muistio.pdf', type: 'application/pdf' });
    expect(created.status).toBe(201);
    expect(created.body.data!.content_type).toBe('text/plain; charset=utf-8');
    const file = await download(created.body.data!.id, { token: t.admin });
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it.each([
    ['an HTML page named .pdf', { content: '<!DOCTYPE html><html><script>alert(1)</script></html>', filename: 'lasku.pdf', type: 'application/pdf' }],
    ['HTML after blank lines', { content: '\n\n  <html><body>hi</body></html>', filename: 'ohje.txt', type: 'text/plain' }],
    ['a script further in a text file', { content: `Hei\n${'x'.repeat(200)}\n<script src="//evil.example/x.js"></script>`, filename: 'x.txt', type: 'text/plain' }],
    ['an SVG image', { content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: 'logo.svg', type: 'image/svg+xml' }],
    ['XML', { content: '<?xml version="1.0"?><a/>', filename: 'data.xml', type: 'application/xml' }],
    ['a Windows program named .pdf', { content: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), filename: 'ehdot.pdf', type: 'application/pdf' }],
    ['an ELF program', { content: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]), filename: 'ohjelma', type: 'application/octet-stream' }],
    ['a shell script', { content: '#!/bin/sh\nrm -rf /\n', filename: 'asenna.txt', type: 'text/plain' }],
    ['binary data', { content: new Uint8Array([0x00, 0x01, 0x02, 0xff]), filename: 'data.bin', type: 'application/pdf' }],
  ])('refuses %s with UNSUPPORTED_MEDIA_TYPE and stores nothing', async (_label, file) => {
    const before = await stored();
    const answer = await upload(t.admin, file);
    expect([answer.status, errorCode(answer.body)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a blank name', { fields: { name: '  ' } }, 400, 'MISSING_NAME'],
    ['an empty file', { content: '' }, 400, 'VALIDATION_FAILED'],
    ['no file', { file: false }, 400, 'VALIDATION_FAILED'],
    ['an unknown field', { fields: { name: 'Ehdot', owner: 'x' } }, 400, 'VALIDATION_FAILED'],
    ['a name too long', { fields: { name: 'x'.repeat(201) } }, 400, 'VALIDATION_FAILED'],
    ['a control character', { fields: { name: 'Eh\u0001dot' } }, 400, 'VALIDATION_FAILED'],
    ['a file over the limit', { content: new Uint8Array(attachmentLimits.maxBytes + 1).fill(0x41) }, 413, 'PAYLOAD_TOO_LARGE'],
  ] as const)('refuses %s and stores nothing', async (_label, options, status, code) => {
    const before = await stored();
    const answer = await upload(t.admin, options as Upload);
    expect([answer.status, errorCode(answer.body)]).toEqual([status, code]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a blank name on edit and stores nothing', async () => {
    const id = await anyId();
    const before = await stored();
    const answer = await call(t.it.app, 'PUT', `/api/v2.5/admin/attachments/${id}`, { token: t.admin, body: { name: ' ' } });
    expect([answer.status, errorCode(answer.body)]).toEqual([400, 'MISSING_NAME']);
    expect(await stored()).toEqual(before);
  });

  it('a regular user lists and downloads but may not write (403, nothing changes)', async () => {
    const id = await anyId();
    const before = await stored();
    expect((await upload(t.user)).status).toBe(403);
    const edit = await call(t.it.app, 'PUT', `/api/v2.5/admin/attachments/${id}`, { token: t.user, body: { name: 'Oma' } });
    expect([edit.status, errorCode(edit.body)]).toEqual([403, 'FORBIDDEN']);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/attachments/${id}`, { token: t.user });
    expect([removed.status, errorCode(removed.body)]).toEqual([403, 'FORBIDDEN']);
    expect(await stored()).toEqual(before);
  });

  it('another organisation neither sees nor changes them (404), and its own stay its own', async () => {
    const id = await anyId();
    const before = await stored();
    expect((await list(t.toinen)).body.data).toEqual([]);
    const edit = await call(t.it.app, 'PUT', `/api/v2.5/admin/attachments/${id}`, { token: t.toinen, body: { name: 'Toisen' } });
    expect([edit.status, errorCode(edit.body)]).toEqual([404, 'NOT_FOUND']);
    const removed = await call(t.it.app, 'DELETE', `/api/v2.5/admin/attachments/${id}`, { token: t.toinen });
    expect([removed.status, errorCode(removed.body)]).toEqual([404, 'NOT_FOUND']);
    expect(await stored()).toEqual(before);

    const own = await upload(t.toinen, { fields: { name: 'Toisen liite' } });
    expect(own.status).toBe(201);
    expect((await list(t.toinen)).body.data!.map((a) => a.name)).toEqual(['Toisen liite']);
    expect((await list(t.admin)).body.data!.map((a) => a.name)).not.toContain('Toisen liite');
  });
});
