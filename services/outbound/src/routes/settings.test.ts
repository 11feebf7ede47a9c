import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  countdownSecondsOf, demoOrganisations, demoUsers, type EidLevelChange, type EidLevelChanges, type EidMethodAvailability, type Esignature,
  type Identification, type OutboundSettings, type Request,
} from '@tunne/contracts';
import type { SettingsChangeEntry, SettingsChangeLog } from '@tunne/platform';
import { demoCustomerOf, principals, startOutboundHarness, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const org = demoOrganisations.demo.id;
const settingsPath = '/api/v2.5/admin/organizations/outbound';

/** The change log as identity stores it, kept in memory. */
const entries: SettingsChangeEntry[] = [];
const changes: SettingsChangeLog = { record: async (entry) => void entries.push(entry) };
let failMail = false;
let h: OutboundHarness;

beforeAll(async () => {
  h = await startOutboundHarness({ settingsChanges: changes, failMail: () => failMail });
});
afterAll(() => h.stop());
afterEach(async () => {
  failMail = false;
  entries.length = 0;
  await h.t.db.owner`delete from outbound.settings`;
  await h.t.db.owner`delete from outbound.eid_level_changes`;
});

const save = (body: Record<string, unknown>, as = admin) => h.call<OutboundSettings>(as, settingsPath, { method: 'PUT', body });

describe('saving the outbound settings', () => {
  it('audits one entry per section changed, with the old and new values of the changed fields only', async () => {
    const saved = await save({ outbound_email_name: 'Demo Asiakaspalvelu', outbound_email_replyto: 'palvelu@demo.fi', resend_strategy: 'WEEKLY', public_countdown_seconds: 5 });
    expect(saved.status).toBe(200);
    expect(entries.map((e) => e.section).sort()).toEqual(['email', 'public', 'reminders']);
    expect(entries.find((e) => e.section === 'email')).toEqual({
      organisationsId: org, usersId: admin, section: 'email', entity: 'outbound_settings', action: 'update',
      before: { outbound_email_name: null, outbound_email_replyto: null },
      after: { outbound_email_name: 'Demo Asiakaspalvelu', outbound_email_replyto: 'palvelu@demo.fi' },
    });
    expect(entries.find((e) => e.section === 'public')).toMatchObject({ before: { public_countdown_seconds: 10 }, after: { public_countdown_seconds: 5 } });
    expect(entries.find((e) => e.section === 'reminders')).toMatchObject({ before: { resend_strategy: 'NONE' }, after: { resend_strategy: 'WEEKLY' } });

    entries.length = 0;
    await save({ host: 'https://kyc.demo.fi', login_url: 'https://kyc.demo.fi/login', eid_methods: ['SCREENSIGNATURE'], outbound_email_name: 'Demo Asiakaspalvelu' });
    expect(entries.map((e) => [e.section, e.before, e.after])).toEqual([
      ['host', { host: null, login_url: null }, { host: 'https://kyc.demo.fi', login_url: 'https://kyc.demo.fi/login' }],
      ['methods', { eid_methods: null }, { eid_methods: ['SCREENSIGNATURE'] }],
    ]);
  });

  it('records nothing when nothing changed, for a regular user (403) or for bad input (400)', async () => {
    await save({ resend_maxcnt: 3 });
    expect(entries).toEqual([]);
    expect((await save({ resend_maxcnt: 5 }, user)).status).toBe(403);
    const bad = await save({ outbound_email_replyto: 'not an address', public_countdown_seconds: 5 });
    expect(bad.status).toBe(400);
    expect(entries).toEqual([]);
    expect((await h.call<OutboundSettings>(admin, settingsPath)).body.data).toMatchObject({ resend_maxcnt: 3, public_countdown_seconds: 10, outbound_email_replyto: null });
  });
});

describe('lowering the minimum eID level (issue 25 §3, §5)', () => {
  // Another admin of the same organisation (a principal of this test only).
  const secondAdmin = '00000000-0000-4000-8000-00000000a002';
  principals[secondAdmin] = { ...principals[admin]!, usersId: secondAdmin };
  const levelPath = `${settingsPath}/eidlevel`;
  const ask = (body: Record<string, unknown>, as = admin) => h.call<EidLevelChange>(as, levelPath, { method: 'POST', body });
  const decide = (verb: 'approve' | 'refuse', requestId: string, as: string, reason = 'Tarkistettu') =>
    h.call<EidLevelChange>(as, `${levelPath}/${verb}`, { method: 'POST', body: { request_id: requestId, reason } });
  const level = async () => (await h.call<OutboundSettings>(admin, settingsPath)).body.data!.eid_min_level;

  it('raising is immediate; lowering needs a request that another admin approves, with reasons, audited', async () => {
    expect((await save({ eid_min_level: 'high' })).status).toBe(200);
    expect(entries.at(-1)).toMatchObject({ section: 'methods', before: { eid_min_level: 'substantial' }, after: { eid_min_level: 'high' } });
    // One admin cannot lower it by saving.
    const lowered = await save({ eid_min_level: 'substantial', resend_maxcnt: 5 });
    expect(lowered.status).toBe(409);
    expect(lowered.body.errors[0]).toMatchObject({ code: 'EID_LEVEL_APPROVAL_REQUIRED', field: '/eid_min_level' });
    expect(await level()).toBe('high');
    expect((await h.call<OutboundSettings>(admin, settingsPath)).body.data!.resend_maxcnt).toBe(3);
    // Saving the same level (with the other methods) is no lowering.
    expect((await save({ eid_min_level: 'high', eid_methods: null })).status).toBe(200);

    entries.length = 0;
    expect((await ask({ eid_min_level: 'high', reason: 'Sama' })).body.errors[0]!.code).toBe('EID_LEVEL_NOT_LOWER');
    expect((await ask({ eid_min_level: 'substantial', reason: ' ' })).status).toBe(400);
    expect((await ask({ eid_min_level: 'substantial', reason: 'Pankki' }, user)).status).toBe(403);
    const asked = await ask({ eid_min_level: 'substantial', reason: 'Asiakkaiden pankit antavat vain loa2' });
    expect(asked.status).toBe(201);
    const request = asked.body.data!;
    expect(request).toMatchObject({ eid_min_level: 'substantial', previous_level: 'high', state: 'PENDING', requested_by: admin, decided_by: null });
    expect(entries).toEqual([expect.objectContaining({ section: 'methods', entity: 'eid_level_change', entityId: request.id, action: 'create', usersId: admin })]);
    expect((await ask({ eid_min_level: 'substantial', reason: 'Toinen' }, secondAdmin)).body.errors[0]!.code).toBe('EID_LEVEL_CHANGE_PENDING');
    expect(await level()).toBe('high');
    const listed = (await h.call<EidLevelChanges>(secondAdmin, levelPath)).body.data!;
    expect(listed).toMatchObject({ current: 'high', pending: { id: request.id, reason: 'Asiakkaiden pankit antavat vain loa2' }, history: [] });

    // The requester cannot approve it; a regular user cannot either.
    expect((await decide('approve', request.id, admin)).body.errors[0]!.code).toBe('EID_LEVEL_SAME_USER');
    expect((await decide('approve', request.id, user)).status).toBe(403);
    expect(await level()).toBe('high');
    const approved = await decide('approve', request.id, secondAdmin, 'Hyväksytty riskiarvion perusteella');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'APPROVED', decided_by: secondAdmin, decision_reason: 'Hyväksytty riskiarvion perusteella' });
    expect(await level()).toBe('substantial');
    expect(entries.slice(1)).toEqual([
      expect.objectContaining({ entity: 'eid_level_change', action: 'update', usersId: secondAdmin, after: { state: 'APPROVED', decision_reason: 'Hyväksytty riskiarvion perusteella' } }),
      expect.objectContaining({ entity: 'outbound_settings', usersId: secondAdmin, before: { eid_min_level: 'high' }, after: { eid_min_level: 'substantial' } }),
    ]);
    expect((await decide('refuse', request.id, secondAdmin)).body.errors[0]!.code).toBe('EID_LEVEL_NOT_PENDING');
    expect((await h.call<EidLevelChanges>(admin, levelPath)).body.data).toMatchObject({ current: 'substantial', pending: null, history: [{ id: request.id, state: 'APPROVED' }] });
  });

  it('a refused request changes nothing; an unknown one is not pending', async () => {
    await save({ eid_min_level: 'high' });
    const request = (await ask({ eid_min_level: 'substantial', reason: 'Kokeilu' }, secondAdmin)).body.data!;
    const refused = await decide('refuse', request.id, admin, 'Ei perusteita');
    expect(refused.body.data).toMatchObject({ state: 'REFUSED', decided_by: admin, decision_reason: 'Ei perusteita' });
    expect(await level()).toBe('high');
    expect((await decide('approve', '00000000-0000-4000-8000-00000000ffff', admin)).body.errors[0]!.code).toBe('EID_LEVEL_NOT_PENDING');
    // Decided: a new request may be made.
    expect((await ask({ eid_min_level: 'substantial', reason: 'Uusi' }, secondAdmin)).status).toBe(201);
  });
});

describe('outbound mail', () => {
  it('carries the organisation\'s reply-to and signature', async () => {
    await save({ outbound_email_replyto: 'palvelu@demo.fi', outbound_email_signature: 'Demo Oy\nAsiakaspalvelu 010 123 4567' });
    const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${demoCustomerOf(admin)}/requests`, { method: 'POST', body: { email: 'sig@example.com', ask_owners: true } });
    await h.call(admin, `/api/v2.5/user/requests/${created.body.data!.id}/send`, { method: 'POST' });
    const mail = h.sent.findLast((m) => m.to === 'sig@example.com')!;
    expect(mail.replyTo).toBe('palvelu@demo.fi');
    expect(mail.text).toMatch(/\n-- \nDemo Oy\nAsiakaspalvelu 010 123 4567\n$/);
    expect(mail.text).toContain('#');
  });

  it('has no reply-to and no signature when none is set', async () => {
    const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${demoCustomerOf(admin)}/requests`, { method: 'POST', body: { email: 'plain@example.com', ask_owners: true } });
    await h.call(admin, `/api/v2.5/user/requests/${created.body.data!.id}/send`, { method: 'POST' });
    const mail = h.sent.findLast((m) => m.to === 'plain@example.com')!;
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain('\n-- \n');
  });
});

describe('the test mail', () => {
  const testmail = (as = admin) => h.call<{ status: boolean }>(as, `${settingsPath}/testmail`, { method: 'POST' });

  it('goes to the calling admin with the sender name, reply-to and signature', async () => {
    await save({ outbound_email_name: 'Demo Asiakaspalvelu', outbound_email_replyto: 'palvelu@demo.fi', outbound_email_signature: 'Terveisin Demo' });
    const answer = await testmail();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: true });
    const mail = h.sent.at(-1)!;
    expect(mail).toMatchObject({ to: demoUsers.admin.email, fromName: 'Demo Asiakaspalvelu', replyTo: 'palvelu@demo.fi' });
    expect(mail.subject).toContain('Demo Asiakaspalvelu');
    expect(mail.text).toMatch(/\n-- \nTerveisin Demo\n$/);
  });

  it('is refused to a regular user and answers EMAIL_SEND_FAILED when the mail cannot go', async () => {
    const count = h.sent.length;
    expect((await testmail(user)).status).toBe(403);
    failMail = true;
    const failed = await testmail();
    expect(failed.status).toBe(502);
    expect(failed.body.errors[0]!.code).toBe('EMAIL_SEND_FAILED');
    expect(h.sent.length).toBe(count);
  });
});

describe('the eID methods the organisation offers', () => {
  const customer = () => demoCustomerOf(admin);

  it('shows the others as not in use and refuses them on an identification and a signatory', async () => {
    await save({ eid_methods: ['SCREENSIGNATURE'] });
    const eids = (await h.call<EidMethodAvailability[]>(user, '/api/v2.5/user/eids')).body.data!;
    expect(eids.filter((e) => e.available).map((e) => e.method)).toEqual(['SCREENSIGNATURE']);
    expect(eids.find((e) => e.method === 'PASSPORTFILE')).toEqual({ method: 'PASSPORTFILE', available: false });

    const identifications = `/api/v2.5/user/customers/${customer()}/identifications`;
    const before = (await h.call<unknown[]>(admin, identifications)).body.data!.length;
    const refused = await h.call(admin, identifications, { method: 'POST', body: { name: 'Maija', email: 'maija@example.com', available_eidmethods: ['SCREENSIGNATURE', 'PASSPORTREADER'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'EID_METHOD_UNAVAILABLE', field: '/available_eidmethods' });
    expect((await h.call<unknown[]>(admin, identifications)).body.data!.length).toBe(before);

    const created = await h.call<Identification>(admin, identifications, { method: 'POST', body: { name: 'Maija', email: 'maija@example.com', available_eidmethods: ['SCREENSIGNATURE'] } });
    expect(created.status).toBe(201);
    const edited = await h.call(admin, `/api/v2.5/user/identifications/${created.body.data!.id}`, { method: 'PUT', body: { name: 'Maija', email: 'maija@example.com', available_eidmethods: ['PASSPORTREADER'] } });
    expect(edited.body.errors[0]?.code).toBe('EID_METHOD_UNAVAILABLE');
    expect((await h.call<Identification>(admin, `/api/v2.5/user/identifications/${created.body.data!.id}`)).body.data!.available_eidmethods).toEqual(['SCREENSIGNATURE']);

    const e = (await h.call<Esignature>(admin, `/api/v2.5/user/customers/${customer()}/esignatures`, { method: 'POST', body: { signature_name: 'Sopimus' } })).body.data!;
    const signatory = await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}/signatories`, { method: 'POST', body: { name: 'Matti', email: 'matti@example.com', available_eidmethods: ['BANKID_SE'] } });
    expect(signatory.body.errors[0]?.code).toBe('EID_METHOD_UNAVAILABLE');
    expect((await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}`)).body.data!.signatories).toEqual([]);
  });

  it('allows every method while the organisation chose none', async () => {
    const eids = (await h.call<EidMethodAvailability[]>(user, '/api/v2.5/user/eids')).body.data!;
    // Without a provider only the local methods can be used; none is held back by the organisation.
    expect(eids.filter((e) => e.available).map((e) => e.method).sort()).toEqual(['PASSPORTFILE', 'SCREENSIGNATURE']);
    const created = await h.call(admin, `/api/v2.5/user/customers/${customer()}/identifications`, { method: 'POST', body: { name: 'Maija', email: 'maija@example.com', available_eidmethods: ['PASSPORTREADER'] } });
    expect(created.status).toBe(201);
  });
});

describe('the public pages', () => {
  it('count down the organisation\'s seconds after the recipient finished', async () => {
    await save({ public_countdown_seconds: 25 });
    const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${demoCustomerOf(admin)}/requests`, { method: 'POST', body: { email: 'countdown@example.com', ask_owners: true } });
    const id = created.body.data!.id;
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    const view = await h.ports.requests.view({ organisationsId: org, customersId: demoCustomerOf(admin), id, token: h.tokenFromMail('countdown@example.com') });
    expect(countdownSecondsOf(view.organisation)).toBe(25);
  });
});
