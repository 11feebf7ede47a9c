import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, type Alert, type Page, type ScreeningSettings } from '@tunne/contracts';
import { createSmtpMailer, DevOutbox, startSmtpSink, type OutboxMail, type SmtpSink } from '@tunne/platform';
import { startAlertsHarness, teamsPort, tenancyFor, type AlertsHarness } from '../testing.ts';
import { sendAlertNotifications } from './notifications.ts';

// Alert notifications (spec §6): the team chosen in the screening settings gets one mail per member per round about
// the new open alerts, through the real SMTP sink; the outbox rows are written with the alerts and marked sent.

const admin = demoUsers.admin.id;
const toinenAdmin = demoUsers.toinenAdmin.id;
const publicUrl = 'http://tunne.test';
let h: AlertsHarness;
let sink: SmtpSink;
const outbox = new DevOutbox();

beforeAll(async () => {
  h = await startAlertsHarness({ fourEyes: false });
  sink = await startSmtpSink(outbox);
});
afterAll(async () => {
  await sink?.stop();
  await h?.stop();
});

const settingsPath = '/api/v2.5/admin/alerts/settings';
const mailer = () => createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' });
const runJob = (send = mailer()) => sendAlertNotifications({ db: h.t.db, mailer: send, publicUrl, recipients: teamsPort.recipients });

const asAdmin = <T>(fn: Parameters<AlertsHarness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(admin), fn) as Promise<T>;

const addCustomer = async (name: string): Promise<string> => {
  const rows = await asAdmin<{ id: string }[]>((tx) => tx`insert into customers.customers (type, name, users_id) values ('business', ${name}, ${admin}) returning id`);
  return rows[0]!.id;
};

const notificationsOf = (customersId: string) =>
  h.t.db.owner<{ alerts: number; sent: boolean }[]>`
    select cardinality(alerts_ids) as alerts, sent_at is not null as sent from alerts.notifications where customers_id = ${customersId} order by created_at`;

const unsent = async (): Promise<number> => {
  const [row] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.notifications where sent_at is null`;
  return row!.n;
};

const mailsTo = (address: string, since: number): OutboxMail[] => outbox.mails.slice(0, outbox.mails.length - since).filter((m) => m.to.includes(address));

describe('alert notification team in the screening settings', () => {
  it('saves the team with the other settings, keeps it when left out, and clears it with null', async () => {
    const defaults = (await h.call<ScreeningSettings>(admin, settingsPath)).body.data!;
    expect(defaults.notify_teams_id).toBeNull();
    const body = { sources: defaults.sources, threshold: defaults.threshold };
    const saved = await h.call<ScreeningSettings>(admin, settingsPath, { method: 'PUT', body: { ...body, notify_teams_id: demoTeams.helsinki.id } });
    expect(saved).toMatchObject({ status: 200, body: { data: { notify_teams_id: demoTeams.helsinki.id, threshold: defaults.threshold } } });
    expect((await h.call<ScreeningSettings>(admin, settingsPath)).body.data!.notify_teams_id).toBe(demoTeams.helsinki.id);
    const kept = await h.call<ScreeningSettings>(admin, settingsPath, { method: 'PUT', body });
    expect(kept.body.data!.notify_teams_id).toBe(demoTeams.helsinki.id);
    const cleared = await h.call<ScreeningSettings>(admin, settingsPath, { method: 'PUT', body: { ...body, notify_teams_id: null } });
    expect(cleared.body.data!.notify_teams_id).toBeNull();
    // Only the team changed: nobody is screened again.
    const [queued] = await h.t.db.owner<{ n: number }[]>`select count(*)::int as n from alerts.rescreen_queue`;
    expect(queued!.n).toBe(0);
  });

  it('refuses an unknown team, another organisation\'s team and a malformed id', async () => {
    const body = { sources: ['OFAC'], threshold: 0.8 };
    expect(await h.call(admin, settingsPath, { method: 'PUT', body: { ...body, notify_teams_id: crypto.randomUUID() } })).toMatchObject({
      status: 400, body: { errors: [{ code: 'INVALID_TEAM', field: '/notify_teams_id' }] },
    });
    expect(await h.call(toinenAdmin, settingsPath, { method: 'PUT', body: { ...body, notify_teams_id: demoTeams.tampere.id } })).toMatchObject({
      status: 400, body: { errors: [{ code: 'INVALID_TEAM' }] },
    });
    expect(await h.call(admin, settingsPath, { method: 'PUT', body: { ...body, notify_teams_id: 'tampere' } })).toMatchObject({
      status: 400, body: { errors: [{ code: 'VALIDATION_FAILED' }] },
    });
    // Nothing was stored by the refused calls.
    expect((await h.call<ScreeningSettings>(toinenAdmin, settingsPath)).body.data).toMatchObject({ notify_teams_id: null, updated_at: null });
    expect((await h.call<ScreeningSettings>(admin, settingsPath)).body.data!.notify_teams_id).toBeNull();
  });
});

describe('alert notifications', () => {
  let notified: string;

  it('writes no outbox row while the organisation has no notification team', async () => {
    const id = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${id}/alerts`);
    expect(body.data!.total).toBe(1);
    expect(await notificationsOf(id)).toEqual([]);
  });

  it('writes one outbox row per customer with new alerts, with the alerts, once a team is chosen', async () => {
    const defaults = (await h.call<ScreeningSettings>(admin, settingsPath)).body.data!;
    const saved = await h.call<ScreeningSettings>(admin, settingsPath, {
      method: 'PUT', body: { sources: defaults.sources, threshold: defaults.threshold, notify_teams_id: demoTeams.tampere.id },
    });
    expect(saved.status).toBe(200);
    // A customer with two new alerts (itself and its PEP) in one transaction: one row naming both alerts.
    notified = await asAdmin<string>(async (tx) => {
      const [row] = await tx<{ id: string }[]>`insert into customers.customers (type, name, users_id) values ('business', 'Kontrabanda Trading LLC', ${admin}) returning id`;
      await tx`insert into customers.peps (customers_id, name, is_pep_self) values (${row!.id}, 'Marjatta Poliittinen', true)`;
      return row!.id;
    });
    await h.settle();
    expect(await notificationsOf(notified)).toEqual([{ alerts: 2, sent: false }]);
    const [row] = await h.t.db.owner<{ organisations_id: string }[]>`select organisations_id from alerts.notifications where customers_id = ${notified}`;
    expect(row!.organisations_id).toBe(demoOrganisations.demo.id);
    // Row-level security: another organisation does not see it.
    const others = await h.t.db.tx(tenancyFor(toinenAdmin), (tx) => tx`select 1 from alerts.notifications`);
    expect(others).toHaveLength(0);
  });

  it('mails each team member once in their language through SMTP and marks the rows sent', async () => {
    const before = outbox.mails.length;
    expect(await runJob()).toBe(2);
    const fi = await outbox.waitFor(() => mailsTo(demoUsers.admin.email, before)[0]);
    const se = await outbox.waitFor(() => mailsTo(demoUsers.user.email, before)[0]);
    expect(fi.subject).toBe('Tunne – 2 uutta hälytystä');
    expect(fi.text).toContain('Seulonnassa syntyi 2 uutta hälytystä yhdelle asiakkaalle:');
    expect(fi.text).toContain('- Kontrabanda Trading LLC (2)');
    expect(fi.text).toContain(`${publicUrl}/app/alerts`);
    expect(se.subject).toBe('Tunne – 2 nya larm');
    expect(se.text).toContain('Screeningen gav 2 nya larm för en kund:');
    expect(se.text).toContain(`${publicUrl}/app/alerts`);
    // Only the chosen team's members.
    expect(outbox.mails.length - before).toBe(2);
    expect(mailsTo(demoUsers.team.email, before)).toEqual([]);
    expect(await notificationsOf(notified)).toEqual([{ alerts: 2, sent: true }]);
    expect(await runJob()).toBe(0);
  });

  it('does not notify again about known or silenced alerts when the customer is screened again', async () => {
    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${notified}/alerts`);
    const pep = body.data!.items.find((a) => a.type === 'PEP')!;
    const silenced = await h.call<Alert>(admin, `/api/v2.5/user/alerts/${pep.id}/silence`, {
      method: 'POST', body: { description: 'Eri henkilö', silenceclass: 'FALSEPOSITIVE' },
    });
    expect(silenced.status).toBe(200);
    await asAdmin((tx) => tx`update customers.customers set city = 'Espoo' where id = ${notified}`);
    await h.settle();
    expect(await notificationsOf(notified)).toEqual([{ alerts: 2, sent: true }]);
    expect(await unsent()).toBe(0);
  });

  it('sends nothing about an alert silenced before the round, and marks its row sent', async () => {
    const id = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    expect(await notificationsOf(id)).toEqual([{ alerts: 1, sent: false }]);
    const { body } = await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${id}/alerts`);
    await h.call(admin, `/api/v2.5/user/alerts/${body.data!.items[0]!.id}/silence`, { method: 'POST', body: { description: 'Tarkistettu', silenceclass: 'FALSEPOSITIVE' } });
    const before = outbox.mails.length;
    expect(await runJob()).toBe(0);
    expect(outbox.mails.length).toBe(before);
    expect(await notificationsOf(id)).toEqual([{ alerts: 1, sent: true }]);
  });

  it('keeps the rows for the next round when the mail server cannot be reached', async () => {
    const id = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const down = await startSmtpSink(new DevOutbox());
    const port = down.port;
    await down.stop();
    expect(await runJob(createSmtpMailer({ host: '127.0.0.1', port, from: 'Tunne <no-reply@tunne.test>' }))).toBe(0);
    expect(await notificationsOf(id)).toEqual([{ alerts: 1, sent: false }]);
    const before = outbox.mails.length;
    expect(await runJob()).toBe(2);
    await outbox.waitFor(() => mailsTo(demoUsers.admin.email, before)[0]);
    expect(await notificationsOf(id)).toEqual([{ alerts: 1, sent: true }]);
  });
});
