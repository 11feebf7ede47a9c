import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, purgeRetainedRecords } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Identification, type LinkAddress, type Page, type PendingItem } from '@tunne/contracts';
import type { SecurityEvent } from '@tunne/platform';
import { codeOf, draftWith, keepAttachments, linkOf, meta, nextEmail, pngDataUrl, signatoryBody } from './esignatures/test-kit.ts';
import { dueItems, runOutboundJobsOnce } from './jobs/reminders.ts';
import { purgeRetainedOutbound, retainedOutboundFiles, retainedOutboundSections } from './retained-record.ts';
import { startOutboundHarness, type OutboundHarness } from './testing.ts';

// Issue 25 §4 (EU AMLR art. 77): a retained customer's outbound items are part of its record: hidden from the working
// register and read-only, in the record with their files and history, and deleted with it (counted in the purge log).

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const org = demoOrganisations.demo.id;
let h: OutboundHarness;

beforeAll(async () => {
  h = await startOutboundHarness();
  keepAttachments(h);
  await h.t.db.owner`update identity.organisations set use_identifications_accept = false where id = ${org}`;
});
afterAll(() => h.stop());

const person = () => demoCustomers().filter((c) => c.organisations_id === org && c.users_id === user && c.type === 'person' && !c.is_removed)[0]!.id;

/** The customer leaves the register with its record retained; the relationship ended six years ago (due for deletion). */
const retain = async (customersId: string) => {
  await h.t.db.owner`update customers.customers set is_removed = true, relationship_ended_at = now() - interval '6 years',
    retained_at = now() where id = ${customersId}`;
};

const counts = async (customersId: string) => {
  const [row] = await h.t.db.owner<Record<string, number>[]>`select
    (select count(*)::int from outbound.identifications where customers_id = ${customersId}) as identifications,
    (select count(*)::int from outbound.esignatures where customers_id = ${customersId}) as esignatures,
    (select count(*)::int from outbound.requests where customers_id = ${customersId}) as requests,
    (select count(*)::int from outbound.files where customers_id = ${customersId}) as files,
    (select count(*)::int from outbound.signed_documents where customers_id = ${customersId}) as signed,
    (select count(*)::int from outbound.link_tokens where customers_id = ${customersId}) as tokens,
    (select count(*)::int from outbound.events where customers_id = ${customersId}) as events`;
  return row!;
};

describe('outbound items of a retained record (issue 25 §4)', () => {
  it('are read-only and hidden from every user route, /pending and the link; in the record with their files; purged with it', async () => {
    const customersId = person();
    // An identification by a drawn signature, a signed e-signature, a request waiting for its answer.
    const created = (await h.call<Identification>(user, `/api/v2.5/user/customers/${customersId}/identifications`, {
      method: 'POST', body: { name: 'Pirjo Piirtäjä', email: nextEmail('id'), available_eidmethods: ['SCREENSIGNATURE'] },
    })).body.data!;
    await h.call(user, `/api/v2.5/user/identifications/${created.id}/send`, { method: 'POST' });
    const idLink: LinkAddress = { organisationsId: org, customersId, id: created.id, token: h.tokenFromMail(created.email) };
    await h.ports.identifications.screenSignature(idLink, { image: pngDataUrl() }, meta);
    const signer = nextEmail('sign');
    const e = await draftWith(h, user, customersId, [signatoryBody(signer)]);
    await h.call(user, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
    await h.ports.signatories.sign(linkOf(h, e, e.signatories[0]!.id, signer), { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
    const request = (await h.call<{ id: string; email: string }>(user, `/api/v2.5/user/customers/${customersId}/requests`, {
      method: 'POST', body: { email: nextEmail('req'), ask_owners: true },
    })).body.data!;
    await h.call(user, `/api/v2.5/user/requests/${request.id}/send`, { method: 'POST' });
    const requestLink: LinkAddress = { organisationsId: org, customersId, id: request.id, token: h.tokenFromMail(request.email) };
    const pendingIds = async (as: string) =>
      (await h.call<Page<PendingItem>>(as, '/api/v2.5/user/pending?timeframe=all&size=500')).body.data!.items.map((p) => p.id);
    expect(await pendingIds(user)).toContain(request.id);

    await retain(customersId);

    // Every user route: not found (admins too: the record is read through the retained-record routes only).
    for (const as of [user, admin]) {
      for (const path of [
        `/api/v2.5/user/identifications/${created.id}`, `/api/v2.5/user/identifications/${created.id}/screensignature`,
        `/api/v2.5/user/esignatures/${e.id}`, `/api/v2.5/user/requests/${request.id}`, `/api/v2.5/user/identifications/${created.id}/events`,
      ]) {
        expect((await h.request(path, { as })).status, path).toBe(404);
      }
      expect(await pendingIds(as)).not.toContain(request.id);
    }
    // Writes, deny and resend reach nothing.
    const before = await counts(customersId);
    const mails = h.outbox.mails.length;
    expect((await h.call(user, `/api/v2.5/user/identifications/${created.id}/metadata`, { method: 'PUT', body: { document_number: 'X9999999' } })).status).toBe(404);
    expect((await h.call(user, `/api/v2.5/user/identifications/${created.id}/deny`, { method: 'POST', body: {} })).status).toBe(404);
    expect((await h.call(user, `/api/v2.5/user/requests/${request.id}/send`, { method: 'POST' })).status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/user/requests/${request.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(h.outbox.mails.length).toBe(mails);
    // The jobs neither remind nor find it (its reminder was due).
    await h.t.db.owner`update outbound.requests set next_reminder_at = now() - interval '1 minute' where id = ${request.id}`;
    expect((await dueItems(h.deps, new Date())).map((d) => d.id)).not.toContain(request.id);
    expect((await runOutboundJobsOnce(h.deps, new Date())).delivered).toBe(0);
    expect(h.outbox.mails.length).toBe(mails);
    // The recipient's link is no longer valid.
    expect(await codeOf(h.ports.requests.view(requestLink))).toBe('LINK_INVALID');
    // Not even the database lets the app role change them with the read switch on.
    const changed = await h.t.db.tx({ organisationsId: org, usersId: admin }, async (tx) => {
      await tx`select set_config('app.read_retained', 'on', true)`;
      return (await tx`update outbound.identifications set metadata = '{"document_number":"X9999999"}' where id = ${created.id}`).count
        + (await tx`delete from outbound.requests where id = ${request.id}`).count
        + (await tx`update outbound.files set removed_at = now() where customers_id = ${customersId}`).count;
    });
    expect(changed).toBe(0);
    expect(await counts(customersId)).toEqual(before);

    // The record: the identification, the signed e-signature, the request, the files, the history.
    const subject = { organisationsId: org, customersId, names: [] };
    const sections = Object.fromEntries((await retainedOutboundSections(h.t.db)(subject)).map((s) => [s.key, s.entries]));
    const field = (entry: { fields: { label: string; value: string }[] }, label: string) => entry.fields.find((f) => f.label === label)?.value;
    expect(sections.identifications).toHaveLength(1);
    expect(field(sections.identifications![0]!, 'eidmethod')).toBe('SCREENSIGNATURE');
    expect(sections.esignatures![0]!.title).toBe('Toimeksiantosopimus');
    expect(field(sections.esignatures![0]!, 'status')).toBe('SIGNED');
    expect(sections.requests).toHaveLength(1);
    expect(sections.outboundfiles!.map((f) => field(f, 'role'))).toEqual(expect.arrayContaining(['screensignature', 'document', 'signed']));
    expect(sections.outboundhistory!.map((v) => v.title)).toEqual(expect.arrayContaining(['identification identified', 'esignature completed', 'request sent']));
    const files = await retainedOutboundFiles(h.t.db)(subject);
    expect(files.map((f) => f.description)).toEqual(expect.arrayContaining(['identification: drawn signature', 'esignature: signed PDF']));
    const signed = files.find((f) => f.description === 'esignature: signed PDF')!;
    expect(new TextDecoder().decode(signed.bytes.slice(0, 5))).toBe('%PDF-');

    // The retention job deletes them with the record and the purge log counts them.
    expect(await purgeRetainedRecords(h.t.db, new Date(), [purgeRetainedOutbound(h.t.db)])).toBeGreaterThanOrEqual(1);
    expect(await counts(customersId)).toEqual({ identifications: 0, esignatures: 0, requests: 0, files: 0, signed: 0, tokens: 0, events: 0 });
    const [log] = await h.t.db.owner<{ removed: Record<string, number> }[]>`select removed from customers.retention_purges where record_id = ${customersId}`;
    expect(log!.removed).toMatchObject({
      outbound_identifications: 1, outbound_esignatures: 1, outbound_requests: 1, outbound_signed_documents: before.signed,
      outbound_files: before.files, outbound_events: before.events, outbound_link_tokens: before.tokens,
    });
  });

  it('purges nothing of a customer still in the register', async () => {
    const live = demoCustomers().find((c) => c.organisations_id === org && c.users_id === admin && !c.is_removed)!.id;
    await h.call(admin, `/api/v2.5/user/customers/${live}/identifications`, {
      method: 'POST', body: { name: 'Elävä Asiakas', email: nextEmail('live'), available_eidmethods: ['SCREENSIGNATURE'] },
    });
    expect(await purgeRetainedOutbound(h.t.db)({ organisationsId: org, customersId: live })).toEqual({});
    expect((await counts(live)).identifications).toBeGreaterThanOrEqual(1);
  });

  it('puts every download of a drawn signature, a document, an attachment and a signed PDF in the security log (issue 25 §6)', async () => {
    const logged: SecurityEvent[] = [];
    h.deps.securityLog = { record: async (event) => void logged.push(event), addressOf: () => '203.0.113.9' };
    try {
      const customersId = demoCustomers().filter((c) => c.organisations_id === org && c.users_id === admin && c.type === 'person' && !c.is_removed)[0]!.id;
      const created = (await h.call<Identification>(admin, `/api/v2.5/user/customers/${customersId}/identifications`, {
        method: 'POST', body: { name: 'Lokitettu Lataaja', email: nextEmail('log'), available_eidmethods: ['SCREENSIGNATURE', 'PASSPORTFILE'] },
      })).body.data!;
      await h.call(admin, `/api/v2.5/user/identifications/${created.id}/send`, { method: 'POST' });
      const link: LinkAddress = { organisationsId: org, customersId, id: created.id, token: h.tokenFromMail(created.email) };
      const file = await h.ports.identifications.addFile(link, { name: 'passi.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7 passi') });
      await h.ports.identifications.passport(link, { files_id: [file.id] }, meta);
      const signer = nextEmail('logsign');
      const e = await draftWith(h, admin, customersId, [signatoryBody(signer)]);
      await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
      await h.ports.signatories.sign(linkOf(h, e, e.signatories[0]!.id, signer), { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
      logged.length = 0;
      expect((await h.request(`/api/v2.5/user/identifications/${created.id}/files/${file.id}`, { as: admin })).status).toBe(200);
      expect((await h.request(`/api/v2.5/user/esignatures/${e.id}/files/${e.files[0]!.id}`, { as: admin })).status).toBe(200);
      expect((await h.request(`/api/v2.5/user/signatures/${e.id}/pdf`, { as: admin })).status).toBe(200);
      expect(logged.map((l) => l.type)).toEqual(['download.identification_document', 'download.outbound_file', 'download.signed_pdf']);
      expect(logged[0]).toMatchObject({ organisationsId: org, usersId: admin, address: '203.0.113.9', details: { customers_id: customersId, item_id: created.id, files_id: file.id } });
      expect(logged[2]!.details).toMatchObject({ customers_id: customersId, item_id: e.id });
      // A drawn signature's download too.
      const drawn = (await h.call<Identification>(admin, `/api/v2.5/user/customers/${customersId}/identifications`, {
        method: 'POST', body: { name: 'Piirtävä Lataaja', email: nextEmail('logdraw'), available_eidmethods: ['SCREENSIGNATURE'] },
      })).body.data!;
      await h.call(admin, `/api/v2.5/user/identifications/${drawn.id}/send`, { method: 'POST' });
      await h.ports.identifications.screenSignature({ organisationsId: org, customersId, id: drawn.id, token: h.tokenFromMail(drawn.email) }, { image: pngDataUrl() }, meta);
      expect((await h.request(`/api/v2.5/user/identifications/${drawn.id}/screensignature`, { as: admin })).status).toBe(200);
      expect(logged.at(-1)).toMatchObject({ type: 'download.screen_signature', details: { customers_id: customersId, item_id: drawn.id } });
    } finally {
      delete h.deps.securityLog;
    }
  });
});
