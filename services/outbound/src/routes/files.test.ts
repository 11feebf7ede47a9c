import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type CustomerFile, type OutboundFile, type Request } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, tokenFor, tokens, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness();
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

const upload = (path: string, name: string, bytes: Uint8Array, type: string, as = admin) => {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return h.request(path, { method: 'POST', body: form, as });
};

const pdf = new TextEncoder().encode('%PDF-1.7\nliite\n');
// A Windows executable's header, named and declared as a PDF.
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);

describe('attachments of a draft', () => {
  it('stores a file checked by content, lists it with size and SHA-256, serves it as an attachment and removes it', async () => {
    const id = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'a@example.com', ask_files: true } })).body.data!.id;
    const response = await upload(`/api/v2.5/user/requests/${id}/files`, 'ohje.pdf', pdf, 'application/pdf');
    expect(response.status).toBe(201);
    const file = ((await response.json()) as { data: OutboundFile }).data;
    expect(file).toMatchObject({ name: 'ohje.pdf', mime: 'application/pdf', size: pdf.byteLength, role: 'attachment', sha256: createHash('sha256').update(pdf).digest('hex') });
    expect((await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!.files).toEqual([file]);

    const download = await h.request(`/api/v2.5/user/requests/${id}/files/${file.id}`, { as: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="ohje.pdf"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    // A link the browser opens: a temporary token in ?jwt= works, a session token there does not.
    const temporary = await tokens.sign({ sub: admin, org: demoOrganisations.demo.id, typ: 'temporary', sid: crypto.randomUUID() });
    expect((await h.request(`/api/v2.5/user/requests/${id}/files/${file.id}?jwt=${temporary}`)).status).toBe(200);
    expect((await h.request(`/api/v2.5/user/requests/${id}/files/${file.id}?jwt=${await tokenFor(admin)}`)).status).toBe(401);

    const refused = await upload(`/api/v2.5/user/requests/${id}/files`, 'lasku.pdf', exe, 'application/pdf');
    expect(refused.status).toBe(415);
    // Markup is refused even when it calls itself plain text: HTML and SVG could carry script.
    const html = await upload(`/api/v2.5/user/requests/${id}/files`, 'sivu.txt', new TextEncoder().encode('<!DOCTYPE html><script>alert(1)</script>'), 'text/plain');
    expect(html.status).toBe(415);
    const svg = await upload(`/api/v2.5/user/requests/${id}/files`, 'kuva.png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(svg.status).toBe(415);
    const text = await upload(`/api/v2.5/user/requests/${id}/files`, 'muistio.txt', new TextEncoder().encode('Omistajat: A 50 %, B 50 %'), 'text/plain');
    expect(((await text.json()) as { data: OutboundFile }).data.mime).toBe('text/plain; charset=utf-8');

    const removed = await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'PATCH', body: { files_id: file.id } });
    expect(removed.status).toBe(200);
    expect((await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!.files.map((f) => f.id)).not.toContain(file.id);
    expect((await h.request(`/api/v2.5/user/requests/${id}/files/${file.id}`, { as: admin })).status).toBe(404);
  });

  it('keeps a sent item\'s files and the recipient\'s answer files', async () => {
    const id = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'b@example.com', ask_files: true } })).body.data!.id;
    const file = ((await (await upload(`/api/v2.5/user/requests/${id}/files`, 'ohje.pdf', pdf, 'application/pdf')).json()) as { data: OutboundFile }).data;
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    const token = h.tokenFromMail('b@example.com');
    const answer = await h.ports.requests.addFile({ organisationsId: demoOrganisations.demo.id, customersId: customer, id, token }, { name: 'vastaus.pdf', mime: 'application/pdf', bytes: pdf });
    expect((await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'PATCH', body: { files_id: file.id } })).body.errors[0]!.code).toBe('ALREADY_SENT');
    expect((await h.call(admin, `/api/v2.5/user/requests/${id}`, { method: 'PATCH', body: { files_id: answer.id } })).status).toBe(403);
    expect((await upload(`/api/v2.5/user/requests/${id}/files`, 'toinen.pdf', pdf, 'application/pdf')).status).toBe(409);
  });

  it('another user who does not see the customer gets 404 before the upload is read', async () => {
    const id = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'c@example.com', ask_files: true } })).body.data!.id;
    expect((await upload(`/api/v2.5/user/requests/${id}/files`, 'ohje.pdf', pdf, 'application/pdf', demoUsers.own.id)).status).toBe(404);
    expect((await upload(`/api/v2.5/user/requests/${id}/files`, 'ohje.pdf', pdf, 'application/pdf', demoUsers.toinenAdmin.id)).status).toBe(404);
  });
});

describe('the customer\'s files', () => {
  it('lists the files of the customer\'s requests and letters, newest first, and only for a customer the caller sees', async () => {
    const request = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email: 'f@example.com', ask_files: true } })).body.data!.id;
    const letter = (await h.call<{ id: string }>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email: 'f@example.com', text: 'Liitteenä' } })).body.data!.id;
    expect((await upload(`/api/v2.5/user/requests/${request}/files`, 'pyynto.pdf', pdf, 'application/pdf')).status).toBe(201);
    expect((await upload(`/api/v2.5/user/letters/${letter}/files`, 'viesti.pdf', pdf, 'application/pdf')).status).toBe(201);
    const listed = await h.call<CustomerFile[]>(admin, `/api/v2.5/user/customers/${customer}/files`);
    expect(listed.status).toBe(200);
    const mine = listed.body.data!.filter((f) => f.item_id === request || f.item_id === letter);
    expect(mine.map((f) => [f.name, f.item_kind])).toEqual([['viesti.pdf', 'letter'], ['pyynto.pdf', 'request']]);
    expect(mine[0]).toMatchObject({ size: pdf.byteLength, sha256: createHash('sha256').update(pdf).digest('hex'), role: 'attachment' });
    // A user restricted to their own customers does not see another's: 404, as for the customer itself.
    const own: string = demoUsers.own.id;
    expect((await h.call(own, `/api/v2.5/user/customers/${customer}/files`)).status).toBe(404);
  });
});

