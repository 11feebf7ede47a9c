import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Request } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

// The answer lands in the customer through the owning services' real ports (customers' records, risk's answers).
const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
let h: OutboundHarness;

beforeAll(async () => {
  h = await startOutboundHarness({ real: true });
  await h.t.db.owner`update identity.organisations set use_requests_accept = false where id = ${org}`;
});
afterAll(() => h.stop());

describe('an answer applied through the real ports', () => {
  it('prefills the customer\'s data, and the submitted owners and risk answers are in the customer afterwards', async () => {
    const customer = demoCustomerOf(admin);
    const questions = await h.deps.risk.questions(org, 'ALL');
    const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, {
      method: 'POST',
      body: { email: 'real@example.com', ask_basic: true, ask_owners: true, autofill_owners: true, prefill_owners: true, ask_riskquestions: true },
    });
    const id = created.body.data!.id;
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    const link = { organisationsId: org, customersId: customer, id, token: h.tokenFromMail('real@example.com') };
    const view = await h.ports.requests.view(link);
    const name = view.prefill.basic!.name!;
    expect(name).toBe(view.customer_name);
    const yesno = questions.find((q) => q.type === 'YESNO')!;
    const textarea = questions.find((q) => q.type === 'TEXTAREA')!;
    const riskanswers = [{ riskquestions_id: yesno.id, answer: 'no' }, { riskquestions_id: textarea.id, answer: 'Ei huomioita' }];
    const owner = { name: 'Uusi Omistaja Oy', type: 'business' as const, businessid: '2980005-2', share: 40, country: 'FI' };
    const receipt = await h.ports.requests.submit(link, { basic: { name }, owners: [owner], riskanswers }, { ipaddress: '192.0.2.5', userAgent: null });
    expect(receipt.awaits_acceptance).toBe(false);
    const after = await h.deps.customers.records.snapshot({ organisationsId: org, restrictiontype: 'NONE' }, customer);
    expect(after!.owners.map((o) => o.name)).toContain('Uusi Omistaja Oy');
    const [stored] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from risk.answers where customers_id = ${customer}`;
    expect(stored!.n).toBeGreaterThanOrEqual(riskanswers.length);
    const request = (await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/comparison`)).body.data as unknown as { before: { owners: unknown[] } };
    expect(request.before.owners.map((o) => (o as { name: string }).name)).not.toContain('Uusi Omistaja Oy');
  });
});
