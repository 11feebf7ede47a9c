import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  countdownSecondsOf, demoOrganisations, demoUsers, type EidMethodAvailability, type Esignature, type Identification, type OutboundSettings,
  type Request,
} from '@tunne/contracts';
import type { SettingsChangeEntry, SettingsChangeLog } from '@tunne/platform';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

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
