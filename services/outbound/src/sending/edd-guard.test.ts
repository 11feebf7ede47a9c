import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type Esignature, type Identification, type Letter, type Request } from '@tunne/contracts';
import { keepAttachments, draftWith, signatoryBody } from '../esignatures/test-kit.ts';
import { startOutboundHarness, type OutboundHarness } from '../testing.ts';

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
