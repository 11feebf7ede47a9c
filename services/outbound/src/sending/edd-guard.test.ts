import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Esignature, type Identification, type Letter, type Request } from '@tunne/contracts';
import { keepAttachments, draftWith, signatoryBody } from '../esignatures/test-kit.ts';
import { runOutboundJobsOnce } from '../jobs/reminders.ts';
import { startOutboundHarness, type OutboundHarness } from '../testing.ts';
import { deliverItem } from './deliver.ts';

/**
 * Issue 25 §3, found: "a REFUSED EDD blocks nothing (a letter was still sent)". While the customer's EDD is required or
 * refused nothing new is sent to it (409 EDD_NOT_APPROVED) unless an admin overrides it for the item with a reason; a
 * request that gathers the EDD answers itself (source of funds) may go.
 */
const org = demoOrganisations.demo.id;
const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const people = demoCustomers().filter((c) => c.organisations_id === org && c.users_id === admin && c.type === 'person' && !c.is_removed);
const customer = people[0]!.id;
let h: OutboundHarness;

beforeAll(async () => {
  h = await startOutboundHarness();
  keepAttachments(h);
});
afterAll(() => h.stop());

const events = async (id: string) => h.t.db.owner<{ type: string; users_id: string | null; data: { edd?: string; reason?: string } }[]>`
  select type, users_id, data from outbound.events where item_id = ${id} order by id`;
const letter = async () => (await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email: 'kirje@example.com', text: 'Hei' } })).body.data!;
const send = (path: string, as = admin, body: unknown = {}) => h.call(as, `${path}/send`, { method: 'POST', body });

describe('EDD on the send path', () => {
  it('a REFUSED EDD refuses a letter: nothing is mailed, the draft stays', async () => {
    h.eddBlocks.set(customer, 'REFUSED');
    const l = await letter();
    const refused = await send(`/api/v2.5/user/letters/${l.id}`);
    expect(refused).toMatchObject({ status: 409, body: { errors: [{ code: 'EDD_NOT_APPROVED' }] } });
    expect(h.mailTo('kirje@example.com')).toBeUndefined();
    expect((await h.call<Letter>(admin, `/api/v2.5/user/letters/${l.id}`)).body.data).toMatchObject({ state: 'draft', sent_at: null });
    // Scheduling it for later is a send too.
    const later = await send(`/api/v2.5/user/letters/${l.id}`, admin, { mode: 'LATER', send_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(later.body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
  });

  it('only an admin overrides it, with a reason recorded in the item\'s history', async () => {
    h.eddBlocks.set(customer, 'REQUIRED');
    const l = await letter();
    expect((await send(`/api/v2.5/user/letters/${l.id}`, user, { edd_override_reason: 'Kiire' })).status).toBe(403);
    expect((await send(`/api/v2.5/user/letters/${l.id}`, admin, { edd_override_reason: '  ' })).status).toBe(400);
    const sent = await send(`/api/v2.5/user/letters/${l.id}`, admin, { edd_override_reason: 'Asiakkaalle ilmoitettava sopimuksen päättymisestä' });
    expect(sent.status).toBe(200);
    expect(h.mailTo('kirje@example.com')).toBeDefined();
    expect((await h.call<Letter>(admin, `/api/v2.5/user/letters/${l.id}`)).body.data!.sent_at).not.toBeNull();
    expect(await events(l.id)).toEqual(expect.arrayContaining([
      expect.objectContaining({ type: 'edd_override', users_id: admin, data: { edd: 'REQUIRED', reason: 'Asiakkaalle ilmoitettava sopimuksen päättymisestä' } }),
    ]));
  });

  it('a request asking the source of funds goes; one that does not is refused', async () => {
    h.eddBlocks.set(customer, 'REQUIRED');
    const create = async (body: object) => (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, {
      method: 'POST', body: { email: 'pyynto@example.com', ...body },
    })).body.data!;
    const gathering = await create({ ask_sof: true });
    expect((await send(`/api/v2.5/user/requests/${gathering.id}`)).status).toBe(200);
    const other = await create({ ask_owners: true });
    expect((await send(`/api/v2.5/user/requests/${other.id}`)).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
  });

  it('an identification and an e-signature are refused too; with the EDD approved they go', async () => {
    h.eddBlocks.set(customer, 'REQUIRED');
    const identification = (await h.call<Identification>(admin, `/api/v2.5/user/customers/${customer}/identifications`, {
      method: 'POST', body: { name: 'Juha Hämäläinen', email: 'juha@example.com', available_eidmethods: ['SCREENSIGNATURE'] },
    })).body.data!;
    expect((await send(`/api/v2.5/user/identifications/${identification.id}`)).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    const e: Esignature = await draftWith(h, admin, customer, [signatoryBody('allekirjoittaja@example.com')]);
    const refused = await send(`/api/v2.5/user/esignatures/${e.id}`);
    expect(refused.body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    expect((await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}`)).body.data!.status).toBe('DRAFT');
    h.eddBlocks.delete(customer);
    expect((await send(`/api/v2.5/user/identifications/${identification.id}`)).status).toBe(200);
    expect((await send(`/api/v2.5/user/esignatures/${e.id}`)).status).toBe(200);
  });
});

/**
 * The gaps left after the first fix: a scheduled send was checked only when scheduled, and "mark as sent" and resends
 * (staff's and the reminder job's) were not checked at all.
 */
describe('EDD on every way an item goes', () => {
  const hour = 3_600_000;
  const mails = (email: string) => h.outbox.mails.filter((m) => m.to.includes(email)).length;
  const letterTo = async (email: string) => (await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Hei' } })).body.data!;
  const readLetter = async (id: string) => (await h.call<Letter>(admin, `/api/v2.5/user/letters/${id}`)).body.data!;

  it('a scheduled send is held by the job while the EDD became required meanwhile, and goes once it is approved', async () => {
    h.eddBlocks.delete(customer);
    const l = await letterTo('ajastettu@example.com');
    const at = new Date(Date.now() + hour);
    expect((await send(`/api/v2.5/user/letters/${l.id}`, admin, { mode: 'LATER', send_at: at.toISOString() })).status).toBe(200);
    h.eddBlocks.set(customer, 'REQUIRED');
    const due = new Date(at.getTime() + 60_000);
    await runOutboundJobsOnce(h.deps, due);
    expect(await deliverItem(h.deps, { kind: 'letter', organisationsId: org, id: l.id, reason: 'send' })).toBe('frozen');
    expect(mails('ajastettu@example.com')).toBe(0);
    expect(await readLetter(l.id)).toMatchObject({ state: 'draft', sent_at: null });
    h.eddBlocks.set(customer, 'REFUSED');
    await runOutboundJobsOnce(h.deps, new Date(due.getTime() + 60_000));
    expect(mails('ajastettu@example.com')).toBe(0);
    // Approved: the next run sends it.
    h.eddBlocks.delete(customer);
    await runOutboundJobsOnce(h.deps, new Date(due.getTime() + 120_000));
    expect(mails('ajastettu@example.com')).toBe(1);
    expect((await readLetter(l.id)).sent_at).not.toBeNull();
  });

  it('a scheduled send an admin overrode goes; the override is the item\'s', async () => {
    h.eddBlocks.set(customer, 'REQUIRED');
    const l = await letterTo('ohitettu@example.com');
    const at = new Date(Date.now() + hour);
    expect((await send(`/api/v2.5/user/letters/${l.id}`, admin, { mode: 'LATER', send_at: at.toISOString(), edd_override_reason: 'Sopimuksen irtisanominen' })).status).toBe(200);
    await runOutboundJobsOnce(h.deps, new Date(at.getTime() + 60_000));
    expect(mails('ohitettu@example.com')).toBe(1);
    h.eddBlocks.delete(customer);
  });

  it('"mark as sent" is refused while the EDD blocks sending, unless an admin overrides it', async () => {
    h.eddBlocks.set(customer, 'REQUIRED');
    const l = await letterTo('merkitty@example.com');
    expect((await send(`/api/v2.5/user/letters/${l.id}`, admin, { mode: 'MARK' })).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    expect(await readLetter(l.id)).toMatchObject({ state: 'draft', sent_at: null });
    expect((await send(`/api/v2.5/user/letters/${l.id}`, user, { mode: 'MARK', edd_override_reason: 'Annettu käsin' })).status).toBe(403);
    expect((await send(`/api/v2.5/user/letters/${l.id}`, admin, { mode: 'MARK', edd_override_reason: 'Annettu käsin' })).status).toBe(200);
    expect((await readLetter(l.id)).sent_at).not.toBeNull();
    expect((await events(l.id)).map((e) => e.type)).toEqual(expect.arrayContaining(['edd_override', 'marked_sent']));
    h.eddBlocks.delete(customer);
  });

  it('a resend of an item sent before the EDD became required is held, by staff and by the reminder job, unless overridden', async () => {
    h.eddBlocks.delete(customer);
    const l = await letterTo('uudelleen@example.com');
    expect((await send(`/api/v2.5/user/letters/${l.id}`)).status).toBe(200);
    expect(mails('uudelleen@example.com')).toBe(1);
    h.eddBlocks.set(customer, 'REQUIRED');
    expect((await send(`/api/v2.5/user/letters/${l.id}`)).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    expect(await deliverItem(h.deps, { kind: 'letter', organisationsId: org, id: l.id, reason: 'reminder' })).toBe('frozen');
    // The reminder job looks at it when due (a day after sending) and mails nothing.
    await runOutboundJobsOnce(h.deps, new Date(Date.now() + 3 * 24 * hour));
    expect(mails('uudelleen@example.com')).toBe(1);
    expect((await readLetter(l.id)).resend_cnt).toBe(0);
    const overridden = await send(`/api/v2.5/user/letters/${l.id}`, admin, { edd_override_reason: 'Linkki vanhentui, asiakas pyysi uutta' });
    expect(overridden.status).toBe(200);
    expect(mails('uudelleen@example.com')).toBe(2);
    h.eddBlocks.delete(customer);
  });

  it('an e-signature\'s resend and a new link to one signatory are held too', async () => {
    h.eddBlocks.delete(customer);
    const e: Esignature = await draftWith(h, admin, customer, [signatoryBody('allekirjoittaja2@example.com')]);
    expect((await send(`/api/v2.5/user/esignatures/${e.id}`)).status).toBe(200);
    const signatory = (await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}`)).body.data!.signatories[0]!;
    h.eddBlocks.set(customer, 'REFUSED');
    expect((await send(`/api/v2.5/user/esignatures/${e.id}`)).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    const patch = () => h.call(admin, `/api/v2.5/user/esignatures/${e.id}/signatories/${signatory.id}`, { method: 'PATCH' });
    expect((await patch()).body.errors[0]!.code).toBe('EDD_NOT_APPROVED');
    expect(mails('allekirjoittaja2@example.com')).toBe(1);
    expect((await send(`/api/v2.5/user/esignatures/${e.id}`, admin, { edd_override_reason: 'Sopimus allekirjoitettava määräajassa' })).status).toBe(200);
    expect((await patch()).status).toBe(200);
    expect(mails('allekirjoittaja2@example.com')).toBe(3);
    h.eddBlocks.delete(customer);
  });
});
