import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers } from '@tunne/contracts';
import { sendReviewNotifications } from '@tunne/customers';
import { createSmtpMailer, DevOutbox, startSmtpSink, type SmtpSink } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { reviewRecipients } from './gateway.ts';

// Review reminders (issue #11 §5) as the gateway wires them: identity names the owner (or the team's members), the
// customers service claims the reviews due within a month, and the mail goes through the real SMTP sink.

let t: TestDatabase;
let sink: SmtpSink;
const outbox = new DevOutbox();

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  sink = await startSmtpSink(outbox);
}, 60_000);
afterAll(async () => {
  await sink?.stop();
  await t?.stop();
});

describe('review reminders through the gateway', () => {
  it('mails the active owner in their language, and the team when the customer has no owner', async () => {
    const demo = demoOrganisations.demo.id;
    const [owned] = await t.db.owner<{ id: string }[]>`
      update customers.customers set is_kycclock = true, kycclock_alarm_at = now() + interval '5 days', kycclock_notified_at = null
       where id = (select id from customers.customers where organisations_id = ${demo} and users_id = ${demoUsers.admin.id} and not is_removed order by name limit 1)
      returning id`;
    await t.db.owner`update identity.users set language = 'se' where id = ${demoUsers.admin.id}`;
    await t.db.owner`
      update customers.customers set users_id = null, teams_id = ${demoTeams.helsinki.id}, is_kycclock = true,
             kycclock_alarm_at = now() + interval '6 days', kycclock_notified_at = null, name = 'Tiimin Tarkastettava Oy'
       where id = (select id from customers.customers where organisations_id = ${demo} and id <> ${owned!.id} and not is_removed order by name desc limit 1)`;
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' });
    const sent = await sendReviewNotifications({ db: t.db, mailer, publicUrl: 'http://tunne.test', recipients: reviewRecipients(t.db) });
    expect(sent).toBeGreaterThan(0);
    const toAdmin = outbox.mails.find((m) => m.to.includes(demoUsers.admin.email))!;
    expect(toAdmin.subject).toMatch(/kundgranskning/);
    const toTeam = outbox.mails.filter((m) => m.text.includes('Tiimin Tarkastettava Oy'));
    expect(toTeam.length).toBeGreaterThan(0);
    expect(toTeam.flatMap((m) => m.to)).toContain(demoUsers.team.email);
    // Once per date.
    expect(await sendReviewNotifications({ db: t.db, mailer, publicUrl: 'http://tunne.test', recipients: reviewRecipients(t.db) })).toBe(0);
  });
});
