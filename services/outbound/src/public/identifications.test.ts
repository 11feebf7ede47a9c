import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type EidBrokerPort, type EidIdentity, type EidMethod, type Identification, type Letter, type LinkAddress } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { pngDataUrl } from '../test-files.ts';
import { startOutboundHarness, type OutboundHarness } from '../testing.ts';

// The recipient's side of identifications (PublicIdentificationsPort) on the harness's database, with a relying party
// defined here: start answers a provider URL with a state, finish an identity (the OIDC protocol is @tunne/eid's).

const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
const meta = { ipaddress: '192.0.2.77', userAgent: 'vitest-browser' };
const noPep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };
const persons = () => demoCustomers().filter((c) => c.organisations_id === org && c.users_id === admin && c.type === 'person' && !c.is_removed);
const business = () => demoCustomers().find((c) => c.organisations_id === org && c.users_id === admin && c.type === 'business' && !c.is_removed)!;

const tinyPng = (width = 12, height = 12): string => pngDataUrl(width, height);

interface FakeEid extends EidBrokerPort {
  ssn: string | null;
  /** The name the eID gives (sent() sets the customer's, so the identity matches). */
  name: string;
  acr: string | null;
  /** finish throws this (a failed exchange, the provider down). */
  failWith: AppError | Error | null;
  finished: number;
}

const fakeEid = (): FakeEid => {
  const broker: FakeEid = {
    ssn: null,
    name: 'Timo Järvinen',
    acr: 'http://ftn.ficora.fi/2017/loa3',
    failWith: null,
    finished: 0,
    methods: () => ['NETSEIDENT_BANKID_FI', 'MOBIILIVARMENNE_FI'],
    start: async ({ method }) => {
      const state = randomBytes(16).toString('base64url');
      return { url: `https://eid.test/authorize?method=${method}&state=${state}`, pending: { state, nonce: randomBytes(8).toString('hex'), code_verifier: 'v'.repeat(43) } };
    },
    finish: async ({ method, callback, pending }): Promise<EidIdentity> => {
      broker.finished += 1;
      if (broker.failWith) throw broker.failWith;
      const query = new URLSearchParams(callback.replace(/^\?/, ''));
      if (query.get('error')) throw new AppError('EID_INVALID', 'The person cancelled');
      if (query.get('state') !== pending.state) throw new AppError('EID_INVALID', 'Wrong state');
      return {
        method: method as EidMethod, name: broker.name, given_name: null, family_name: null, ssn: broker.ssn, birthdate: '1987-08-17',
        issuer: 'https://eid.test', subject: 'subject-17', authenticated_at: new Date().toISOString(), acr: broker.acr,
      };
    },
  };
  return broker;
};

let h: OutboundHarness;
let eid: FakeEid;
let n = 0;

beforeAll(async () => {
  eid = fakeEid();
  h = await startOutboundHarness({ eid });
});
afterAll(() => h.stop());
beforeEach(async () => {
  h.setNow(new Date());
  eid.ssn = persons()[1]!.ssn;
  eid.failWith = null;
  await setAccept(false);
});

const setAccept = (on: boolean) => h.t.db.owner`update identity.organisations set use_identifications_accept = ${on} where id = ${org}`;

const port = () => h.ports.identifications;
const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};
const stateOf = (url: string) => new URL(url).searchParams.get('state')!;
const stored = async (id: string) => (await h.call<Identification>(admin, `/api/v2.5/user/identifications/${id}`)).body.data!;
const events = async (id: string) =>
  (await h.t.db.owner<{ type: string; data: Record<string, unknown> }[]>`select type, data from outbound.events where item_kind = 'identification' and item_id = ${id} order by created_at, id`);

/** An identification created and sent to the customer; its link as the recipient's browser gives it. */
const sent = async (choices: Record<string, unknown> = {}, customersId = persons()[1]!.id): Promise<{ id: string; email: string; link: LinkAddress }> => {
  n += 1;
  const email = `tunnistettava${n}@example.com`;
  const created = await h.call<Identification>(admin, `/api/v2.5/user/customers/${customersId}/identifications`, {
    method: 'POST', body: { name: 'Timo Järvinen', email, available_eidmethods: ['NETSEIDENT_BANKID_FI', 'BANKID_SE', 'SCREENSIGNATURE', 'PASSPORTFILE'], ...choices },
  });
  const id = created.body.data!.id;
  await h.call(admin, `/api/v2.5/user/identifications/${id}/send`, { method: 'POST' });
  const customer = demoCustomers().find((c) => c.id === customersId)!;
  eid.name = customer.type === 'person' ? customer.name : 'Timo Järvinen';
  return { id, email, link: { organisationsId: org, customersId, id, token: h.tokenFromMail(email) } };
};

const eidRoundTrip = async (link: LinkAddress, pep?: typeof noPep) => {
  const { url } = await port().startEid(link, 'NETSEIDENT_BANKID_FI');
  return port().completeEid(link, { callback: `?code=c0de&state=${stateOf(url)}`, ...(pep ? { pep } : {}) }, meta);
};

describe('identification links', () => {
  it('opens with the mail\'s token: the methods with their availability, PEP asked, not identified', async () => {
    const { link } = await sent({ ask_pep: true, description: 'Kuvaus', instructions: 'Ohje' });
    const view = await port().view(link);
    expect(view).toMatchObject({ id: link.id, name: 'Timo Järvinen', description: 'Kuvaus', instructions: 'Ohje', ask_pep: true, identified_at: null, eidmethod: null, language: 'fi' });
    expect(view.organisation.name).toBe('Demo Oy');
    expect(view.methods).toEqual([
      { method: 'NETSEIDENT_BANKID_FI', available: true }, { method: 'BANKID_SE', available: false },
      { method: 'SCREENSIGNATURE', available: true }, { method: 'PASSPORTFILE', available: true },
    ]);
  });

  it('refuses another item\'s token, a letter\'s token, a wrong customer, a guessed token and a draft alike', async () => {
    const a = await sent();
    const b = await sent();
    const letter = (await h.call<Letter>(admin, `/api/v2.5/user/customers/${persons()[1]!.id}/letters`, { method: 'POST', body: { email: 'kirje@example.com', text: 'Hei' } })).body.data!;
    await h.call(admin, `/api/v2.5/user/letters/${letter.id}/send`, { method: 'POST' });
    const letterToken = h.tokenFromMail('kirje@example.com');
    expect(await codeOf(port().view({ ...a.link, token: b.link.token }))).toBe('LINK_INVALID');
    expect(await codeOf(port().view({ ...a.link, token: letterToken }))).toBe('LINK_INVALID');
    expect(await codeOf(port().view({ ...a.link, id: letter.id, token: letterToken }))).toBe('LINK_INVALID');
    expect(await codeOf(port().view({ ...a.link, customersId: persons()[0]!.id }))).toBe('LINK_INVALID');
    expect(await codeOf(port().view({ ...a.link, organisationsId: demoOrganisations.toinen.id }))).toBe('LINK_INVALID');
    expect(await codeOf(port().view({ ...a.link, token: 'A'.repeat(43) }))).toBe('LINK_INVALID');
    expect(await codeOf(port().screenSignature({ ...a.link, token: b.link.token }, { image: tinyPng() }, meta))).toBe('LINK_INVALID');
    expect(await codeOf(port().startEid({ ...a.link, token: letterToken }, 'NETSEIDENT_BANKID_FI'))).toBe('LINK_INVALID');
  });

  it('answers LINK_EXPIRED after the link\'s days, and LINK_INVALID for a link revoked by a resend', async () => {
    const s = await sent();
    h.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect(await codeOf(port().view(s.link))).toBe('LINK_EXPIRED');
    expect(await codeOf(port().screenSignature(s.link, { image: tinyPng() }, meta))).toBe('LINK_EXPIRED');
    h.setNow(new Date());
    await h.call(admin, `/api/v2.5/user/identifications/${s.id}/send`, { method: 'POST' });
    expect(await codeOf(port().view(s.link))).toBe('LINK_INVALID');
    expect((await port().view({ ...s.link, token: h.tokenFromMail(s.email) })).id).toBe(s.id);
  });
});

describe('strong identification', () => {
  it('identifies the person: the facts stored, the link\'s identifying ends, the code into the customer as the sender', async () => {
    const s = await sent();
    const identified = h.recorded.identified.length;
    const receipt = await eidRoundTrip(s.link);
    expect(receipt).toMatchObject({ eidmethod: 'NETSEIDENT_BANKID_FI', name: 'Timo Järvinen', awaits_acceptance: false });
    const r = await stored(s.id);
    expect(r).toMatchObject({
      state: 'done', is_identified: true, eidmethod: 'NETSEIDENT_BANKID_FI', eid_issuer: 'https://eid.test', identified_name: 'Timo Järvinen',
      ssn: persons()[1]!.ssn, birthdate: '1987-08-17', ipaddress: '192.0.2.77', ssn_conflict: null, identified_at: receipt.identified_at,
    });
    const [row] = await h.t.db.owner<{ eid_subject: string; user_agent: string; next_reminder_at: Date | null }[]>`
      select eid_subject, user_agent, next_reminder_at from outbound.identifications where id = ${s.id}`;
    expect(row).toEqual({ eid_subject: 'subject-17', user_agent: 'vitest-browser', next_reminder_at: null });
    expect(h.recorded.identified.slice(identified)).toEqual([
      { scope: { organisationsId: org, restrictiontype: 'NONE', usersId: admin }, customersId: persons()[1]!.id, ssn: persons()[1]!.ssn },
    ]);
    // The view shows the receipt; identifying again is refused.
    expect((await port().view(s.link)).identified_at).toBe(receipt.identified_at);
    expect(await codeOf(port().startEid(s.link, 'NETSEIDENT_BANKID_FI'))).toBe('ALREADY_IDENTIFIED');
    expect(await codeOf(eidRoundTrip(s.link))).toBe('ALREADY_IDENTIFIED');
    expect(await codeOf(port().screenSignature(s.link, { image: tinyPng() }, meta))).toBe('ALREADY_IDENTIFIED');
    expect((await events(s.id)).map((e) => e.type)).toEqual(['created', 'sent', 'eid_started', 'identified', 'applied']);
  });

  it('refuses a method the identification does not allow, one without a provider, and a local one', async () => {
    const s = await sent({ available_eidmethods: ['NETSEIDENT_BANKID_FI', 'BANKID_SE', 'SCREENSIGNATURE'] });
    expect(await codeOf(port().startEid(s.link, 'MOBIILIVARMENNE_FI'))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await codeOf(port().startEid(s.link, 'BANKID_SE'))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await codeOf(port().startEid(s.link, 'SCREENSIGNATURE'))).toBe('EID_METHOD_UNAVAILABLE');
    expect(await codeOf(port().addFile(s.link, { name: 'a.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7') }))).toBe('EID_METHOD_UNAVAILABLE');
  });

  it('refuses a wrong state and a replayed callback (EID_INVALID)', async () => {
    const s = await sent();
    const { url } = await port().startEid(s.link, 'NETSEIDENT_BANKID_FI');
    const finished = eid.finished;
    expect(await codeOf(port().completeEid(s.link, { callback: '?code=c0de&state=not-the-state' }, meta))).toBe('EID_INVALID');
    expect(await codeOf(port().completeEid(s.link, { callback: '?code=c0de' }, meta))).toBe('EID_INVALID');
    expect(eid.finished).toBe(finished);
    // The person cancels at the provider: the session is closed, and its answer cannot be replayed.
    const cancelled = `?error=access_denied&state=${stateOf(url)}`;
    expect(await codeOf(port().completeEid(s.link, { callback: cancelled }, meta))).toBe('EID_INVALID');
    expect(await codeOf(port().completeEid(s.link, { callback: `?code=c0de&state=${stateOf(url)}` }, meta))).toBe('EID_INVALID');
    expect(eid.finished).toBe(finished + 1);
    expect((await stored(s.id)).state).toBe('error');
    // Another item's session does not complete this one.
    const other = await sent();
    const started = await port().startEid(other.link, 'NETSEIDENT_BANKID_FI');
    expect(await codeOf(port().completeEid(s.link, { callback: `?code=c0de&state=${stateOf(started.url)}` }, meta))).toBe('EID_INVALID');
    // An expired session (over ten minutes) is refused too.
    h.setNow(new Date(Date.now() + 11 * 60 * 1000));
    expect(await codeOf(port().completeEid(other.link, { callback: `?code=c0de&state=${stateOf(started.url)}` }, meta))).toBe('EID_INVALID');
  });

  it('a failed finish closes the session in its own transaction and records identify_failed', async () => {
    const s = await sent();
    const { url } = await port().startEid(s.link, 'NETSEIDENT_BANKID_FI');
    eid.failWith = new Error('provider down');
    expect(await codeOf(port().completeEid(s.link, { callback: `?code=c0de&state=${stateOf(url)}` }, meta))).toBe('EID_PROCESSING');
    const [session] = await h.t.db.owner<{ completed_at: Date | null; used_at: Date | null; identity: unknown }[]>`
      select completed_at, used_at, identity from outbound.eid_sessions where item_id = ${s.id}`;
    expect(session!.completed_at).not.toBeNull();
    expect(session!.used_at).not.toBeNull();
    expect(session!.identity).toBeNull();
    expect((await events(s.id)).find((e) => e.type === 'identify_failed')?.data).toEqual({ code: 'EID_PROCESSING' });
    eid.failWith = null;
    expect(await codeOf(port().completeEid(s.link, { callback: `?code=c0de&state=${stateOf(url)}` }, meta))).toBe('EID_INVALID');
    // A new round trip works.
    expect((await eidRoundTrip(s.link)).eidmethod).toBe('NETSEIDENT_BANKID_FI');
  });

  it('with ask_pep the PEP answer is required and stored; autofill_pep adds a PEP to the customer when any is yes', async () => {
    const s = await sent({ ask_pep: true, autofill_pep: true });
    const { url } = await port().startEid(s.link, 'NETSEIDENT_BANKID_FI');
    const callback = `?code=c0de&state=${stateOf(url)}`;
    expect(await codeOf(port().completeEid(s.link, { callback }, meta))).toBe('IDENTIFICATION_DATA_MISSING');
    const records = h.recorded.records.length;
    const pep = { is_pep_self: false, is_pep_family: true, is_pep_partner: false };
    await port().completeEid(s.link, { callback, pep }, meta);
    expect(await stored(s.id)).toMatchObject({ is_pep_self: false, is_pep_family: true, is_pep_partner: false });
    expect(h.recorded.records.slice(records)).toEqual([{
      scope: { organisationsId: org, restrictiontype: 'NONE', usersId: admin }, customersId: persons()[1]!.id,
      change: { source: 'IDENTIFICATION', peps: [{ name: 'Timo Järvinen', is_pep_self: false, is_pep_family: true, is_pep_partner: false }] },
    }]);
    // Without autofill, or with every answer no, nothing is added.
    const quiet = await sent({ ask_pep: true, autofill_pep: false });
    await eidRoundTrip(quiet.link, pep);
    const no = await sent({ ask_pep: true, autofill_pep: true });
    await eidRoundTrip(no.link, noPep);
    expect(h.recorded.records.length).toBe(records + 1);
  });

  it('a differing identity code is a conflict for staff; a business customer is not identified', async () => {
    eid.ssn = '010101-123N';
    const s = await sent();
    await eidRoundTrip(s.link);
    expect(await stored(s.id)).toMatchObject({ ssn: '010101-123N', ssn_conflict: 'pending', stored_ssn: persons()[1]!.ssn });
    expect((await events(s.id)).map((e) => e.type)).toContain('ssn_conflict');
    const b = await sent({}, business().id);
    await eidRoundTrip(b.link);
    expect(await stored(b.id)).toMatchObject({ state: 'done', ssn_conflict: null });
    expect((await events(b.id)).at(-1)!.data).toMatchObject({ ssn: 'not_person' });
  });

  it('with use_identifications_accept the identification waits, and nothing reaches the customer before acceptance', async () => {
    await setAccept(true);
    const s = await sent({ ask_pep: true, autofill_pep: true });
    const before = { identified: h.recorded.identified.length, records: h.recorded.records.length };
    const receipt = await eidRoundTrip(s.link, { is_pep_self: true, is_pep_family: false, is_pep_partner: false });
    expect(receipt.awaits_acceptance).toBe(true);
    expect((await stored(s.id)).state).toBe('wait');
    expect({ identified: h.recorded.identified.length, records: h.recorded.records.length }).toEqual(before);
    await h.call(admin, `/api/v2.5/user/identifications/${s.id}/accept`, { method: 'POST' });
    expect(h.recorded.identified.length).toBe(before.identified + 1);
    expect(h.recorded.records.length).toBe(before.records + 1);
    expect(await codeOf(eidRoundTrip(s.link))).toBe('ALREADY_IDENTIFIED');
  });
});

describe('screen signature and document', () => {
  it('refuses a signature that is not a PNG by content (IMAGE_UNSUPPORTED) and takes a real tiny PNG', async () => {
    const s = await sent();
    const jpegAsPng = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(60).fill(0)]).toString('base64')}`;
    expect(await codeOf(port().screenSignature(s.link, { image: jpegAsPng }, meta))).toBe('IMAGE_UNSUPPORTED');
    expect(await codeOf(port().screenSignature(s.link, { image: tinyPng(3, 3) }, meta))).toBe('IMAGE_UNSUPPORTED');
    expect((await stored(s.id)).has_screensignature).toBe(false);
    const receipt = await port().screenSignature(s.link, { image: tinyPng() }, meta);
    expect(receipt).toMatchObject({ eidmethod: 'SCREENSIGNATURE', name: 'Timo Järvinen', awaits_acceptance: false });
    expect(await stored(s.id)).toMatchObject({ state: 'done', eidmethod: 'SCREENSIGNATURE', has_screensignature: true, ipaddress: '192.0.2.77', ssn: null });
    expect(await codeOf(port().screenSignature(s.link, { image: tinyPng() }, meta))).toBe('ALREADY_IDENTIFIED');
  });

  it('asks the PEP answer with a screen signature too, and refuses the method when not allowed', async () => {
    const s = await sent({ ask_pep: true });
    expect(await codeOf(port().screenSignature(s.link, { image: tinyPng() }, meta))).toBe('IDENTIFICATION_DATA_MISSING');
    expect((await port().screenSignature(s.link, { image: tinyPng(), pep: noPep }, meta)).eidmethod).toBe('SCREENSIGNATURE');
    const eidOnly = await sent({ available_eidmethods: ['NETSEIDENT_BANKID_FI'] });
    expect(await codeOf(port().screenSignature(eidOnly.link, { image: tinyPng() }, meta))).toBe('EID_METHOD_UNAVAILABLE');
  });

  it('takes document photos and PDFs by content, at most four, and completes with this identification\'s files only', async () => {
    const s = await sent();
    const other = await sent();
    const pdf = new TextEncoder().encode('%PDF-1.7 passi');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    expect(await codeOf(port().addFile(s.link, { name: 'passi.txt', mime: 'text/plain', bytes: new TextEncoder().encode('hei') }))).toBe('UNSUPPORTED_FILE');
    expect(await codeOf(port().addFile(s.link, { name: 'passi.gif', mime: 'image/gif', bytes: new TextEncoder().encode('GIF89a') }))).toBe('UNSUPPORTED_FILE');
    const first = await port().addFile(s.link, { name: '../passi.pdf', mime: 'application/pdf', bytes: pdf });
    expect(first).toMatchObject({ name: 'passi.pdf', mime: 'application/pdf', role: 'passport' });
    for (let i = 0; i < 3; i += 1) await port().addFile(s.link, { name: `kuva${i}.jpg`, mime: 'image/jpeg', bytes: jpeg });
    expect(await codeOf(port().addFile(s.link, { name: 'viides.jpg', mime: 'image/jpeg', bytes: jpeg }))).toBe('TOO_MANY_FILES');
    const foreign = await port().addFile(other.link, { name: 'muu.pdf', mime: 'application/pdf', bytes: pdf });
    expect(await codeOf(port().passport(s.link, { files_id: [foreign.id] }, meta))).toBe('FILE_NOT_FOUND');
    const receipt = await port().passport(s.link, { files_id: [first.id] }, meta);
    expect(receipt.eidmethod).toBe('PASSPORTFILE');
    const r = await stored(s.id);
    expect(r).toMatchObject({ state: 'done', eidmethod: 'PASSPORTFILE' });
    expect(r.files).toHaveLength(4);
    expect(await codeOf(port().passport(s.link, { files_id: [first.id] }, meta))).toBe('ALREADY_IDENTIFIED');
    expect(await codeOf(port().addFile(s.link, { name: 'myöhään.pdf', mime: 'application/pdf', bytes: pdf }))).toBe('ALREADY_IDENTIFIED');
  });
});
