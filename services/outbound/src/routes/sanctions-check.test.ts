import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Letter, type Request } from '@tunne/contracts';
import { deliverItem } from '../sending/deliver.ts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

// Issue 25 §3: an open sanctions alert at or above the threshold is an unresolved potential match; until it is decided
// nothing is sent to the customer (found: a customer whose own name is a 100 % OFAC hit could still be sent to).

const admin: string = demoUsers.admin.id;
const email = 'vastaaja@example.com';
const pending = new Set<string>();
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness({ sanctionsPending: pending });
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

const draftRequest = async () =>
  (await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ask_owners: true } })).body.data!.id;
const draftLetter = async () =>
  (await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Hei' } })).body.data!.id;
const send = (kind: 'requests' | 'letters', id: string, body: unknown = { mode: 'NOW' }) => h.call(admin, `/api/v2.5/user/${kind}/${id}/send`, { method: 'POST', body });
const refused = { status: 409, body: { errors: [{ code: 'SANCTIONS_CHECK_PENDING' }] } };

describe('sanctions check pending', () => {
  it('refuses to send, mark sent or schedule anything to the customer, and mails nothing', async () => {
    pending.add(customer);
    const request = await draftRequest();
    const letter = await draftLetter();
    expect(await send('requests', request)).toMatchObject(refused);
    expect(await send('letters', letter)).toMatchObject(refused);
    expect(await send('requests', request, { mode: 'MARK' })).toMatchObject(refused);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(await send('letters', letter, { mode: 'LATER', send_at: at })).toMatchObject(refused);
    expect(h.mailTo(email)).toBeUndefined();
    // The items stay drafts.
    expect((await h.call<Request>(admin, `/api/v2.5/user/requests/${request}`)).body.data).toMatchObject({ state: 'draft', sent_at: null });
  });

  it('holds a send of the jobs (scheduled send) the same way', async () => {
    const request = await draftRequest();
    expect(await deliverItem(h.deps, { kind: 'request', organisationsId: demoOrganisations.demo.id, id: request, reason: 'send' })).toBe('frozen');
    expect(h.mailTo(email)).toBeUndefined();
  });

  it('sends once the match is decided', async () => {
    pending.delete(customer);
    const request = await draftRequest();
    expect((await send('requests', request)).status).toBe(200);
    expect(h.mailTo(email)).toBeDefined();
  });
});
