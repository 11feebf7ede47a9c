import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import {
  demoOrganisations, demoUsers, eidMethods, type CustomerFile, type EidBrokerPort, type EidMethodAvailability, type Identification, type IdentificationRow,
  type LinkAddress, type OutboundEvent, type Page, type PendingItem, type PublicIdentificationView,
} from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { runOutboundJobsOnce } from '../jobs/reminders.ts';
import { pngDataUrl } from '../test-files.ts';
import { startOutboundHarness, tokenFor, tokens, type OutboundHarness } from '../testing.ts';

// Identifications, staff side (issue 14; checklist E.34–E.46), through app.request() on the harness's database.

const admin: string = demoUsers.admin.id;
const own: string = demoUsers.own.id;
const other: string = demoUsers.toinenAdmin.id;
const org = demoOrganisations.demo.id;
const meta = { ipaddress: '192.0.2.10', userAgent: 'vitest' };
const person = (usersId: string, n = 0) =>
  demoCustomers().filter((c) => c.organisations_id === org && c.users_id === usersId && c.type === 'person' && !c.is_removed)[n]!;

const tinyPng = (width = 12, height = 12): string => pngDataUrl(width, height);

/** A relying party that answers at once: the OIDC protocol itself is tested with @tunne/eid. */
const fakeEid = () => {
  const broker = {
    ssn: '130483-121X' as string | null,
    /** The name the eID gives; null: the customer's (sent() sets it), so the identity matches. */
    name: 'Juha Hämäläinen',
    acr: 'http://ftn.ficora.fi/2017/loa3' as string | null,
    methods: () => ['NETSEIDENT_BANKID_FI', 'BANKID_SE'] as const,
    start: async ({ method }: { method: string }) => {
      const state = randomBytes(16).toString('base64url');
      return { url: `https://eid.test/authorize?method=${method}&state=${state}`, pending: { state, nonce: 'n', code_verifier: 'v' } };
    },
    finish: async ({ method, callback, pending }: { method: string; callback: string; pending: { state: string } }) => {
      const query = new URLSearchParams(callback.replace(/^\?/, ''));
      if (query.get('error') || query.get('state') !== pending.state) throw new AppError('EID_INVALID', 'cancelled');
      return {
        method, name: broker.name, given_name: null, family_name: null, ssn: broker.ssn, birthdate: '1983-04-13',
        issuer: 'https://eid.test', subject: 'sub-1', authenticated_at: new Date().toISOString(), acr: broker.acr,
      };
    },
  };
  return broker as unknown as EidBrokerPort & { ssn: string | null; name: string; acr: string | null };
};

let h: OutboundHarness;
let eid: ReturnType<typeof fakeEid>;
let n = 0;

beforeAll(async () => {
  eid = fakeEid();
  h = await startOutboundHarness({ eid });
  // The demo organisation reviews identifications; most tests here do without.
  await setAccept(false);
});
afterAll(() => h.stop());
beforeEach(() => h.setNow(new Date()));

const base = '/api/v2.5/user/identifications';
const body = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return { name: 'Juha Hämäläinen', email: `juha${n}@example.com`, available_eidmethods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE', 'PASSPORTFILE'], ...extra };
};
const create = async (extra: Record<string, unknown> = {}, usersId = admin, customersId = person(admin).id) =>
  h.call<Identification>(usersId, `/api/v2.5/user/customers/${customersId}/identifications`, { method: 'POST', body: body(extra) });
const get = async (id: string, usersId = admin) => (await h.call<Identification>(usersId, `${base}/${id}`)).body.data!;
const setAccept = (on: boolean) => h.t.db.owner`update identity.organisations set use_identifications_accept = ${on} where id = ${org}`;
const events = async (id: string) =>
  (await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_kind = 'identification' and item_id = ${id} order by created_at, id`).map((e) => e.type);

/** Created and sent; the link as the recipient's browser gives it. */
const sent = async (extra: Record<string, unknown> = {}, customersId = person(admin).id) => {
  const created = await create(extra, admin, customersId);
  const id = created.body.data!.id;
  await h.call(admin, `${base}/${id}/send`, { method: 'POST' });
  const link: LinkAddress = { organisationsId: org, customersId, id, token: h.tokenFromMail(created.body.data!.email) };
  return { id, email: created.body.data!.email, link };
};

/** Identified by the eID (fake broker). */
const identifiedByEid = async (extra: Record<string, unknown> = {}, customersId = person(admin).id) => {
  const s = await sent(extra, customersId);
  eid.name = demoCustomers().find((c) => c.id === customersId)!.name;
  const { url } = await h.ports.identifications.startEid(s.link, 'NETSEIDENT_BANKID_FI');
  const state = new URL(url).searchParams.get('state');
  const receipt = await h.ports.identifications.completeEid(s.link, { callback: `?code=abc&state=${state}`, ...(extra.ask_pep ? { pep: { is_pep_self: false, is_pep_family: false, is_pep_partner: false } } : {}) }, meta);
  return { ...s, receipt };
};

describe('identifications: create, edit, defaults (E.34, E.35, E.38)', () => {
  it('creates a draft with every field, the creator and every one of the eleven methods', async () => {
    const { status, body: env } = await create({
      note: 'Tunnistaudu ennen sopimusta.', description: 'Kuvaus', instructions: 'Ohjeet', available_eidmethods: [...eidMethods], ask_pep: true, autofill_pep: true,
    });
    expect(status).toBe(201);
    const r = env.data!;
    expect(r).toMatchObject({
      state: 'draft', light: 'grey', users_id: admin, language: 'fi', name: 'Juha Hämäläinen', note: 'Tunnistaudu ennen sopimusta.', description: 'Kuvaus',
      instructions: 'Ohjeet', ask_pep: true, autofill_pep: true, is_identified: false, is_manual: false, is_copy: false, sent_at: null, resend_cnt: 0,
      files: [], has_screensignature: false, ssn_conflict: null,
    });
    expect(r.available_eidmethods).toEqual([...eidMethods]);
    expect(r.metadata).toEqual({ document_number: null, document_type: null, nationality: null, facematch_level: null, gender: null, birthdate: null, date_of_expiry: null, issuing_country: null });
    expect(r.public_url).toBe(`https://app.tunne.test/p/identifications/${org}/${person(admin).id}/${r.id}`);
    expect(await events(r.id)).toEqual(['created']);
  });

  it('refuses no method with NO_EID_METHODS, an unknown method and a bad e-mail with the field', async () => {
    const customersId = person(admin).id;
    for (const methods of [[], undefined]) {
      const { status, body: env } = await h.call(admin, `/api/v2.5/user/customers/${customersId}/identifications`, { method: 'POST', body: { ...body(), available_eidmethods: methods } });
      expect(status).toBe(400);
      expect(env.errors[0]).toMatchObject({ code: 'NO_EID_METHODS', field: '/available_eidmethods' });
    }
    const unknown = await create({ available_eidmethods: ['FAKE_ID'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]!.code).toBe('VALIDATION_FAILED');
    const email = await create({ email: 'nope' });
    expect(email.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/email' });
  });

  it('edits and deletes a draft only, and lists the customer\'s identifications', async () => {
    const id = (await create()).body.data!.id;
    const edited = await h.call<Identification>(admin, `${base}/${id}`, { method: 'PUT', body: { ...body(), language: 'en', available_eidmethods: ['MITID_DK'], ask_pep: true } });
    expect(edited.body.data).toMatchObject({ language: 'en', available_eidmethods: ['MITID_DK'], ask_pep: true });
    const empty = await h.call(admin, `${base}/${id}`, { method: 'PUT', body: { ...body(), available_eidmethods: [] } });
    expect(empty.body.errors[0]!.code).toBe('NO_EID_METHODS');
    await h.call(admin, `${base}/${id}/send`, { method: 'POST', body: { mode: 'MARK' } });
    expect((await h.call(admin, `${base}/${id}`, { method: 'PUT', body: body() })).body.errors[0]!.code).toBe('ALREADY_SENT');
    expect((await h.call(admin, `${base}/${id}`, { method: 'DELETE' })).status).toBe(409);
    const draft = (await create()).body.data!.id;
    expect((await h.call(admin, `${base}/${draft}`, { method: 'DELETE' })).status).toBe(200);
    expect((await h.call(admin, `${base}/${draft}`)).status).toBe(404);
    const list = (await h.call<IdentificationRow[]>(admin, `/api/v2.5/user/customers/${person(admin).id}/identifications`)).body.data!;
    expect(list.some((r) => r.id === id && r.state === 'error' && r.light === 'red')).toBe(true);
    expect(list.some((r) => r.id === draft)).toBe(false);
    expect(await events(id)).toEqual(['created', 'updated', 'marked_sent']);
  });

  it('keeps the user\'s defaults', async () => {
    expect((await h.call(admin, `${base}/defaults`)).body.data).toBeNull();
    const saved = await h.call(admin, `${base}/defaults`, { method: 'PUT', body: { available_eidmethods: ['SCREENSIGNATURE'], ask_pep: true, autofill_pep: false } });
    expect(saved.body.data).toEqual({ available_eidmethods: ['SCREENSIGNATURE'], ask_pep: true, autofill_pep: false });
    expect((await h.call(demoUsers.user.id, `${base}/defaults`)).body.data).toBeNull();
    expect((await h.call(admin, `${base}/defaults`, { method: 'PUT', body: { available_eidmethods: [] } })).status).toBe(400);
  });

  it('lists every eID method with whether a provider serves it', async () => {
    const { body: env } = await h.call<EidMethodAvailability[]>(admin, '/api/v2.5/user/eids');
    expect(env.data).toHaveLength(11);
    const available = env.data!.filter((m) => m.available).map((m) => m.method).sort();
    expect(available).toEqual(['BANKID_SE', 'NETSEIDENT_BANKID_FI', 'PASSPORTFILE', 'SCREENSIGNATURE']);
  });
});

describe('identifications: sending (E.39, E.40)', () => {
  it('sends now in the item\'s language with the person\'s name, the note and the expiry of validtime_after_identification', async () => {
    await h.t.db.owner`insert into outbound.settings (organisations_id, validtime_after_identification) values (${org}, 10)
      on conflict (organisations_id) do update set validtime_after_identification = 10`;
    const created = (await create({ note: 'Tervetuloa asiakkaaksi.' })).body.data!;
    h.setNow(new Date('2026-03-02T10:00:00Z'));
    const { status, body: env } = await h.call<Identification>(admin, `${base}/${created.id}/send`, { method: 'POST' });
    expect(status).toBe(200);
    expect(env.data).toMatchObject({ state: 'error', light: 'red', sent_at: '2026-03-02T10:00:00.000Z', expires_at: '2026-03-12T10:00:00.000Z', resend_cnt: 0 });
    const mail = h.mailTo(created.email)!;
    expect(mail.subject).toBe('Demo Oy pyytää sinua tunnistautumaan');
    expect(mail.text).toContain('Hei Juha Hämäläinen,');
    expect(mail.text).toContain(`https://app.tunne.test/p/identifications/${org}/${person(admin).id}/${created.id}#`);
    expect(mail.text).toContain('12.03.2026');
    expect(mail.text).toContain('Tervetuloa asiakkaaksi.');
    const first = h.tokenFromMail(created.email);
    h.setNow(new Date('2026-03-05T10:00:00Z'));
    const again = await h.call<Identification>(admin, `${base}/${created.id}/send`, { method: 'POST', body: { mode: 'NOW' } });
    expect(again.body.data).toMatchObject({ resend_cnt: 1, resent_at: '2026-03-05T10:00:00.000Z', sent_at: '2026-03-02T10:00:00.000Z' });
    const second = h.tokenFromMail(created.email);
    expect(second).not.toBe(first);
    // The first link is revoked, the new one works.
    const link = { organisationsId: org, customersId: person(admin).id, id: created.id };
    await expect(h.ports.identifications.view({ ...link, token: first })).rejects.toMatchObject({ code: 'LINK_INVALID' });
    expect((await h.ports.identifications.view({ ...link, token: second })).id).toBe(created.id);
    expect(await events(created.id)).toEqual(['created', 'sent', 'resent']);
    await h.t.db.owner`update outbound.settings set validtime_after_identification = 30 where organisations_id = ${org}`;
  });

  it('writes in Swedish, Norwegian, Danish and English', async () => {
    const subjects: Record<string, string> = { se: 'Demo Oy ber dig identifiera dig', no: 'Demo Oy ber deg identifisere deg', dk: 'Demo Oy beder dig identificere dig', en: 'Demo Oy asks you to identify yourself' };
    for (const [language, subject] of Object.entries(subjects)) {
      const s = await sent({ language });
      expect(h.mailTo(s.email)!.subject).toBe(subject);
    }
  });

  it('marks as sent without mail, and schedules a later send that the job delivers', async () => {
    const before = h.outbox.mails.length;
    const marked = (await create()).body.data!;
    const m = await h.call<Identification>(admin, `${base}/${marked.id}/send`, { method: 'POST', body: { mode: 'MARK' } });
    expect(m.body.data).toMatchObject({ state: 'error' });
    expect(m.body.data!.sent_at).not.toBeNull();
    expect(h.outbox.mails.length).toBe(before);
    const later = (await create()).body.data!;
    const at = new Date(Date.now() + 3600_000);
    const scheduled = await h.call<Identification>(admin, `${base}/${later.id}/send`, { method: 'POST', body: { mode: 'LATER', send_at: at.toISOString() } });
    expect(scheduled.body.data).toMatchObject({ state: 'draft', send_at: at.toISOString(), sent_at: null });
    const result = await runOutboundJobsOnce(h.deps, new Date(at.getTime() + 1000));
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    expect(await get(later.id)).toMatchObject({ state: 'error', send_at: null });
    expect(h.mailTo(later.email)!.subject).toBe('Demo Oy pyytää sinua tunnistautumaan');
  });

  it('reminds an identification not yet done, and not one that is', async () => {
    const s = await sent();
    const done = await identifiedByEid();
    await h.t.db.owner`update outbound.identifications set next_reminder_at = now() - interval '1 minute', sent_at = now() - interval '3 days' where id in ${h.t.db.owner([s.id, done.id])}`;
    await h.t.db.owner`update outbound.settings set resend_strategy = 'DAILY', resend_maxcnt = 3 where organisations_id = ${org}`;
    await h.t.db.owner`insert into outbound.settings (organisations_id, resend_strategy, resend_maxcnt) values (${org}, 'DAILY', 3) on conflict do nothing`;
    const mails = h.outbox.mails.length;
    await runOutboundJobsOnce(h.deps, new Date());
    expect(h.outbox.mails.length).toBeGreaterThan(mails);
    expect(h.mailTo(s.email)!.subject).toBe('Muistutus: Demo Oy pyytää sinua tunnistautumaan');
    expect(await events(s.id)).toContain('reminded');
    expect(await events(done.id)).not.toContain('reminded');
  });

  it('refuses a resend once identified', async () => {
    const done = await identifiedByEid();
    const { status, body: env } = await h.call(admin, `${base}/${done.id}/send`, { method: 'POST' });
    expect(status).toBe(409);
    expect(env.errors[0]!.code).toBe('ALREADY_IDENTIFIED');
  });

  it('sends nothing to a frozen customer', async () => {
    const customersId = person(admin, 1).id;
    const id = (await create({}, admin, customersId)).body.data!.id;
    await h.t.db.owner`update customers.customers set is_frozen = true where id = ${customersId}`;
    const { status, body: env } = await h.call(admin, `${base}/${id}/send`, { method: 'POST' });
    expect(status).toBe(409);
    expect(env.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customersId}`;
  });
});

describe('identifications: completed, acceptance (E.41, E.42, E.44, E.45)', () => {
  it('shows a completed identification: identified_at, is_identified, ssn, ipaddress, eidmethod, done (green)', async () => {
    const done = await identifiedByEid();
    const r = await get(done.id);
    expect(r).toMatchObject({
      state: 'done', light: 'green', is_identified: true, ssn: '130483-121X', ipaddress: '192.0.2.10', eidmethod: 'NETSEIDENT_BANKID_FI',
      identified_name: 'Juha Hämäläinen', birthdate: '1983-04-13', eid_issuer: 'https://eid.test', ssn_conflict: null,
    });
    expect(r.identified_at).not.toBeNull();
    expect(await events(done.id)).toEqual(['created', 'sent', 'eid_started', 'identified', 'applied']);
  });

  it('stores and shows the screen signature as a PNG that is not sniffed or cached', async () => {
    const s = await sent();
    const image = tinyPng();
    await h.ports.identifications.screenSignature(s.link, { image }, meta);
    const r = await get(s.id);
    expect(r).toMatchObject({ state: 'done', eidmethod: 'SCREENSIGNATURE', has_screensignature: true, ssn: null });
    const response = await h.request(`${base}/${s.id}/screensignature`, { as: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(image.split(',')[1]);
    // Opened by the browser: a temporary token in ?jwt= works, a session token there does not.
    const temporary = await tokens.sign({ sub: admin, org, typ: 'temporary', sid: crypto.randomUUID() });
    expect((await h.request(`${base}/${s.id}/screensignature?jwt=${temporary}`)).status).toBe(200);
    expect((await h.request(`${base}/${s.id}/screensignature?jwt=${await tokenFor(admin)}`)).status).toBe(401);
    // The card's files section lists it with the identification.
    const files = (await h.call<CustomerFile[]>(admin, `/api/v2.5/user/customers/${person(admin).id}/files`)).body.data!;
    expect(files.some((f) => f.item_kind === 'identification' && f.item_id === s.id && f.role === 'screensignature')).toBe(true);
    const none = await h.request(`${base}/${(await create()).body.data!.id}/screensignature`, { as: admin });
    expect(none.status).toBe(404);
  });

  it('downloads a document file and keeps the staff\'s metadata (E.43)', async () => {
    const s = await sent();
    const file = await h.ports.identifications.addFile(s.link, { name: 'passi.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7 passi') });
    await h.ports.identifications.passport(s.link, { files_id: [file.id] }, meta);
    const r = await get(s.id);
    expect(r).toMatchObject({ state: 'done', eidmethod: 'PASSPORTFILE' });
    expect(r.files.map((f) => f.id)).toEqual([file.id]);
    const download = await h.request(`${base}/${s.id}/files/${file.id}`, { as: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await download.text()).toBe('%PDF-1.7 passi');
    const metadata = { document_number: 'XP1234567', document_type: 'PASSPORT', nationality: 'FI', facematch_level: 6, gender: 'M', birthdate: '1983-04-13', date_of_expiry: '2030-01-31', issuing_country: 'FI' };
    const saved = await h.call<Identification>(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: metadata });
    expect(saved.body.data!.metadata).toEqual(metadata);
    expect((await h.call(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: { facematch_level: 9 } })).status).toBe(400);
    expect(await events(s.id)).toContain('metadata_updated');
    // Issue 25 §6: the identification is complete, so a filled field is written once; a change is an amendment with a
    // reason, and the history keeps the old and the new value.
    const overwrite = await h.call(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: { document_number: 'X9999999' } });
    expect(overwrite.status).toBe(409);
    expect(overwrite.body.errors[0]).toMatchObject({ code: 'METADATA_AMENDMENT_REASON_REQUIRED', field: '/amendment_reason' });
    expect((await get(s.id)).metadata.document_number).toBe('XP1234567');
    // The same value again, or a field still empty, needs no reason.
    expect((await h.call(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: { document_number: 'XP1234567' } })).status).toBe(200);
    const amended = await h.call<Identification>(admin, `${base}/${s.id}/metadata`, {
      method: 'PUT', body: { facematch_level: 7, document_number: 'XP7654321', amendment_reason: 'Numero luettu väärin kuvasta' },
    });
    expect(amended.body.data!.metadata).toEqual({ ...metadata, facematch_level: 7, document_number: 'XP7654321' });
    const history = (await h.call<OutboundEvent[]>(admin, `${base}/${s.id}/events`)).body.data!;
    expect(history.map((e) => e.type)).toEqual(['created', 'sent', 'file_added', 'identified', 'applied', 'metadata_updated', 'metadata_updated', 'metadata_amended']);
    expect(history.at(-1)).toMatchObject({
      users_id: admin, item_kind: 'identification', item_id: s.id,
      data: { reason: 'Numero luettu väärin kuvasta', old: { document_number: 'XP1234567', facematch_level: 6 }, new: { document_number: 'XP7654321', facematch_level: 7 } },
    });
    // Another organisation: not found.
    expect((await h.call(other, `${base}/${s.id}/events`)).status).toBe(404);
  });

  it('with use_identifications_accept a done identification waits until accepted, and the customer is written then', async () => {
    await setAccept(true);
    try {
      const identified = h.recorded.identified.length;
      const done = await identifiedByEid({ ask_pep: true });
      expect(done.receipt.awaits_acceptance).toBe(true);
      expect(await get(done.id)).toMatchObject({ state: 'wait', light: 'yellow', is_accepted: false });
      expect(h.recorded.identified.length).toBe(identified);
      const accepted = await h.call<Identification>(admin, `${base}/${done.id}/accept`, { method: 'POST' });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({ state: 'accepted', light: 'green', is_accepted: true });
      expect(h.recorded.identified.at(-1)).toMatchObject({ customersId: person(admin).id, ssn: '130483-121X', scope: { usersId: admin } });
      expect((await h.call(admin, `${base}/${done.id}/accept`, { method: 'POST' })).body.errors[0]!.code).toBe('NOT_AWAITING_APPROVAL');
    } finally {
      await setAccept(false);
    }
  });

  it('a waiting identification can be denied: a fresh link goes out and the person identifies again', async () => {
    await setAccept(true);
    try {
      const done = await identifiedByEid();
      const denied = await h.call<Identification>(admin, `${base}/${done.id}/deny`, { method: 'POST', body: { reason: 'Väärä henkilö' } });
      expect(denied.status).toBe(200);
      expect(denied.body.data).toMatchObject({ state: 'error', identified_at: null, ssn: null, resend_cnt: 1 });
      expect(denied.body.data!.denied_at).not.toBeNull();
      await expect(h.ports.identifications.view(done.link)).rejects.toMatchObject({ code: 'LINK_INVALID' });
      const fresh = { ...done.link, token: h.tokenFromMail(done.email) };
      expect((await h.ports.identifications.view(fresh)).identified_at).toBeNull();
      expect(await events(done.id)).toContain('denied');
    } finally {
      await setAccept(false);
    }
  });

  it('accept and deny need use_identifications_accept', async () => {
    const done = await identifiedByEid();
    expect((await h.call(admin, `${base}/${done.id}/accept`, { method: 'POST' })).body.errors[0]!.code).toBe('NOT_AWAITING_APPROVAL');
    expect((await h.call(admin, `${base}/${done.id}/deny`, { method: 'POST', body: {} })).body.errors[0]!.code).toBe('NOT_AWAITING_APPROVAL');
  });

  it('previews the page, a draft with the expiry it would get', async () => {
    const draft = (await create({ instructions: 'Ohje', ask_pep: true, available_eidmethods: ['NETSEIDENT_BANKID_FI', 'MITID_DK', 'SCREENSIGNATURE'] })).body.data!;
    const { body: env } = await h.call<PublicIdentificationView>(admin, `${base}/${draft.id}/preview`);
    expect(env.data).toMatchObject({ id: draft.id, name: 'Juha Hämäläinen', instructions: 'Ohje', ask_pep: true, identified_at: null });
    expect(env.data!.organisation.name).toBe('Demo Oy');
    expect(env.data!.methods).toEqual([
      { method: 'NETSEIDENT_BANKID_FI', available: true }, { method: 'MITID_DK', available: false }, { method: 'SCREENSIGNATURE', available: true },
    ]);
    expect(new Date(env.data!.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('identifications: identity-code conflict and copy (E.46)', () => {
  it('a differing code is a conflict for staff: USE_EID writes it into the customer, then there is none', async () => {
    eid.ssn = '010101-123N';
    try {
      const done = await identifiedByEid();
      const r = await get(done.id);
      expect(r).toMatchObject({ ssn: '010101-123N', ssn_conflict: 'pending', stored_ssn: '130483-121X' });
      const resolved = await h.call<Identification>(admin, `${base}/${done.id}/ssn-conflict`, { method: 'POST', body: { resolution: 'USE_EID' } });
      expect(resolved.body.data).toMatchObject({ ssn_conflict: 'USE_EID', stored_ssn: null });
      expect(h.recorded.identified.at(-1)).toMatchObject({ ssn: '010101-123N', overwrite: true, scope: { usersId: admin } });
      const again = await h.call(admin, `${base}/${done.id}/ssn-conflict`, { method: 'POST', body: { resolution: 'KEEP_STORED' } });
      expect(again.status).toBe(409);
      expect(again.body.errors[0]!.code).toBe('SSN_CONFLICT_NONE');
      const kept = await identifiedByEid();
      const calls = h.recorded.identified.length;
      const k = await h.call<Identification>(admin, `${base}/${kept.id}/ssn-conflict`, { method: 'POST', body: { resolution: 'KEEP_STORED' } });
      expect(k.body.data).toMatchObject({ ssn_conflict: 'KEEP_STORED' });
      expect(h.recorded.identified.length).toBe(calls);
      expect(await events(kept.id)).toEqual(expect.arrayContaining(['ssn_conflict', 'ssn_resolved']));
    } finally {
      eid.ssn = '130483-121X';
    }
    const plain = await sent();
    expect((await h.call(admin, `${base}/${plain.id}/ssn-conflict`, { method: 'POST', body: { resolution: 'USE_EID' } })).body.errors[0]!.code).toBe('SSN_CONFLICT_NONE');
  });

  it('copies an identified one to another customer as manual, with its facts and files, only when the codes are the same', async () => {
    const s = await identifiedByEid();
    const target = person(admin, 1).id;
    const ssnOf = async (id: string) => (await h.t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${id}`)[0]!.ssn;
    const kept = await ssnOf(target);
    try {
      // Another person's customer: one person's identification is never grafted onto another (issue 25 §5).
      await h.t.db.owner`update customers.customers set ssn = '010101-123N' where id = ${target}`;
      const refused = await h.call(admin, `${base}/${s.id}/copy`, { method: 'POST', body: { customers_id: target } });
      expect(refused.body.errors[0]!.code).toBe('COPY_SSN_MISMATCH');
      await h.t.db.owner`update customers.customers set ssn = null where id = ${target}`;
      expect((await h.call(admin, `${base}/${s.id}/copy`, { method: 'POST', body: { customers_id: target } })).body.errors[0]!.code).toBe('COPY_SSN_MISMATCH');
      expect(await ssnOf(target)).toBeNull();
      await h.t.db.owner`update customers.customers set ssn = ${eid.ssn} where id = ${target}`;
      const { status, body: env } = await h.call<Identification>(admin, `${base}/${s.id}/copy`, { method: 'POST', body: { customers_id: target } });
      expect(status).toBe(201);
      const copy = env.data!;
      expect(copy).toMatchObject({
        customers_id: target, is_manual: true, is_copy: true, copied_from: s.id, state: 'done', eidmethod: 'NETSEIDENT_BANKID_FI',
        ipaddress: '192.0.2.10', users_id: admin, sent_at: null, eid_acr: 'http://ftn.ficora.fi/2017/loa3', assurance: 'identified',
      });
      expect(copy.identified_at).toBe((await get(s.id)).identified_at);
      expect(await events(s.id)).toContain('copied');
      expect(await events(copy.id)).toEqual(['created']);
    } finally {
      await h.t.db.owner`update customers.customers set ssn = ${kept} where id = ${target}`;
    }
  });

  it('a drawn signature is not copied: it shows no identity code to compare', async () => {
    const s = await sent();
    await h.ports.identifications.screenSignature(s.link, { image: tinyPng(), pep: undefined }, meta);
    const refused = await h.call(admin, `${base}/${s.id}/copy`, { method: 'POST', body: { customers_id: person(admin, 1).id } });
    expect(refused.body.errors[0]!.code).toBe('COPY_SSN_MISMATCH');
  });

  it('refuses to copy one not identified, to a hidden or frozen customer', async () => {
    const draft = (await create()).body.data!.id;
    expect((await h.call(admin, `${base}/${draft}/copy`, { method: 'POST', body: { customers_id: person(admin, 1).id } })).body.errors[0]!.code).toBe('IDENTIFICATION_DATA_MISSING');
    const done = await identifiedByEid();
    const foreign = demoCustomers().find((c) => c.organisations_id === demoOrganisations.toinen.id)!.id;
    expect((await h.call(admin, `${base}/${done.id}/copy`, { method: 'POST', body: { customers_id: foreign } })).status).toBe(404);
    const frozen = person(admin, 1).id;
    await h.t.db.owner`update customers.customers set is_frozen = true where id = ${frozen}`;
    try {
      expect((await h.call(admin, `${base}/${done.id}/copy`, { method: 'POST', body: { customers_id: frozen } })).body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
    } finally {
      await h.t.db.owner`update customers.customers set is_frozen = false where id = ${frozen}`;
    }
  });
});

describe('identifications: pending', () => {
  it('lists identifications waiting and e-signatures sent or paused', async () => {
    const s = await sent();
    const customersId = person(admin).id;
    const [esig] = await h.t.db.owner<{ id: string }[]>`insert into outbound.esignatures (organisations_id, customers_id, customer_name, users_id, signature_name, status, sent_at)
      values (${org}, ${customersId}, 'Juha Hämäläinen', ${admin}, 'Sopimus', 'PAUSED', now() - interval '1 day') returning id`;
    await h.t.db.owner`insert into outbound.signatories (organisations_id, customers_id, esignatures_id, name, email, signorder, available_eidmethods, status)
      values (${org}, ${customersId}, ${esig!.id}, 'Eka', 'eka@example.com', 1, ${['SCREENSIGNATURE']}::text[], 'done'),
             (${org}, ${customersId}, ${esig!.id}, 'Toka', 'toka@example.com', 2, ${['SCREENSIGNATURE']}::text[], 'error')`;
    const { body: env } = await h.call<Page<PendingItem>>(admin, '/api/v2.5/user/pending?size=500');
    const items = env.data!.items;
    expect(items.find((i) => i.id === s.id)).toMatchObject({ kind: 'identification', state: 'error', light: 'red', email: s.email });
    expect(items.find((i) => i.id === esig!.id)).toMatchObject({ kind: 'esignature', state: 'wait', light: 'yellow', email: 'toka@example.com', customer_name: 'Juha Hämäläinen' });
    // The USER-restricted user sees neither (not their customer).
    const mine = (await h.call<Page<PendingItem>>(own, '/api/v2.5/user/pending?size=500')).body.data!.items;
    expect(mine.some((i) => i.id === s.id || i.id === esig!.id)).toBe(false);
  });
});

describe('identifications: who sees them', () => {
  const routes = (id: string, files = '00000000-0000-4000-8000-0000000000ff'): [string, string, unknown?][] => [
    ['GET', `${base}/${id}`], ['PUT', `${base}/${id}`, body()], ['DELETE', `${base}/${id}`], ['POST', `${base}/${id}/send`],
    ['POST', `${base}/${id}/accept`], ['POST', `${base}/${id}/deny`, {}], ['POST', `${base}/${id}/copy`, { customers_id: person(admin, 1).id }],
    ['PUT', `${base}/${id}/metadata`, { gender: 'F' }], ['POST', `${base}/${id}/ssn-conflict`, { resolution: 'USE_EID' }],
    ['GET', `${base}/${id}/screensignature`], ['GET', `${base}/${id}/files/${files}`], ['GET', `${base}/${id}/preview`],
  ];

  it('a USER-restricted user gets 404 for another\'s customer and its identifications', async () => {
    const done = await identifiedByEid();
    expect((await create({}, own)).status).toBe(404);
    expect((await h.call(own, `/api/v2.5/user/customers/${person(admin).id}/identifications`)).status).toBe(404);
    for (const [method, path, b] of routes(done.id)) {
      const { status } = await h.call(own, path, { method, ...(b === undefined ? {} : { body: b }) });
      expect([method, path, status]).toEqual([method, path, 404]);
    }
    expect((await create({}, own, person(own).id)).status).toBe(201);
  });

  it('another organisation\'s admin gets 404 on every route', async () => {
    const done = await identifiedByEid();
    expect((await create({}, other)).status).toBe(404);
    expect((await h.call(other, `/api/v2.5/user/customers/${person(admin).id}/identifications`)).status).toBe(404);
    for (const [method, path, b] of routes(done.id)) {
      const { status } = await h.call(other, path, { method, ...(b === undefined ? {} : { body: b }) });
      expect([method, path, status]).toEqual([method, path, 404]);
    }
    expect((await h.request(`${base}/${done.id}/screensignature`, { as: other })).status).toBe(404);
  });

  it('the feature flag off answers 403', async () => {
    const done = await identifiedByEid();
    for (const path of [`/api/v2.5/user/customers/${person(admin).id}/identifications`, `${base}/${done.id}`, `${base}/defaults`]) {
      const { status, body: env } = await h.call(demoUsers.mfa.id, path);
      expect(status).toBe(403);
      expect(env.errors[0]!.code).toBe('FORBIDDEN');
    }
  });
});

describe('identification strength (issue 25 §5)', () => {
  const user: string = demoUsers.user.id;
  const loa2 = 'http://ftn.ficora.fi/2017/loa2';
  const loa3 = 'http://ftn.ficora.fi/2017/loa3';
  const setMinLevel = (level: 'substantial' | 'high') => h.call(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { eid_min_level: level } });
  const withCode = async <T>(customersId: string, ssn: string | null, fn: () => Promise<T>): Promise<T> => {
    const [row] = await h.t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${customersId}`;
    await h.t.db.owner`update customers.customers set ssn = ${ssn} where id = ${customersId}`;
    try {
      return await fn();
    } finally {
      await h.t.db.owner`update customers.customers set ssn = ${row!.ssn} where id = ${customersId}`;
    }
  };

  it('a drawn signature is "identity not verified" (amber), never green, and takes no face-match level', async () => {
    const s = await sent();
    const receipt = await h.ports.identifications.screenSignature(s.link, { image: tinyPng(), pep: undefined }, meta);
    expect(receipt.eidmethod).toBe('SCREENSIGNATURE');
    const r = await get(s.id);
    expect(r).toMatchObject({ state: 'done', assurance: 'not_verified', light: 'yellow' });
    const list = (await h.call<IdentificationRow[]>(admin, `/api/v2.5/user/customers/${person(admin).id}/identifications`)).body.data!;
    expect(list.find((row) => row.id === s.id)).toMatchObject({ assurance: 'not_verified', light: 'yellow' });
    const face = await h.call(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: { facematch_level: 8 } });
    expect(face.status).toBe(400);
    expect(face.body.errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', field: '/facematch_level' });
    expect((await h.call(user, `${base}/${s.id}/verify-document`, { method: 'POST' })).body.errors[0]!.code).toBe('DOCUMENT_NOT_VERIFIABLE');
  });

  it('a document photo turns green only when a second user verifies it', async () => {
    const s = await sent();
    const file = await h.ports.identifications.addFile(s.link, { name: 'passi.png', mime: 'image/png', bytes: Buffer.from(tinyPng().split(',')[1]!, 'base64') });
    await h.ports.identifications.passport(s.link, { files_id: [file.id] }, meta);
    expect(await get(s.id)).toMatchObject({ assurance: 'not_verified', light: 'yellow', document_verified_at: null });
    expect((await h.call(admin, `${base}/${s.id}/metadata`, { method: 'PUT', body: { facematch_level: 6 } })).status).toBe(200);
    // The sender may not verify their own request's document.
    const same = await h.call(admin, `${base}/${s.id}/verify-document`, { method: 'POST' });
    expect(same.status).toBe(403);
    expect(same.body.errors[0]!.code).toBe('DOCUMENT_VERIFY_SAME_USER');
    const verified = await h.call<Identification>(user, `${base}/${s.id}/verify-document`, { method: 'POST' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ assurance: 'identified', light: 'green', document_verified_by: user });
    expect((await h.call(user, `${base}/${s.id}/verify-document`, { method: 'POST' })).body.errors[0]!.code).toBe('DOCUMENT_NOT_VERIFIABLE');
    expect(await events(s.id)).toContain('document_verified');
  });

  it('stores acr, auth_time and sub; an eID below the organisation\'s level is amber and writes nothing', async () => {
    await setMinLevel('high');
    eid.acr = loa2;
    const identified = h.recorded.identified.length;
    try {
      const s = await identifiedByEid();
      const r = await get(s.id);
      expect(r).toMatchObject({ assurance: 'weak', light: 'yellow', eid_acr: loa2, eid_level: 'substantial', eid_subject: 'sub-1' });
      expect(r.eid_auth_time).toEqual(expect.any(String));
      expect(h.recorded.identified.length).toBe(identified);
    } finally {
      eid.acr = loa3;
      // Lowering needs a second admin (settings.test.ts): put the default back directly.
      await h.t.db.owner`update outbound.settings set eid_min_level = 'substantial'`;
    }
    const strong = await get((await identifiedByEid()).id);
    expect(strong).toMatchObject({ eid_acr: loa3, eid_level: 'high' });
  });

  it('a code is never written into a customer who has none without a staff confirmation', async () => {
    const customer = person(admin).id;
    await withCode(customer, null, async () => {
      const s = await identifiedByEid();
      expect(h.recorded.identified.at(-1)).toMatchObject({ customersId: customer, ssn: eid.ssn });
      expect(h.recorded.identified.at(-1)!.confirmed).toBeUndefined();
      const [row] = await h.t.db.owner<{ ssn: string | null }[]>`select ssn from customers.customers where id = ${customer}`;
      expect(row!.ssn).toBeNull();
      expect(await get(s.id)).toMatchObject({ ssn_conflict: 'pending', stored_ssn: null, assurance: 'mismatch', light: 'red' });
      const used = await h.call<Identification>(admin, `${base}/${s.id}/ssn-conflict`, { method: 'POST', body: { resolution: 'USE_EID' } });
      expect(used.body.data).toMatchObject({ ssn_conflict: 'USE_EID', assurance: 'identified', light: 'green' });
      // The staff's choice is what writes it (the harness's records port records the call; the register's own test writes).
      expect(h.recorded.identified.at(-1)).toMatchObject({ customersId: customer, ssn: eid.ssn, overwrite: true, scope: { usersId: admin } });
    });
  });

  it('an eID naming another person is red, raises a mismatch alert and waits for the staff decision', async () => {
    const customer = person(admin).id;
    await withCode(customer, eid.ssn, async () => {
      const s = await sent();
      eid.name = 'Nordea Demo';
      const { url } = await h.ports.identifications.startEid(s.link, 'NETSEIDENT_BANKID_FI');
      const identified = h.recorded.identified.length;
      await h.ports.identifications.completeEid(s.link, { callback: `?code=abc&state=${new URL(url).searchParams.get('state')}` }, meta);
      const r = await get(s.id);
      expect(r).toMatchObject({ assurance: 'mismatch', light: 'red', identified_name: 'Nordea Demo', mismatch_decision: null });
      expect(r.mismatch?.name).toEqual({ expected: person(admin).name, identified: 'Nordea Demo' });
      expect(h.recorded.identified.length).toBe(identified);
      expect(h.recorded.alerts.find((a) => a.alert.targetId === s.id)?.alert).toMatchObject({
        target: 'identifications', customersId: customer, identifiedName: 'Nordea Demo', targetName: person(admin).name,
      });
      // Copying or accepting waits for the decision.
      expect((await h.call(admin, `${base}/${s.id}/copy`, { method: 'POST', body: { customers_id: person(admin, 1).id } })).body.errors[0]!.code).toBe('MISMATCH_UNDECIDED');
      const decided = await h.call<Identification>(admin, `${base}/${s.id}/mismatch`, { method: 'POST', body: { decision: 'ACCEPTED' } });
      expect(decided.status).toBe(200);
      expect(decided.body.data).toMatchObject({ mismatch_decision: 'ACCEPTED', mismatch_decided_by: admin, assurance: 'identified', light: 'green' });
      expect(h.recorded.identified.at(-1)).toMatchObject({ customersId: customer, confirmed: true });
      expect((await h.call(admin, `${base}/${s.id}/mismatch`, { method: 'POST', body: { decision: 'REJECTED' } })).body.errors[0]!.code).toBe('MISMATCH_NONE');
      expect(await events(s.id)).toContain('mismatch_decided');
    });
  });

  it('an eID whose birth date differs from the customer\'s identity code is red, raises the alert and writes nothing until staff decide', async () => {
    const customer = person(admin).id;
    // The customer's code says 1 January 1990; the eID (same name) gives 13 April 1983.
    const eidSsn = eid.ssn;
    eid.ssn = null;
    await withCode(customer, '010190-123M', async () => {
      const s = await sent();
      eid.name = person(admin).name;
      const identified = h.recorded.identified.length;
      const { url } = await h.ports.identifications.startEid(s.link, 'NETSEIDENT_BANKID_FI');
      await h.ports.identifications.completeEid(s.link, { callback: `?code=abc&state=${new URL(url).searchParams.get('state')}` }, meta);
      const r = await get(s.id);
      expect(r).toMatchObject({ assurance: 'mismatch', light: 'red', mismatch_decision: null });
      expect(r.mismatch).toEqual({ birthdate: { expected: '1990-01-01', identified: '1983-04-13' } });
      expect(h.recorded.identified.length).toBe(identified);
      expect(h.recorded.alerts.find((a) => a.alert.targetId === s.id)?.alert).toMatchObject({
        target: 'identifications', customersId: customer, description: expect.stringContaining('birth date'),
      });
      const decided = await h.call<Identification>(admin, `${base}/${s.id}/mismatch`, { method: 'POST', body: { decision: 'ACCEPTED' } });
      expect(decided.body.data).toMatchObject({ mismatch_decision: 'ACCEPTED', assurance: 'identified', light: 'green' });
    }).finally(() => {
      eid.ssn = eidSsn;
    });
    // The same birth date (the eID's code is the customer's): nothing differs.
    await withCode(customer, eid.ssn, async () => {
      const r = await get((await identifiedByEid()).id);
      expect(r).toMatchObject({ mismatch: null, assurance: 'identified' });
    });
  });

  it('a rejected mismatch writes nothing and stays red', async () => {
    const s = await sent();
    eid.name = 'Nordea Demo';
    const { url } = await h.ports.identifications.startEid(s.link, 'NETSEIDENT_BANKID_FI');
    await h.ports.identifications.completeEid(s.link, { callback: `?code=abc&state=${new URL(url).searchParams.get('state')}` }, meta);
    const identified = h.recorded.identified.length;
    const decided = await h.call<Identification>(user, `${base}/${s.id}/mismatch`, { method: 'POST', body: { decision: 'REJECTED' } });
    expect(decided.body.data).toMatchObject({ mismatch_decision: 'REJECTED', assurance: 'mismatch', light: 'red' });
    expect(h.recorded.identified.length).toBe(identified);
  });
});
