import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Esignature, type LinkAddress, type Request, type Signatory } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';
import {
  brokerLevel, codeOf, draftWith, eidMethod, eidSsn, fakeBroker, keepAttachments, linkOf, loa3, makePdf, meta, mintToken, nextEmail, org, pngDataUrl,
  signatoryBody,
} from '../esignatures/test-kit.ts';

const admin: string = demoUsers.admin.id;
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness({ eid: fakeBroker() });
  keepAttachments(h);
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());
beforeEach(() => h.setNow(new Date()));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const staff = async (id: string) => (await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${id}`)).body.data!;
const send = (id: string) => h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${id}/send`, { method: 'POST' });

/** Identifies through the fake broker: start, then the provider's answer as the callback page posts it. */
const identify = async (link: LinkAddress) => {
  const { url } = await h.ports.signatories.startEid(link, eidMethod);
  const state = new URL(url).searchParams.get('state')!;
  return h.ports.signatories.completeEid(link, { callback: `?code=abc&state=${state}` }, meta);
};

describe('signing in two orders', () => {
  it('invites order 2 after order 1 signs; both sign; the final PDF is stored, mailed, verifiable and produced per language', async () => {
    const [first, second] = [nextEmail('order1'), nextEmail('order2')];
    const e = await draftWith(h, admin, customer, [
      signatoryBody(first, { name: 'Matti Meikäläinen', available_eidmethods: ['SCREENSIGNATURE', 'PASSPORTFILE'] }),
      signatoryBody(second, { name: 'Tiina Testaaja', signorder: 2, hide_ssn: true, available_eidmethods: [eidMethod, 'BANKID_SE'] }),
    ], { language: 'fi', signtext: 'Hyväksyn sopimuksen' });
    const [s1, s2] = [e.signatories.find((s) => s.email === first)!, e.signatories.find((s) => s.email === second)!];
    await send(e.id);
    expect(h.mailTo(second)).toBeUndefined();
    const link1 = linkOf(h, e, s1.id, first);

    const view = await h.ports.signatories.view(link1);
    expect(view).toMatchObject({
      id: s1.id, esignatures_id: e.id, stage: 'open', esignature_status: 'SEND', signature_name: 'Toimeksiantosopimus', signtext: 'Hyväksyn sopimuksen',
      identified: null, signed_at: null, final_pdf_available: false, language: 'fi', force_passportreader: false,
      methods: [{ method: 'PASSPORTFILE', available: false }, { method: 'SCREENSIGNATURE', available: true }],
    });
    expect(view.organisation.name).toBe('Demo Oy');
    expect(view.files).toHaveLength(1);
    const original = await h.ports.signatories.file(link1, view.files[0]!.id);
    expect(original.mime).toBe('application/pdf');
    expect(sha256(original.bytes)).toBe(view.files[0]!.sha256);
    expect(await codeOf(h.ports.signatories.file(link1, crypto.randomUUID()))).toBe('FILE_NOT_FOUND');

    // Order 2 holds no link yet; one written into the table still cannot sign before its turn.
    const early: LinkAddress = { ...linkOf(h, e, s1.id, first), id: s2.id, token: await mintToken(h, customer, s2.id) };
    await expect(h.ports.signatories.view(early)).resolves.toMatchObject({ stage: 'waiting_turn' });
    expect(await codeOf(h.ports.signatories.sign(early, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('NOT_YOUR_TURN');
    expect(await codeOf(h.ports.signatories.startEid(early, eidMethod))).toBe('NOT_YOUR_TURN');

    // Order 1 signs by drawing; a method not offered and a missing image are refused first.
    expect(await codeOf(h.ports.signatories.sign(link1, { method: eidMethod, accept: true }, meta))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await codeOf(h.ports.signatories.sign(link1, { method: 'PASSPORTFILE', accept: true }, meta))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await codeOf(h.ports.signatories.sign(link1, { method: 'SCREENSIGNATURE', accept: true }, meta))).toBe('IDENTIFICATION_DATA_MISSING');
    expect(await codeOf(h.ports.signatories.sign(link1, { method: 'SCREENSIGNATURE', accept: true, image: 'data:image/png;base64,AAAA' }, meta))).toBe('IMAGE_UNSUPPORTED');
    const receipt1 = await h.ports.signatories.sign(link1, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
    expect(receipt1.esignature_signed).toBe(false);
    expect(await codeOf(h.ports.signatories.sign(link1, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('ALREADY_SIGNED');
    await expect(h.ports.signatories.view(link1)).resolves.toMatchObject({ stage: 'signed', final_pdf_available: false });
    const [drawn] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.files where item_kind = 'signatory' and item_id = ${s1.id} and role = 'screensignature'`;
    expect(drawn!.n).toBe(1);

    // Order 2 is invited now, by mail.
    const middle = await staff(e.id);
    expect(middle).toMatchObject({ status: 'SEND', current_order: 2 });
    expect(middle.signatories.find((s) => s.id === s1.id)).toMatchObject({ status: 'done', light: 'green', method: 'SCREENSIGNATURE', ssn: null, ipaddress: meta.ipaddress });
    expect(middle.signatories.find((s) => s.id === s2.id)).toMatchObject({ status: 'error', light: 'red' });
    const link2 = linkOf(h, e, s2.id, second);
    expect(h.mailTo(second)!.text).toContain(`/p/signatories/${org}/${customer}/${e.id}/${s2.id}#`);
    const view2 = await h.ports.signatories.view(link2);
    expect(view2).toMatchObject({ stage: 'open', identified: null, methods: [{ method: eidMethod, available: true }, { method: 'BANKID_SE', available: false }] });

    // The eID signatory: identifying is not signing; sign without it is refused; a cancelled one is recorded.
    expect(await codeOf(h.ports.signatories.sign(link2, { method: eidMethod, accept: true }, meta))).toBe('IDENTIFICATION_DATA_MISSING');
    expect(await codeOf(h.ports.signatories.startEid(link2, 'BANKID_SE'))).toBe('EID_METHOD_UNAVAILABLE');
    const { url } = await h.ports.signatories.startEid(link2, eidMethod);
    const cancelled = `?error=access_denied&state=${new URL(url).searchParams.get('state')}`;
    expect(await codeOf(h.ports.signatories.completeEid(link2, { callback: cancelled }, meta))).toBe('EID_INVALID');
    expect(await codeOf(h.ports.signatories.completeEid(link2, { callback: cancelled }, meta))).toBe('EID_INVALID');
    expect(await identify(link2)).toEqual({ name: 'Tiina Testaaja', method: eidMethod });
    await expect(h.ports.signatories.view(link2)).resolves.toMatchObject({ identified: { name: 'Tiina Testaaja', method: eidMethod } });
    const receipt2 = await h.ports.signatories.sign(link2, { method: eidMethod, accept: true }, { ipaddress: '198.51.100.7', userAgent: 'phone' });
    expect(receipt2.esignature_signed).toBe(true);

    // SIGNED: the stored record has the identity code; staff JSON never shows it (hide_ssn).
    const [row] = await h.t.db.owner<{ ssn: string; method: string; eid_issuer: string; user_agent: string }[]>`select ssn, method, eid_issuer, user_agent from outbound.signatories where id = ${s2.id}`;
    expect(row).toMatchObject({ ssn: eidSsn, method: eidMethod, eid_issuer: 'https://eid.example', user_agent: 'phone' });
    const done = await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}`);
    expect(JSON.stringify(done.body)).not.toContain(eidSsn);
    expect(done.body.data).toMatchObject({ status: 'SIGNED', light: 'green', current_order: null });
    expect(done.body.data!.signed_at).not.toBeNull();
    expect(done.body.data!.signatories.find((s) => s.id === s2.id)).toMatchObject({ status: 'done', method: eidMethod, ssn: null, hide_ssn: true });
    const signedList = await h.call<Signatory[]>(admin, `/api/v2.5/user/customers/${customer}/esignatures/${e.id}/signatories`);
    expect(JSON.stringify(signedList.body)).not.toContain(eidSsn);

    // The final PDF in Finnish: stored, its SHA-256 on the e-signature, mailed as an attachment to both signatories.
    const stored = await h.t.db.owner<{ language: string; sha256: string; content: Buffer }[]>`select language, sha256, content from outbound.signed_documents where esignatures_id = ${e.id}`;
    expect(stored.map((d) => d.language)).toEqual(['fi']);
    const fi = new Uint8Array(stored[0]!.content);
    expect(done.body.data!.signed_sha256).toBe(sha256(fi));
    for (const email of [first, second]) {
      const mail = h.outbox.mails.find((m) => m.to.includes(email) && m.attachments?.length);
      expect(mail?.subject).toContain('Toimeksiantosopimus');
      expect(mail!.attachments![0]).toMatchObject({ contentType: 'application/pdf', filename: 'Toimeksiantosopimus_allekirjoitettu.pdf' });
      expect(sha256(mail!.attachments![0]!.content)).toBe(sha256(fi));
    }
    expect(Buffer.from(fi).includes(Buffer.from(eidSsn))).toBe(false);

    // The staff PDF link: the stored one for fi, an English one produced and stored once.
    const fiDownload = await h.request(`/api/v2.5/user/signatures/${e.id}/pdf?l=fi`, { as: admin });
    expect(fiDownload.headers.get('content-type')).toBe('application/pdf');
    expect(sha256(new Uint8Array(await fiDownload.arrayBuffer()))).toBe(sha256(fi));
    const [en1, en2] = await Promise.all([
      h.request(`/api/v2.5/user/signatures/${e.id}/pdf?l=en`, { as: admin }), h.request(`/api/v2.5/user/signatures/${e.id}/pdf?l=en`, { as: admin }),
    ]);
    expect([en1.status, en2.status]).toEqual([200, 200]);
    const en = new Uint8Array(await en1.arrayBuffer());
    expect(sha256(en)).not.toBe(sha256(fi));
    const stored2 = await h.t.db.owner<{ language: string; sha256: string }[]>`select language, sha256 from outbound.signed_documents where esignatures_id = ${e.id} order by language`;
    expect(stored2.map((d) => d.language)).toEqual(['en', 'fi']);
    expect(sha256(new Uint8Array(await en2.arrayBuffer()))).toBe(stored2[0]!.sha256);
    expect(stored2[0]!.sha256).toBe(sha256(en));
    expect((await h.call(admin, `/api/v2.5/user/signatures/${e.id}/pdf?l=xx`)).status).toBe(400);
    expect(sha256(new Uint8Array(await (await h.request(`/api/v2.5/user/signatures/${e.id}/pdf`, { as: admin })).arrayBuffer()))).toBe(sha256(fi));

    // The signatory's own copy; a signed e-signature cannot be deleted, resent or paused.
    const copy = await h.ports.signatories.signedPdf(link2);
    expect(sha256(copy.bytes)).toBe(sha256(fi));
    await expect(h.ports.signatories.view(link2)).resolves.toMatchObject({ stage: 'signed', final_pdf_available: true, esignature_status: 'SIGNED' });
    for (const path of ['/send', '/pause', '/resume']) {
      expect((await h.call(admin, `/api/v2.5/user/esignatures/${e.id}${path}`, { method: 'POST' })).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    }
    expect((await h.call(admin, `/api/v2.5/user/esignatures/${e.id}`, { method: 'DELETE' })).body.errors[0]!.code).toBe('ESIGNATURE_INVALID_STATUS');
    expect(await codeOf(h.ports.signatories.sign(link2, { method: eidMethod, accept: true }, meta))).toBe('ALREADY_SIGNED');

    // Verification: the exact file matches and its signature is valid; a modified copy does not match.
    const verified = await h.ports.verify.verify(fi);
    expect(verified).toMatchObject({
      match: true, pdf_signature: 'valid', sha256: sha256(fi),
      document: { signature_name: 'Toimeksiantosopimus', organisation_name: 'Demo Oy', esignatures_id: e.id },
    });
    // Without a timestamp authority the seal has no trusted timestamp to show.
    expect(verified.timestamp).toBeNull();
    expect(verified.document!.signatories.map((s) => [s.name, s.method])).toEqual([['Matti Meikäläinen', 'SCREENSIGNATURE'], ['Tiina Testaaja', eidMethod]]);
    await expect(h.ports.verify.verify(en)).resolves.toMatchObject({ match: true, pdf_signature: 'valid' });
    const modified = fi.slice();
    // A byte of the header's binary comment: inside the signed range, the file still parses.
    modified[11] = modified[11]! ^ 0x01;
    const refused = await h.ports.verify.verify(modified);
    expect(refused.match).toBe(false);
    expect(refused.document).toBeNull();
    expect(['invalid', 'none']).toContain(refused.pdf_signature);
    await expect(h.ports.verify.verify(await makePdf('Muu'))).resolves.toMatchObject({ match: false, pdf_signature: 'none' });
    expect(await codeOf(h.ports.verify.verify(new TextEncoder().encode('not a pdf')))).toBe('UNSUPPORTED_FILE');

    const events = (await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_id = ${e.id} order by id`).map((r) => r.type);
    expect(events).toEqual(expect.arrayContaining(['sent', 'completed', 'pdf_mailed']));
    const signatoryEvents = (await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_id = ${s2.id} order by id`).map((r) => r.type);
    expect(signatoryEvents).toEqual(['sent', 'eid_started', 'identify_failed', 'eid_started', 'identified', 'signed']);
  });

  it('two last signatories at once complete the e-signature exactly once', async () => {
    const [a, b] = [nextEmail('together'), nextEmail('together')];
    const e = await draftWith(h, admin, customer, [signatoryBody(a), signatoryBody(b)]);
    await send(e.id);
    const links = e.signatories.map((s) => linkOf(h, e, s.id, s.email));
    const receipts = await Promise.all(links.map((link) => h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta)));
    expect(receipts.filter((r) => r.esignature_signed)).toHaveLength(1);
    const events = await h.t.db.owner<{ type: string }[]>`select type from outbound.events where item_id = ${e.id} and type in ('completed', 'pdf_mailed')`;
    expect(events.map((r) => r.type).sort()).toEqual(['completed', 'pdf_mailed']);
    expect((await staff(e.id)).status).toBe('SIGNED');
  });

  it('force_passportreader offers the passport reader only', async () => {
    const a = nextEmail('reader');
    const e = await draftWith(h, admin, customer, [signatoryBody(a)], { force_passportreader: true });
    await send(e.id);
    const link = linkOf(h, e, e.signatories[0]!.id, a);
    await expect(h.ports.signatories.view(link)).resolves.toMatchObject({ force_passportreader: true, methods: [{ method: 'PASSPORTREADER', available: false }] });
    expect(await codeOf(h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('EID_METHOD_UNAVAILABLE');
  });
});

describe('token misuse', () => {
  it('another signatory\'s token, another e-signature in the path, an expired link and a request\'s token are refused', async () => {
    const [a, b] = [nextEmail('misuse'), nextEmail('misuse')];
    const e = await draftWith(h, admin, customer, [signatoryBody(a), signatoryBody(b)]);
    const other = await draftWith(h, admin, customer, [signatoryBody(nextEmail('other'))]);
    await send(e.id);
    await send(other.id);
    const [sa, sb] = [e.signatories.find((s) => s.email === a)!, e.signatories.find((s) => s.email === b)!];
    const link = linkOf(h, e, sa.id, a);
    const bToken = h.tokenFromMail(b);
    const attempts: LinkAddress[] = [
      { ...link, token: bToken },
      { ...link, esignaturesId: other.id },
      { ...link, esignaturesId: undefined },
      { ...link, customersId: demoCustomerOf(demoUsers.user.id) },
      { ...link, organisationsId: demoOrganisations.toinen.id },
      { ...link, token: 'A'.repeat(43) },
      { ...link, id: sb.id, esignaturesId: other.id, token: bToken },
    ];
    for (const attempt of attempts) {
      expect(await codeOf(h.ports.signatories.view(attempt))).toBe('LINK_INVALID');
      expect(await codeOf(h.ports.signatories.sign(attempt, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('LINK_INVALID');
    }
    // A request's link opens no signatory page.
    const email = nextEmail('request');
    const request = (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ask_owners: true } })).body.data!;
    await h.call(admin, `/api/v2.5/user/requests/${request.id}/send`, { method: 'POST' });
    expect(await codeOf(h.ports.signatories.view({ ...link, token: h.tokenFromMail(email) }))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.signatories.view({ ...link, id: request.id, token: h.tokenFromMail(email) }))).toBe('LINK_INVALID');
    // Expired (the clock moved past validtime_after_esignature).
    h.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect(await codeOf(h.ports.signatories.view(link))).toBe('LINK_EXPIRED');
    expect(await codeOf(h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('LINK_EXPIRED');
    h.setNow(new Date());
    await expect(h.ports.signatories.view(link)).resolves.toMatchObject({ stage: 'open' });
    // The final PDF waits for everyone.
    expect(await codeOf(h.ports.signatories.signedPdf(link))).toBe('ESIGNATURE_INVALID_STATUS');
  });
});

describe('a signatory whose eID names another person (issue 25 §5)', () => {
  it('cannot sign until staff decide; the alert goes to the signatory; once accepted, the identified person signs and is named', async () => {
    const email = nextEmail('mismatch');
    // The broker's person is Tiina Testaaja; the signatory was entered as someone else.
    const e = await draftWith(h, admin, customer, [signatoryBody(email, { name: 'Maija Mallikas', available_eidmethods: [eidMethod] })]);
    const s = e.signatories[0]!;
    await send(e.id);
    const link = linkOf(h, e, s.id, email);
    await identify(link);
    expect(await codeOf(h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta))).toBe('IDENTITY_MISMATCH');
    const held = (await staff(e.id)).signatories[0]!;
    expect(held).toMatchObject({ status: 'error', signed_at: null, identified_name: 'Tiina Testaaja', mismatch_decision: null });
    expect(held.mismatch?.name).toEqual({ expected: 'Maija Mallikas', identified: 'Tiina Testaaja' });
    expect(h.recorded.alerts.find((a) => a.alert.targetId === `${e.id}/${s.id}`)?.alert).toMatchObject({
      target: 'esignatures', targetName: 'Maija Mallikas', identifiedName: 'Tiina Testaaja', customersId: customer,
    });

    const decide = (decision: string) => h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}/signatories/${s.id}/mismatch`, { method: 'POST', body: { decision } });
    const decided = await decide('ACCEPTED');
    expect(decided.status).toBe(200);
    expect(decided.body.data!.signatories[0]).toMatchObject({ mismatch_decision: 'ACCEPTED', mismatch_decided_by: admin });
    expect((await decide('REJECTED')).body.errors[0]!.code).toBe('MISMATCH_NONE');

    // The eID session was used up by the refused attempt: identify again, then sign.
    await identify(link);
    const signed = await h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta);
    expect(signed.esignature_signed).toBe(true);
    expect((await staff(e.id)).signatories[0]).toMatchObject({ status: 'done', identified_name: 'Tiina Testaaja', method: eidMethod });
    // The verification page names who actually signed, as the sealed PDF does.
    const pdf = await h.ports.signatories.signedPdf(link);
    const verified = await h.ports.verify.verify(pdf.bytes);
    expect(verified).toMatchObject({ match: true, document: { signatories: [{ name: 'Tiina Testaaja', method: eidMethod }] } });
  });

  it('an eID below the organisation\'s minimum level cannot sign until staff decide, as an identification would not count', async () => {
    const email = nextEmail('weak');
    // The signatory is the broker's person; the organisation requires high (FTN loa3), the eID says substantial (loa2).
    const e = await draftWith(h, admin, customer, [signatoryBody(email, { name: 'Tiina Testaaja', available_eidmethods: [eidMethod] })]);
    const s = e.signatories[0]!;
    await send(e.id);
    expect((await h.call(admin, '/api/v2.5/admin/organizations/outbound', { method: 'PUT', body: { eid_min_level: 'high' } })).status).toBe(200);
    brokerLevel.acr = 'http://ftn.ficora.fi/2017/loa2';
    try {
      const link = linkOf(h, e, s.id, email);
      await identify(link);
      expect(await codeOf(h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta))).toBe('IDENTITY_MISMATCH');
      const held = (await staff(e.id)).signatories[0]!;
      expect(held).toMatchObject({ status: 'error', signed_at: null, mismatch_decision: null, eid_acr: 'http://ftn.ficora.fi/2017/loa2' });
      expect(held.mismatch).toEqual({ level: { required: 'high', identified: 'substantial' } });
      expect(h.recorded.alerts.find((a) => a.alert.targetId === `${e.id}/${s.id}`)?.alert).toMatchObject({
        target: 'esignatures', description: expect.stringContaining('level of assurance'),
      });
      const decided = await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}/signatories/${s.id}/mismatch`, { method: 'POST', body: { decision: 'ACCEPTED' } });
      expect(decided.status).toBe(200);
      await identify(link);
      expect((await h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta)).esignature_signed).toBe(true);
    } finally {
      brokerLevel.acr = loa3;
      await h.t.db.owner`update outbound.settings set eid_min_level = 'substantial'`;
    }
    // At the level required, an eID signs at once.
    const strongEmail = nextEmail('strong');
    const strong = await draftWith(h, admin, customer, [signatoryBody(strongEmail, { name: 'Tiina Testaaja', available_eidmethods: [eidMethod] })]);
    await send(strong.id);
    const strongLink = linkOf(h, strong, strong.signatories[0]!.id, strongEmail);
    await identify(strongLink);
    expect((await h.ports.signatories.sign(strongLink, { method: eidMethod, accept: true }, meta)).esignature_signed).toBe(true);
  });

  it('a rejected person keeps being refused', async () => {
    const email = nextEmail('mismatch-rejected');
    const e = await draftWith(h, admin, customer, [signatoryBody(email, { name: 'Maija Mallikas', available_eidmethods: [eidMethod] })]);
    const s = e.signatories[0]!;
    await send(e.id);
    const link = linkOf(h, e, s.id, email);
    await identify(link);
    expect(await codeOf(h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta))).toBe('IDENTITY_MISMATCH');
    await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/signatories/${s.id}/mismatch`, { method: 'POST', body: { decision: 'REJECTED' } });
    await identify(link);
    expect(await codeOf(h.ports.signatories.sign(link, { method: eidMethod, accept: true }, meta))).toBe('IDENTITY_MISMATCH');
    expect((await staff(e.id)).signatories[0]).toMatchObject({ status: 'error', mismatch_decision: 'REJECTED' });
  });
});
