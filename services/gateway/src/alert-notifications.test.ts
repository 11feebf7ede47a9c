import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoPassword, demoTeams, demoUsers, type Envelope, type ScreeningSettings } from '@tunne/contracts';
import { demoIdentityUsers } from '@tunne/identity';
import { createScreeningRuntime, runScreeningCycle, sendAlertNotifications } from '@tunne/alerts';
import { createOutboxSmsProvider, createSmtpMailer, createTokenService, DevOutbox, startSmtpSink, type OutboxMail, type SmtpSink } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { alertTeamsPort, createGateway, servicePorts } from './gateway.ts';

// Alert notifications across the services as the gateway wires them: the team is checked against identity's teams,
// screening (alerts) writes the outbox, and the members identity names (active, UI login allowed) get the mail
// through the real SMTP sink in their own language.

let t: TestDatabase;
let sink: SmtpSink;
let app: ReturnType<typeof createGateway>;
const outbox = new DevOutbox();
const publicUrl = 'http://tunne.test';
const mailer = () => createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' });

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  sink = await startSmtpSink(outbox);
  app = createGateway({
    db: t.db,
    tokens: createTokenService({ secret: 'n'.repeat(40) }),
    mailer: mailer(),
    sms: createOutboxSmsProvider(outbox),
    publicUrl,
  });
}, 60_000);
afterAll(async () => {
  await sink?.stop();
  await t?.stop();
});

const login = async (email: string): Promise<Record<string, string>> => {
  const response = await app.request('/api/v2.5/user/auth', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: demoPassword }),
  });
  const { jwt } = ((await response.json()) as Envelope<{ jwt: string }>).data!;
  return { authorization: `Bearer ${jwt}` };
};

const putSettings = async (headers: Record<string, string>, body: unknown) => {
  const response = await app.request('/api/v2.5/admin/alerts/settings', {
    method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<ScreeningSettings> };
};

describe('alert notifications through the gateway', () => {
  let headers: Record<string, string>;

  it('accepts one of the organisation\'s teams and refuses another organisation\'s', async () => {
    headers = await login(demoUsers.admin.email);
    const defaults = ((await (await app.request('/api/v2.5/admin/alerts/settings', { headers })).json()) as Envelope<ScreeningSettings>).data!;
    const body = { sources: defaults.sources, threshold: defaults.threshold };
    const [toinenTeam] = await t.db.owner<{ id: string }[]>`
      insert into identity.teams (organisations_id, name) values (${demoOrganisations.toinen.id}, 'Toisen tiimi') returning id`;
    expect(await putSettings(headers, { ...body, notify_teams_id: toinenTeam!.id })).toMatchObject({
      status: 400, body: { errors: [{ code: 'INVALID_TEAM', field: '/notify_teams_id' }] },
    });
    const saved = await putSettings(headers, { ...body, notify_teams_id: demoTeams.tampere.id });
    expect(saved).toMatchObject({ status: 200, body: { data: { notify_teams_id: demoTeams.tampere.id } } });
  });

  it('mails the new alerts to the team\'s active members, each in their language', async () => {
    // Tampere: admin (fi) and user (en here), plus an inactive user and one without UI login, who get nothing.
    await t.db.owner`update identity.users set language = 'en' where id = ${demoUsers.user.id}`;
    await t.db.owner`insert into identity.team_members (organisations_id, teams_id, users_id)
      select organisations_id, ${demoTeams.tampere.id}, id from identity.users where id in (${demoIdentityUsers.inactive.id}, ${demoIdentityUsers.nologin.id})`;
    const csv = '# published: 2026-01-15\nid,type,name,aliases,programs\nKRP-1,ORGANIZATION,Saimaan Satama Oy,,VNp 1/2026\n';
    const upload = await app.request('/api/v2.5/admin/lists/krp', { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: csv });
    expect(upload.status).toBe(201);
    const runtime = createScreeningRuntime(t.db, servicePorts(t.db).customers);
    for (let i = 0; i < 20 && (await runScreeningCycle(t.db, runtime)) > 0; i += 1);

    const before = outbox.mails.length;
    const mailsTo = (address: string): OutboxMail[] => outbox.mails.slice(0, outbox.mails.length - before).filter((m) => m.to.includes(address));
    const sent = await sendAlertNotifications({ db: t.db, mailer: mailer(), publicUrl, recipients: alertTeamsPort(t.db).recipients });
    expect(sent).toBe(2);
    const fi = await outbox.waitFor(() => mailsTo(demoUsers.admin.email)[0]);
    const en = await outbox.waitFor(() => mailsTo(demoUsers.user.email)[0]);
    expect(fi.subject).toMatch(/^Tunne – (uusi hälytys|\d+ uutta hälytystä)$/);
    expect(en.subject).toMatch(/^Tunne – (a new alert|\d+ new alerts)$/);
    for (const mail of [fi, en]) {
      expect(mail.text).toContain('Saimaan Satama Oy');
      expect(mail.text).toContain(`${publicUrl}/app/alerts`);
    }
    for (const address of [demoIdentityUsers.inactive.email, demoIdentityUsers.nologin.email, demoUsers.team.email]) expect(mailsTo(address)).toEqual([]);
    const [row] = await t.db.owner<{ unsent: number }[]>`select count(*) filter (where sent_at is null)::int as unsent from alerts.notifications`;
    expect(row!.unsent).toBe(0);
  });
});
