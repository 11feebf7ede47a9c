import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUsers, type Esignature, type EsignatureRow, type Signatory } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, tokenFor, tokens, type OutboundHarness } from '../testing.ts';
import {
  codeOf, draftWith, keepAttachments, linkOf, makePdf, meta, nextEmail, org, pngDataUrl, signatoryBody, uploadPdf,
} from '../esignatures/test-kit.ts';

const admin: string = demoUsers.admin.id;
const own: string = demoUsers.own.id;
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness();
  keepAttachments(h);
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());
beforeEach(() => h.setNow(new Date()));

const url = (id: string, rest = '') => `/api/v2.5/user/esignatures/${id}${rest}`;
const post = <T = Esignature>(path: string, body?: unknown, as = admin) => h.call<T>(as, path, { method: 'POST', ...(body === undefined ? {} : { body }) });
const events = async (id: string) => (await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_id = ${id} order by id`).map((e) => e.type);

describe('an e-signature draft', () => {
  it('is created as DRAFT with the sender user and the language, edited, listed (also as signatures) and deleted', async () => {
    const created = await post(`/api/v2.5/user/customers/${customer}/esignatures`, { signature_name: 'Sopimus', name: 'Sisäinen', note: 'Hei', signtext: 'Hyväksyn' });
    expect(created.status).toBe(201);
    const e = created.body.data!;
    expect(e).toMatchObject({ status: 'DRAFT', light: 'grey', users_id: admin, signature_name: 'Sopimus', name: 'Sisäinen', current_order: null, files: [], signatories: [], signed_sha256: null });
    expect(['fi', 'en', 'se', 'no', 'dk']).toContain(e.language);

    const edited = await h.call<Esignature>(admin, url(e.id), { method: 'PUT', body: { signature_name: 'Sopimus 2', language: 'en', force_passportreader: true } });
    expect(edited.body.data).toMatchObject({ signature_name: 'Sopimus 2', language: 'en', force_passportreader: true, name: null });

    const list = await h.call<EsignatureRow[]>(admin, `/api/v2.5/user/customers/${customer}/esignatures`);
    expect(list.body.data!.find((r) => r.id === e.id)).toMatchObject({ status: 'DRAFT', light: 'grey', signatories_total: 0, signatories_signed: 0 });
    const alias = await h.call<EsignatureRow[]>(admin, `/api/v2.5/user/customers/${customer}/signatures`);
    expect(alias.body.data).toEqual(list.body.data);
    expect((await h.call<Esignature>(admin, `/api/v2.5/user/signatures/${e.id}`)).body.data!.id).toBe(e.id);

    expect((await h.call(admin, url(e.id), { method: 'DELETE' })).status).toBe(200);
    expect((await h.call(admin, url(e.id))).status).toBe(404);
    expect(await events(e.id)).toEqual(['created', 'updated', 'deleted']);
  });

  it('takes PDFs only: a PNG, a text and a truncated PDF are refused with nothing stored', async () => {
    const e = (await post(`/api/v2.5/user/customers/${customer}/esignatures`, { signature_name: 'Liitteet' })).body.data!;
    const png = Buffer.from(pngDataUrl().split(',')[1]!, 'base64');
    const pdf = await makePdf('Sopimus', 3);
    for (const [bytes, name] of [[png, 'kuva.pdf'], [new TextEncoder().encode('%PDX not a pdf'), 'teksti.pdf'], [pdf.slice(0, Math.floor(pdf.byteLength / 2)), 'katkaistu.pdf']] as const) {
      const refused = await uploadPdf(h, admin, e.id, bytes, name);
      expect(refused.status).toBe(415);
      expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('UNSUPPORTED_FILE');
    }
    expect((await h.call<Esignature>(admin, url(e.id))).body.data!.files).toEqual([]);

    const stored = await uploadPdf(h, admin, e.id, pdf, 'Sopimus ä.pdf');
    expect(stored.status).toBe(201);
    const file = ((await stored.json()) as { data: Esignature }).data.files[0]!;
    expect(file).toMatchObject({ name: 'Sopimus ä.pdf', mime: 'application/pdf', pages: 3, size: pdf.byteLength, role: 'document', sha256: createHash('sha256').update(pdf).digest('hex') });

    const download = await h.request(url(e.id, `/files/${file.id}`), { as: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const temporary = await tokens.sign({ sub: admin, org, typ: 'temporary', sid: crypto.randomUUID() });
    expect((await h.request(`${url(e.id, `/files/${file.id}`)}?jwt=${temporary}`)).status).toBe(200);
    expect((await h.request(`${url(e.id, `/files/${file.id}`)}?jwt=${await tokenFor(admin)}`)).status).toBe(401);

    const removed = await h.call<Esignature>(admin, url(e.id), { method: 'PATCH', body: { files_id: file.id } });
    expect(removed.body.data!.files).toEqual([]);
    expect((await h.call(admin, url(e.id), { method: 'PATCH', body: { files_id: file.id } })).body.errors[0]!.code).toBe('FILE_NOT_FOUND');
    expect(await events(e.id)).toEqual(['created', 'file_added', 'file_removed']);
  });

  it('needs files and signatories to be sent; signatories are edited while DRAFT', async () => {
    const e = (await post(`/api/v2.5/user/customers/${customer}/esignatures`, { signature_name: 'Tyhjä' })).body.data!;
    expect((await post(url(e.id, '/send'))).body.errors[0]!.code).toBe('ESIGNATURE_NO_FILES');
    await uploadPdf(h, admin, e.id, await makePdf('A'));
    expect((await post(url(e.id, '/send'))).body.errors[0]!.code).toBe('ESIGNATURE_NO_SIGNATORIES');

    const added = await post(url(e.id, '/signatories'), signatoryBody('a@example.com', { companyname: 'Yritys Oy', role: 'TJ', hide_ssn: true }));
    expect(added.status).toBe(201);
    const s = added.body.data!.signatories[0]!;
    expect(s).toMatchObject({ status: 'draft', light: null, signorder: 1, hide_ssn: true, ssn: null, sent_at: null, resend_in_progress: false });
    expect(s.public_url).toBe(`https://app.tunne.test/p/signatories/${org}/${customer}/${e.id}/${s.id}`);
    const edited = await h.call<Esignature>(admin, url(e.id, `/signatories/${s.id}`), { method: 'PUT', body: signatoryBody('b@example.com', { signorder: 2 }) });
    expect(edited.body.data!.signatories[0]).toMatchObject({ email: 'b@example.com', signorder: 2, hide_ssn: false });
    const second = await post(url(e.id, '/signatories'), signatoryBody('c@example.com'));
    const other = second.body.data!.signatories.find((x) => x.email === 'c@example.com')!;
    const listed = await h.call<Signatory[]>(admin, `/api/v2.5/user/customers/${customer}/esignatures/${e.id}/signatories`);
    expect(listed.body.data!.map((x) => x.email)).toEqual(['c@example.com', 'b@example.com']);
    expect((await h.call(admin, `/api/v2.5/user/customers/${demoCustomerOf(demoUsers.user.id)}/esignatures/${e.id}/signatories`)).status).toBe(404);
    const removed = await h.call<Esignature>(admin, url(e.id, `/signatories/${other.id}`), { method: 'DELETE' });
    expect(removed.body.data!.signatories.map((x) => x.email)).toEqual(['b@example.com']);
    expect((await post(url(e.id, '/signatories'), { name: 'X', email: 'x@example.com', available_eidmethods: [] })).status).toBe(400);
  });
});

describe('sending, resending, pausing', () => {
  it('invites the first order only; a second send resends to them with new links; edits are refused', async () => {
    const [a, b, c] = [nextEmail('first'), nextEmail('parallel'), nextEmail('second')];
    const e = await draftWith(h, admin, customer, [signatoryBody(a), signatoryBody(b), signatoryBody(c, { signorder: 2 })]);
    const sent = await post(url(e.id, '/send'));
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'SEND', light: 'red', current_order: 1, resend_cnt: 0 });
    expect(sent.body.data!.sent_at).not.toBeNull();
    const byEmail = (x: Esignature, email: string) => x.signatories.find((s) => s.email === email)!;
    expect(byEmail(sent.body.data!, a)).toMatchObject({ status: 'error', light: 'red' });
    expect(byEmail(sent.body.data!, c)).toMatchObject({ status: 'draft', light: 'grey', sent_at: null });
    expect(h.mailTo(a)!.subject).toContain('Toimeksiantosopimus');
    expect(h.mailTo(a)!.text).toContain(`/p/signatories/${org}/${customer}/${e.id}/${byEmail(e, a).id}#`);
    expect(h.mailTo(c)).toBeUndefined();
    const firstLink = linkOf(h, e, byEmail(e, a).id, a);
    await expect(h.ports.signatories.view(firstLink)).resolves.toMatchObject({ stage: 'open', esignature_status: 'SEND' });

    const again = await h.call<Esignature>(admin, `/api/v2.5/user/signatures/${e.id}/send`, { method: 'POST' });
    expect(again.body.status).toBe(true);
    expect(again.body.data).toMatchObject({ status: 'SEND', resend_cnt: 1 });
    expect(again.body.data!.resent_at).not.toBeNull();
    expect(byEmail(again.body.data!, a)).toMatchObject({ resend_cnt: 1, status: 'error' });
    expect(byEmail(again.body.data!, c)).toMatchObject({ resend_cnt: 0, status: 'draft' });
    expect(await codeOf(h.ports.signatories.view(firstLink))).toBe('LINK_INVALID');
    await expect(h.ports.signatories.view(linkOf(h, e, byEmail(e, a).id, a))).resolves.toMatchObject({ stage: 'open' });
    expect(h.mailTo(c)).toBeUndefined();

    for (const [method, path, body] of [
      ['PUT', url(e.id), { signature_name: 'X' }], ['DELETE', url(e.id), undefined], ['POST', url(e.id, '/signatories'), signatoryBody('z@example.com')],
      ['PUT', url(e.id, `/signatories/${byEmail(e, a).id}`), signatoryBody(a)], ['DELETE', url(e.id, `/signatories/${byEmail(e, a).id}`), undefined],
      ['PATCH', url(e.id), { files_id: e.files[0]!.id }],
    ] as const) {
      const response = await h.call(admin, path, { method, ...(body === undefined ? {} : { body }) });
      expect([response.status, response.body.errors[0]!.code]).toEqual([409, 'ESIGNATURE_INVALID_STATUS']);
    }
    expect((await uploadPdf(h, admin, e.id, await makePdf('B'))).status).toBe(409);
    expect(await events(e.id)).toEqual(['created', 'file_added', 'signatory_added', 'signatory_added', 'signatory_added', 'sent', 'resent']);
  });

  it('PATCH a signatory: a new link to that one (resend_in_progress cleared after), only while invited and unsigned', async () => {
    const [a, c] = [nextEmail('one'), nextEmail('later')];
    const e = await draftWith(h, admin, customer, [signatoryBody(a), signatoryBody(c, { signorder: 3 })]);
    const [sa, sc] = [e.signatories.find((s) => s.email === a)!, e.signatories.find((s) => s.email === c)!];
    expect((await h.call(admin, url(e.id, `/signatories/${sa.id}`), { method: 'PATCH' })).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    await post(url(e.id, '/send'));
    const old = linkOf(h, e, sa.id, a);
    const resent = await h.call<Esignature>(admin, url(e.id, `/signatories/${sa.id}`), { method: 'PATCH' });
    expect(resent.status).toBe(200);
    expect(resent.body.data!.signatories.find((s) => s.id === sa.id)).toMatchObject({ resend_cnt: 1, resend_in_progress: false, status: 'error' });
    expect(resent.body.data!.resend_cnt).toBe(0);
    expect(await codeOf(h.ports.signatories.view(old))).toBe('LINK_INVALID');
    await expect(h.ports.signatories.view(linkOf(h, e, sa.id, a))).resolves.toMatchObject({ id: sa.id, stage: 'open' });
    // The later order is not invited yet: no resend to it.
    expect((await h.call(admin, url(e.id, `/signatories/${sc.id}`), { method: 'PATCH' })).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    expect((await h.call(admin, url(e.id, `/signatories/${crypto.randomUUID()}`), { method: 'PATCH' })).status).toBe(404);
  });

  it('pauses and resumes; a paused one refuses signing and sending', async () => {
    const a = nextEmail('paused');
    const e = await draftWith(h, admin, customer, [signatoryBody(a)]);
    expect((await post(url(e.id, '/pause'))).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    await post(url(e.id, '/send'));
    const link = linkOf(h, e, e.signatories[0]!.id, a);
    const paused = await post(url(e.id, '/pause'));
    expect(paused.body.data).toMatchObject({ status: 'PAUSED', light: 'yellow' });
    expect((await post(url(e.id, '/pause'))).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    expect((await post(url(e.id, '/send'))).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    await expect(h.ports.signatories.view(link)).resolves.toMatchObject({ stage: 'paused', esignature_status: 'PAUSED' });
    expect(await codeOf(h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('ESIGNATURE_PAUSED');
    const resumed = await post(url(e.id, '/resume'));
    expect(resumed.body.data).toMatchObject({ status: 'SEND', light: 'red' });
    expect((await post(url(e.id, '/resume'))).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    await expect(h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta)).resolves.toMatchObject({ esignature_signed: true });
    expect(await events(e.id)).toEqual(expect.arrayContaining(['sent', 'paused', 'resumed', 'completed', 'pdf_mailed']));
  });

  it('a frozen customer gets nothing', async () => {
    const a = nextEmail('frozen');
    const e = await draftWith(h, admin, customer, [signatoryBody(a)]);
    const freeze = h.deps.customers.register.assertNotFrozen;
    h.deps.customers.register.assertNotFrozen = async () => { throw new (await import('@tunne/platform')).AppError('CUSTOMER_FROZEN', 'frozen'); };
    try {
      expect((await post(url(e.id, '/send'))).body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    } finally {
      h.deps.customers.register.assertNotFrozen = freeze;
    }
    expect(h.mailTo(a)).toBeUndefined();
    expect((await h.call<Esignature>(admin, url(e.id))).body.data!.status).toBe('DRAFT');
  });
});

describe('who may', () => {
  it('the USER-restricted user gets 404 for another\'s customer; the other organisation 404 everywhere; the flag off 403', async () => {
    const a = nextEmail('who');
    const e = await draftWith(h, admin, customer, [signatoryBody(a)]);
    const other = demoUsers.toinenAdmin.id;
    for (const as of [own, other]) {
      for (const [method, path] of [
        ['GET', url(e.id)], ['GET', `/api/v2.5/user/signatures/${e.id}`], ['PUT', url(e.id)], ['DELETE', url(e.id)], ['POST', url(e.id, '/send')],
        ['POST', `/api/v2.5/user/signatures/${e.id}/send`], ['POST', url(e.id, '/pause')], ['POST', url(e.id, '/resume')],
        ['GET', url(e.id, `/files/${e.files[0]!.id}`)], ['PATCH', url(e.id)], ['POST', url(e.id, '/signatories')],
        ['PATCH', url(e.id, `/signatories/${e.signatories[0]!.id}`)], ['DELETE', url(e.id, `/signatories/${e.signatories[0]!.id}`)],
        ['GET', `/api/v2.5/user/signatures/${e.id}/pdf`], ['GET', `/api/v2.5/user/customers/${customer}/esignatures`],
        ['GET', `/api/v2.5/user/customers/${customer}/signatures`], ['GET', `/api/v2.5/user/customers/${customer}/esignatures/${e.id}/signatories`],
        ['POST', `/api/v2.5/user/customers/${customer}/esignatures`],
      ] as const) {
        const body = method === 'PUT' || method === 'POST' ? (path.endsWith('/signatories') ? signatoryBody('x@example.com') : { signature_name: 'X' }) : method === 'PATCH' && !path.includes('/signatories/') ? { files_id: e.files[0]!.id } : undefined;
        const response = await h.call(as, path, { method, ...(body === undefined || path.endsWith('/send') || path.endsWith('/pause') || path.endsWith('/resume') ? {} : { body }) });
        expect([as === own ? 'own' : 'other', method, path, response.status]).toEqual([as === own ? 'own' : 'other', method, path, 404]);
      }
      expect((await uploadPdf(h, as, e.id, await makePdf('X'))).status).toBe(404);
    }
    expect((await h.call<Esignature>(admin, url(e.id))).body.data).toMatchObject({ status: 'DRAFT', signatories: [expect.objectContaining({ email: a })] });
    // Their own customer works for the restricted user.
    expect((await post(`/api/v2.5/user/customers/${demoCustomerOf(own)}/esignatures`, { signature_name: 'Oma' }, own)).status).toBe(201);
    const off = await h.call(demoUsers.mfa.id, `/api/v2.5/user/customers/${customer}/esignatures`);
    expect([off.status, off.body.errors[0]!.code]).toEqual([403, 'FORBIDDEN']);
    expect((await h.call(demoUsers.mfa.id, `/api/v2.5/user/signatures/${e.id}`)).status).toBe(403);
    expect((await h.call(demoUsers.mfa.id, url(e.id))).status).toBe(403);
  });
});
