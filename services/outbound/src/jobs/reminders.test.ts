import { generateDevSigningKey } from '../pdf/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisations, type OutboundSettingsBody, type RiskAnswersPort } from '@tunne/contracts';
import { customersMigrations, customersPorts, demoCustomers, seedCustomers } from '@tunne/customers/testing';
import { identityMigrations, identityPorts, seedIdentity } from '@tunne/identity/testing';
import { createSmtpMailer, DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import type { OutboundPortsDeps } from '../deps.ts';
import { outboundMigrations } from '../migration-set.ts';
import { writeSettings } from '../repo/settings.ts';
import { runOutboundJobsOnce } from './reminders.ts';

/** Scheduled sends and reminders on a real database, with an injected clock and mail through a local SMTP server. */
const demo = demoOrganisations.demo.id;
const customer = demoCustomers().find((c) => c.organisations_id === demo && c.name === 'Aaltonen Rakennus Oy')!;
const outbox = new DevOutbox();
let sink: SmtpSink;
let t: TestDatabase;
let deps: OutboundPortsDeps;

// The reminder job does not use the risk answers; the type asks for the port.
const unusedRisk: RiskAnswersPort = {
  questions: () => Promise.reject(new Error('not used')),
  saveAnswers: () => Promise.reject(new Error('not used')),
  saveSourceOfFunds: () => Promise.reject(new Error('not used')),
};

beforeAll(async () => {
  sink = await startSmtpSink(outbox);
  t = await createTestDatabase([customersMigrations, identityMigrations, outboundMigrations]);
  await seedCustomers(t.db);
  await seedIdentity(t.db);
  const customers = customersPorts(t.db);
  deps = {
    db: t.db,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' }),
    sms: null,
    publicUrl: 'https://app.tunne.test',
    customers: { register: customers.register, records: customers.records },
    risk: unusedRisk,
    riskEdd: { sendBlock: async () => null },
    organisations: identityPorts(t.db).organisations,
    eid: null,
    signing: generateDevSigningKey,
  };
});
afterAll(async () => {
  await t?.stop();
  await sink?.stop();
});

const settings = (body: OutboundSettingsBody) => t.db.tx({ organisationsId: demo }, (tx) => writeSettings(tx, body));

interface ItemRow {
  id: string;
  state: string;
  sent_at: Date | null;
  resent_at: Date | null;
  resend_cnt: number;
  next_reminder_at: Date | null;
}

let counter = 0;
/** A request as the staff routes leave it; a unique address per item so that its mails can be counted. */
const request = async (values: { state: string; sent_at?: string; send_at?: string; next_reminder_at?: string; expires_at?: string }) => {
  counter += 1;
  const email = `vastaaja${counter}@example.com`;
  const [row] = await t.db.tx({ organisationsId: demo }, (tx) => tx<{ id: string }[]>`
    insert into outbound.requests (organisations_id, customers_id, customer_name, email, state, send_at, sent_at, next_reminder_at, expires_at)
    values (${demo}, ${customer.id}, ${customer.name}, ${email}, ${values.state}, ${values.send_at ?? null}, ${values.sent_at ?? null},
      ${values.next_reminder_at ?? null}, ${values.expires_at ?? null}) returning id`);
  return { id: row!.id, email };
};
const letter = async (values: { sent_at: string; next_reminder_at: string; expires_at: string }) => {
  counter += 1;
  const email = `kirje${counter}@example.com`;
  const [row] = await t.db.tx({ organisationsId: demo }, (tx) => tx<{ id: string }[]>`
    insert into outbound.letters (organisations_id, customers_id, customer_name, email, text, state, sent_at, next_reminder_at, expires_at)
    values (${demo}, ${customer.id}, ${customer.name}, ${email}, 'Hei', 'error', ${values.sent_at}, ${values.next_reminder_at}, ${values.expires_at})
    returning id`);
  return { id: row!.id, email };
};
const read = async (id: string, kind: 'requests' | 'letters' = 'requests'): Promise<ItemRow> => {
  const [row] = await t.db.tx({ organisationsId: demo }, (tx) => tx<ItemRow[]>`
    select id, state, sent_at, resent_at, resend_cnt, next_reminder_at from outbound.${tx(kind)} where id = ${id}`);
  return row!;
};
const mailsTo = (email: string) => outbox.mails.filter((m) => m.to.includes(email));
const run = (iso: string) => runOutboundJobsOnce({ ...deps, now: () => new Date(iso) }, new Date(iso));

beforeEach(async () => {
  await settings({ resend_strategy: 'DAILY', resend_maxcnt: 2, resend_weekdays: [1, 2, 3, 4, 5], validtime_after_request: 30 });
});

// 2026-11-26 is a Thursday; 09:00 in Helsinki is 07:00Z in winter.
describe('scheduled sends and reminders', () => {
  it('a LATER send goes out once its time has passed, once; then DAILY reminds on the next weekdays and stops at maxcnt', async () => {
    const item = await request({ state: 'draft', send_at: '2026-11-26T12:00:00Z' });
    await run('2026-11-26T11:59:00Z');
    expect(mailsTo(item.email)).toHaveLength(0);

    await run('2026-11-26T12:00:30Z');
    const sent = await read(item.id);
    expect(sent).toMatchObject({ state: 'error', resend_cnt: 0, resent_at: null });
    expect(sent.sent_at!.toISOString()).toBe('2026-11-26T12:00:30.000Z');
    // The strategy's first due time: Friday 09:00 Helsinki.
    expect(sent.next_reminder_at!.toISOString()).toBe('2026-11-27T07:00:00.000Z');
    expect(mailsTo(item.email)).toHaveLength(1);
    await run('2026-11-26T12:01:30Z');
    expect(mailsTo(item.email)).toHaveLength(1);

    await run('2026-11-27T06:59:00Z');
    expect(mailsTo(item.email)).toHaveLength(1);
    await run('2026-11-27T07:00:10Z');
    const first = await read(item.id);
    expect(first.resend_cnt).toBe(1);
    expect(first.resent_at!.toISOString()).toBe('2026-11-27T07:00:10.000Z');
    expect(first.next_reminder_at!.toISOString()).toBe('2026-11-30T07:00:00.000Z');
    expect(mailsTo(item.email)).toHaveLength(2);

    // The weekend: nothing; Monday: the second and last reminder.
    await run('2026-11-28T07:00:10Z');
    await run('2026-11-29T07:00:10Z');
    expect(mailsTo(item.email)).toHaveLength(2);
    await run('2026-11-30T07:01:00Z');
    const second = await read(item.id);
    expect(second).toMatchObject({ resend_cnt: 2, next_reminder_at: null });
    expect(second.resent_at!.toISOString()).toBe('2026-11-30T07:01:00.000Z');
    await run('2026-12-01T07:01:00Z');
    await run('2026-12-02T07:01:00Z');
    expect(mailsTo(item.email)).toHaveLength(3);
    expect(mailsTo(item.email).map((m) => m.text.includes('https://app.tunne.test/p/requests/'))).toEqual([true, true, true]);
  });

  it('no reminder for an answered item, a draft, an expired link, or with strategy NONE', async () => {
    const answered = await request({ state: 'done', sent_at: '2026-11-20T10:00:00Z', next_reminder_at: '2026-11-21T10:00:00Z', expires_at: '2026-12-20T10:00:00Z' });
    const draft = await request({ state: 'draft' });
    const expired = await request({ state: 'error', sent_at: '2026-10-20T10:00:00Z', next_reminder_at: '2026-10-21T10:00:00Z', expires_at: '2026-11-19T10:00:00Z' });
    await run('2026-11-26T08:00:00Z');
    for (const item of [answered, draft, expired]) {
      expect(mailsTo(item.email)).toHaveLength(0);
      expect((await read(item.id)).next_reminder_at).toBeNull();
    }
    await settings({ resend_strategy: 'NONE' });
    const none = await request({ state: 'error', sent_at: '2026-11-20T10:00:00Z', next_reminder_at: '2026-11-21T10:00:00Z', expires_at: '2026-12-20T10:00:00Z' });
    await run('2026-11-26T08:00:00Z');
    expect(mailsTo(none.email)).toHaveLength(0);
    expect(await read(none.id)).toMatchObject({ resend_cnt: 0, next_reminder_at: null });
  });

  it('a first look before the strategy\'s due time moves the look to it', async () => {
    // Sent on a Friday: the first look (a day later) is a Saturday; the reminder waits for Monday 09:00.
    const item = await request({ state: 'error', sent_at: '2026-11-27T12:00:00Z', next_reminder_at: '2026-11-28T12:00:00Z', expires_at: '2026-12-27T12:00:00Z' });
    await run('2026-11-28T12:00:10Z');
    expect(mailsTo(item.email)).toHaveLength(0);
    expect((await read(item.id)).next_reminder_at!.toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });

  it('two runners at once send each reminder and each scheduled send exactly once', async () => {
    // Only this test's items are due.
    await t.db.owner`update outbound.requests set next_reminder_at = null`;
    const due = { sent_at: '2026-12-01T10:00:00Z', next_reminder_at: '2026-12-02T07:00:00Z', expires_at: '2026-12-31T10:00:00Z' };
    const reminders = await Promise.all(Array.from({ length: 6 }, () => request({ state: 'error', ...due })));
    const letters = await Promise.all(Array.from({ length: 3 }, () => letter(due)));
    const later = await Promise.all(Array.from({ length: 3 }, () => request({ state: 'draft', send_at: '2026-12-02T07:30:00Z' })));
    const results = await Promise.all([run('2026-12-02T08:00:00Z'), run('2026-12-02T08:00:00Z')]);
    expect(results[0]!.delivered + results[1]!.delivered).toBe(12);
    expect(results[0]!.failed + results[1]!.failed).toBe(0);
    for (const item of [...reminders, ...letters, ...later]) expect(mailsTo(item.email), item.email).toHaveLength(1);
    for (const item of reminders) expect((await read(item.id)).resend_cnt).toBe(1);
    for (const item of letters) expect((await read(item.id, 'letters')).resend_cnt).toBe(1);
    for (const item of later) expect((await read(item.id)).sent_at!.toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });
});
