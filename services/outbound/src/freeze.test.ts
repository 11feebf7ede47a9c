import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Letter, type LinkAddress, type Request } from '@tunne/contracts';
import { completeEsignature } from './esignatures/complete.ts';
import { codeOf, draftWith, keepAttachments, linkOf, meta, nextEmail, pngDataUrl, signatoryBody } from './esignatures/test-kit.ts';
import { runOutboundJobsOnce } from './jobs/reminders.ts';
import { outboundFreezePort } from './ports.ts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from './testing.ts';

/**
 * Issue 25 §1: links issued before a freeze stop working (the neutral LINK_INVALID), nothing is texted or mailed to a
 * frozen customer (links, reminders, invitations, the sealed PDF), and a freeze revokes the links, pauses the
 * e-signatures and stops the reminders — keeping the token rows.
 */
const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
let h: OutboundHarness;
let customer: string;

beforeAll(async () => {
  h = await startOutboundHarness();
  keepAttachments(h);
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());
afterEach(async () => {
  await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
});

const freeze = () => h.t.db.owner`update customers.customers set is_frozen = true where id = ${customer}`;

const sentLetter = async (body: Record<string, unknown>): Promise<{ id: string; email: string; link: LinkAddress }> => {
  const email = nextEmail('letter');
  const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Salainen sisältö', ...body } });
  expect(created.status).toBe(201);
  const id = created.body.data!.id;
  expect((await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' })).status).toBe(200);
  return { id, email, link: { organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) } };
};

const sentRequest = async (): Promise<{ id: string; email: string; link: LinkAddress }> => {
  const email = nextEmail('request');
  const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ask_owners: true } });
  const id = created.body.data!.id;
  expect((await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' })).status).toBe(200);
  return { id, email, link: { organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) } };
};

const tokensOf = (itemId: string) => h.t.db.owner<{ revoked_at: Date | null }[]>`select revoked_at from outbound.link_tokens where item_id = ${itemId}`;
const eventsOf = (itemId: string) => h.t.db.owner<{ type: string; data: { reason?: string } }[]>`select type, data from outbound.events where item_id = ${itemId} order by id`;

describe('a link issued before the freeze', () => {
  it('shows the neutral LINK_INVALID and texts no code; the token row stays, revoked', async () => {
    const { id, link } = await sentLetter({ tel: '+358 40 765 4321' });
    await expect(h.ports.letters.view(link, null, meta)).resolves.toMatchObject({ needs_code: true });
    await freeze();
    const smsBefore = h.outbox.sms.length;
    expect(await codeOf(h.ports.letters.sendCode(link))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.letters.view(link, null, meta))).toBe('LINK_INVALID');
    expect(h.outbox.sms.length).toBe(smsBefore);
    const tokens = await tokensOf(id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.revoked_at).not.toBeNull();
    expect((await eventsOf(id)).filter((e) => e.type === 'revoked')).toEqual([{ type: 'revoked', data: { reason: 'FREEZE' } }]);
    // Lifted: the old link stays revoked (staff send again).
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
    expect(await codeOf(h.ports.letters.view(link, null, meta))).toBe('LINK_INVALID');
  });

  it('takes no answer to a request and mails no receipt', async () => {
    const { link } = await sentRequest();
    await freeze();
    const mailsBefore = h.outbox.mails.length;
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.requests.submit(link, { owners: [] }, meta))).toBe('LINK_INVALID');
    expect(h.outbox.mails.length).toBe(mailsBefore);
  });

  it('lets no signatory sign, so the next one is not invited', async () => {
    const [first, second] = [nextEmail('sig'), nextEmail('sig')];
    const e = await draftWith(h, admin, customer, [signatoryBody(first), signatoryBody(second, { signorder: 2 })]);
    expect((await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' })).status).toBe(200);
    const s1 = e.signatories.find((s) => s.email === first)!;
    const link = linkOf(h, e, s1.id, first);
    await freeze();
    expect(await codeOf(h.ports.signatories.sign(link, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta))).toBe('LINK_INVALID');
    expect(h.mailTo(second)).toBeUndefined();
    const [row] = await h.t.db.owner<{ status: string }[]>`select status from outbound.esignatures where id = ${e.id}`;
    expect(row!.status).toBe('PAUSED');
    // Staff cannot resume it while frozen.
    const resumed = await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/resume`, { method: 'POST' });
    expect(resumed.status).toBe(409);
    expect(resumed.body.errors[0]!.code).toBe('CUSTOMER_FROZEN');
  });
});

describe('customersFrozen (the risk service, when a freeze starts)', () => {
  it('revokes every open link, pauses the e-signatures and stops the reminders, once', async () => {
    const request = await sentRequest();
    const letter = await sentLetter({});
    const signer = nextEmail('sig');
    const e = await draftWith(h, admin, customer, [signatoryBody(signer)]);
    await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
    await h.t.db.owner`update outbound.requests set next_reminder_at = now() + interval '1 day' where id = ${request.id}`;
    await freeze();
    await outboundFreezePort(h.deps).customersFrozen(org, [customer]);
    for (const id of [request.id, letter.id, e.signatories[0]!.id]) {
      expect((await tokensOf(id)).every((t) => t.revoked_at !== null)).toBe(true);
    }
    const [req] = await h.t.db.owner<{ next_reminder_at: Date | null }[]>`select next_reminder_at from outbound.requests where id = ${request.id}`;
    expect(req!.next_reminder_at).toBeNull();
    const [sig] = await h.t.db.owner<{ status: string }[]>`select status from outbound.esignatures where id = ${e.id}`;
    expect(sig!.status).toBe('PAUSED');
    expect((await eventsOf(request.id)).map((x) => x.type)).toEqual(expect.arrayContaining(['revoked', 'reminders_stopped']));
    expect((await eventsOf(e.id)).filter((x) => x.type === 'paused')).toEqual([{ type: 'paused', data: { reason: 'FREEZE' } }]);
    const events = (await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.events where customers_id = ${customer}`)[0]!.n;
    await outboundFreezePort(h.deps).customersFrozen(org, [customer]);
    expect((await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.events where customers_id = ${customer}`)[0]!.n).toBe(events);
  });
});

describe('jobs and mails', () => {
  it('a due reminder of a frozen customer mails nothing and stops for good', async () => {
    const request = await sentRequest();
    await h.t.db.owner`update outbound.requests set next_reminder_at = now() - interval '1 minute', sent_at = now() - interval '30 days'
      where id = ${request.id}`;
    await freeze();
    const mailsBefore = h.outbox.mails.length;
    const result = await runOutboundJobsOnce(h.deps);
    expect(result.frozen).toBeGreaterThanOrEqual(1);
    expect(h.outbox.mails.length).toBe(mailsBefore);
    const [row] = await h.t.db.owner<{ next_reminder_at: Date | null }[]>`select next_reminder_at from outbound.requests where id = ${request.id}`;
    expect(row!.next_reminder_at).toBeNull();
  });

  it('a scheduled send of a frozen customer stays unsent', async () => {
    const email = nextEmail('later');
    const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ask_owners: true } });
    const id = created.body.data!.id;
    await h.t.db.owner`update outbound.requests set send_at = now() - interval '1 minute' where id = ${id}`;
    await freeze();
    await runOutboundJobsOnce(h.deps);
    expect(h.mailTo(email)).toBeUndefined();
    const [row] = await h.t.db.owner<{ sent_at: Date | null; held_by_freeze_at: Date | null }[]>`select sent_at, held_by_freeze_at from outbound.requests where id = ${id}`;
    expect(row!.sent_at).toBeNull();
    // Held once, with an item event: the next runs do not pick it up again (nothing refused, nothing logged).
    expect(row!.held_by_freeze_at).not.toBeNull();
    expect((await eventsOf(id)).filter((e) => e.type === 'held_by_freeze')).toEqual([{ type: 'held_by_freeze', data: { reason: 'FREEZE' } }]);
    const due = await h.t.db.owner<{ id: string }[]>`select id from outbound.due_items(now(), 1000) where id = ${id}`;
    expect(due).toHaveLength(0);
    const again = await runOutboundJobsOnce(h.deps);
    expect(again.frozen).toBe(0);
    expect((await eventsOf(id)).filter((e) => e.type === 'held_by_freeze')).toHaveLength(1);
    expect(h.mailTo(email)).toBeUndefined();

    // The lift releases it (an item event) and the next run sends it.
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
    await outboundFreezePort(h.deps).customersUnfrozen!(org, [customer]);
    const [released] = await h.t.db.owner<{ held_by_freeze_at: Date | null }[]>`select held_by_freeze_at from outbound.requests where id = ${id}`;
    expect(released!.held_by_freeze_at).toBeNull();
    expect((await eventsOf(id)).map((e) => e.type)).toContain('freeze_released');
    await runOutboundJobsOnce(h.deps);
    expect(h.mailTo(email)).toBeDefined();
    const [sent] = await h.t.db.owner<{ sent_at: Date | null }[]>`select sent_at from outbound.requests where id = ${id}`;
    expect(sent!.sent_at).not.toBeNull();
  });

  it('a freeze holds the scheduled sends at once (customersFrozen), before they are due', async () => {
    const email = nextEmail('later');
    const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Myöhemmin' } });
    const id = created.body.data!.id;
    await h.t.db.owner`update outbound.letters set send_at = now() + interval '1 hour' where id = ${id}`;
    await freeze();
    expect((await outboundFreezePort(h.deps).customersFrozen(org, [customer]), await eventsOf(id)).map((e) => e.type)).toContain('held_by_freeze');
    await h.t.db.owner`update outbound.letters set send_at = now() - interval '1 minute' where id = ${id}`;
    expect(await h.t.db.owner`select id from outbound.due_items(now(), 1000) where id = ${id}`).toHaveLength(0);
    await outboundFreezePort(h.deps).customersUnfrozen!(org, [customer]);
    expect(await h.t.db.owner`select id from outbound.due_items(now(), 1000) where id = ${id}`).toHaveLength(1);
  });

  it('a held send scheduled again by staff once the freeze is gone is no longer held', async () => {
    const email = nextEmail('later');
    const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Myöhemmin' } });
    const id = created.body.data!.id;
    await h.t.db.owner`update outbound.letters set send_at = now() + interval '1 hour' where id = ${id}`;
    await freeze();
    await outboundFreezePort(h.deps).customersFrozen(org, [customer]);
    // Frozen: staff cannot schedule it.
    const sendAt = new Date(Date.now() + 2 * 3600_000).toISOString();
    expect((await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST', body: { mode: 'LATER', send_at: sendAt } })).status).toBe(409);
    await h.t.db.owner`update customers.customers set is_frozen = false where id = ${customer}`;
    expect((await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST', body: { mode: 'LATER', send_at: sendAt } })).status).toBe(200);
    const [row] = await h.t.db.owner<{ held_by_freeze_at: Date | null }[]>`select held_by_freeze_at from outbound.letters where id = ${id}`;
    expect(row!.held_by_freeze_at).toBeNull();
  });

  it('the sealed PDF of a completed e-signature is kept but not mailed to a frozen customer\'s signatories', async () => {
    const signer = nextEmail('sealed');
    const e = await draftWith(h, admin, customer, [signatoryBody(signer)]);
    await h.call(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
    const s = e.signatories[0]!;
    // Signed just before the freeze (the completion mail runs after the signature committed).
    await h.t.db.owner`update outbound.signatories set status = 'done', signed_at = now(), method = 'SCREENSIGNATURE' where id = ${s.id}`;
    await h.t.db.owner`update outbound.esignatures set status = 'SIGNED', signed_at = now(), current_order = null where id = ${e.id}`;
    await freeze();
    const before = h.outbox.mails.filter((m) => m.to.includes(signer)).length;
    await completeEsignature(h.deps, org, e.id);
    expect(h.outbox.mails.filter((m) => m.to.includes(signer)).length).toBe(before);
    const [stored] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from outbound.signed_documents where esignatures_id = ${e.id}`;
    expect(stored!.n).toBe(1);
    const mailed = (await eventsOf(e.id)).find((x) => x.type === 'pdf_mailed')!;
    expect(mailed.data).toMatchObject({ withheld: 'FREEZE' });
  });
});
