import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Letter, type LinkAddress, type MarkedLink, type OwnerNotice, type Request } from '@tunne/contracts';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

// Issue 26: a recipient's answer or reply gives the item's owner a notice (home card) and a mail by their
// notification settings; "Mark as sent" answers the link once; every mail to a recipient has its HTML part.

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const org = demoOrganisations.demo.id;
const meta = { ipaddress: '192.0.2.21', userAgent: 'vitest' };
let h: OutboundHarness;
let customer: string;
let n = 0;

beforeAll(async () => {
  h = await startOutboundHarness();
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

const ownerMails = () => h.outbox.mails.filter((m) => m.to.includes(demoUsers.admin.email));
const notices = async (as: string) => (await h.call<OwnerNotice[]>(as, '/api/v2.5/user/pending/notices')).body.data!;

const sentLetter = async (): Promise<{ id: string; email: string; link: LinkAddress }> => {
  n += 1;
  const email = `notice-letter${n}@example.com`;
  const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Sisältö', allow_answer: true } });
  const id = created.body.data!.id;
  await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' });
  return { id, email, link: { organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) } };
};

describe('the owner learns of a reply (issue 26)', () => {
  it('a reply to a secure message: a notice for the owner only, a mail to them, and dismissing it', async () => {
    const { id, link } = await sentLetter();
    const before = ownerMails().length;
    await h.ports.letters.answer(link, null, { text: 'Tässä vastaukseni' }, meta);

    const mine = await notices(admin);
    expect(mine[0]).toMatchObject({ type: 'replied', item_kind: 'letter', item_id: id, customers_id: customer });
    expect(mine[0]!.customer_name).not.toBe('');
    // Another user of the organisation gets none of it.
    expect((await notices(user)).some((x) => x.item_id === id)).toBe(false);
    expect((await h.call(user, '/api/v2.5/user/pending/notices/seen', { method: 'POST', body: { id: mine[0]!.id } })).status).toBe(404);

    const mails = ownerMails().slice(0, ownerMails().length - before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://app.tunne.test/app/customers/${customer}/letters/${id}`);
    // The mail names the event, never the reply itself.
    expect(mails[0]!.text).not.toContain('Tässä vastaukseni');

    expect((await h.call(admin, '/api/v2.5/user/pending/notices/seen', { method: 'POST', body: { id: mine[0]!.id } })).status).toBe(200);
    expect((await notices(admin)).some((x) => x.id === mine[0]!.id)).toBe(false);
  });

  it('an answered request: a notice; no mail when the owner turned the notifications off', async () => {
    await h.t.db.owner`update identity.users set notify_reminders = false where id = ${admin}`;
    try {
      const email = 'notice-request@example.com';
      const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ask_freetext: true } });
      const id = created.body.data!.id;
      await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
      const before = ownerMails().length;
      await h.ports.requests.submit({ organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) }, { freetext: 'Vastaus' }, meta);
      expect((await notices(admin))[0]).toMatchObject({ type: 'answered', item_kind: 'request', item_id: id });
      expect(ownerMails()).toHaveLength(before);
    } finally {
      await h.t.db.owner`update identity.users set notify_reminders = true where id = ${admin}`;
    }
  });
});

describe('mark as sent (issue 26)', () => {
  it('answers the link once, which opens the item, and records that it was shown', async () => {
    const email = 'marked@example.com';
    const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Sisältö' } });
    const id = created.body.data!.id;
    const marked = await h.call<Letter & { marked_link?: MarkedLink }>(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST', body: { mode: 'MARK' } });
    expect(marked.body.data).toMatchObject({ state: 'error', sent_at: expect.any(String) });
    const link = marked.body.data!.marked_link!;
    expect(link.link).toMatch(new RegExp(`^https://app\\.tunne\\.test/.+/${id}#[A-Za-z0-9_-]{40,}$`));
    expect(h.mailTo(email)).toBeUndefined();
    const token = link.link.split('#')[1]!;
    const view = await h.ports.letters.view({ organisationsId: org, customersId: customer, id, token }, null, meta);
    expect(view).toMatchObject({ needs_code: false, text: 'Sisältö' });
    // Not again: a later read of the item has no link.
    expect((await h.call<Letter & { marked_link?: MarkedLink }>(admin, `/api/v2.5/user/letters/${id}`)).body.data!.marked_link).toBeUndefined();
    const [event] = await h.t.db.owner<{ data: { link_shown?: boolean } }[]>`
      select data from outbound.events where item_id = ${id} and type = 'marked_sent'`;
    expect(event?.data.link_shown).toBe(true);
  });
});

describe('mail to a recipient (issue 26)', () => {
  it('has an HTML part in the organisation\'s colour and the recipient\'s language, saying what the text says', async () => {
    await h.t.db.owner`insert into outbound.settings (organisations_id, public_color) values (${org}, '#0A7D4F')
      on conflict (organisations_id) do update set public_color = excluded.public_color`;
    try {
      const email = 'html-mail@example.com';
      const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Sisältö', language: 'se' } });
      await h.call(admin, `/api/v2.5/user/letters/${created.body.data!.id}/send`, { method: 'POST' });
      const mail = h.outbox.mails.find((m) => m.to.includes(email))!;
      expect(mail.html).toContain('<html lang="sv">');
      expect(mail.html).toContain('#0A7D4F');
      expect(mail.subject).toBe('Säkert meddelande: Demo Oy');
      expect(mail.html).toContain('Demo Oy har skickat dig ett säkert meddelande.');
      const link = /https:\/\/\S+#[A-Za-z0-9_-]+/.exec(mail.text)![0];
      expect(mail.html).toContain(`href="${link}"`);
    } finally {
      await h.t.db.owner`update outbound.settings set public_color = null where organisations_id = ${org}`;
    }
  });
});
