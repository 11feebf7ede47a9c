import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type ApprovalNoticeSource, type ClaimedApproval } from '@tunne/contracts';
import type { MailMessage } from '@tunne/platform';
import { recalculate } from '../index.ts';
import { confirmed, startHarness, type Harness } from '../testing.ts';
import { sendApprovalNotifications } from './approval-notifications.ts';

// Issue 25 §3 (A2 gap 6): the approvals mail also covers freeze lifts, the organisation's own EU list versions and
// (from the alerts service) dispositions under four-eyes and switching four-eyes off: one mail per new approval to
// those who may decide, never to the one who asked, each decision once.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const second = demoUsers.mfa.id;
const customer = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.teams_id === null)[8]!;

const released: ClaimedApproval[][] = [];
let alertItems: ClaimedApproval[] = [
  { kind: 'ALERT_DECISION', ref_id: '00000000-0000-4000-8000-00000000d001', customers_id: customer.id, name: null, requested_by: second },
  { kind: 'FOUR_EYES_OFF', ref_id: '00000000-0000-4000-8000-00000000d002', customers_id: null, name: null, requested_by: admin },
];
const alertsSource: ApprovalNoticeSource = {
  claim: async () => {
    const items = alertItems;
    alertItems = [];
    return items;
  },
  release: async (_org, items) => void released.push([...items]),
};

describe('the approvals mail', () => {
  it('names a freeze lift, an own EU list version and the alerts\' decisions to each decider but the one who asked', async () => {
    confirmed.set(customer.id, { sanctionAlerts: ['00000000-0000-4000-8000-00000000ab09'], pepAlerts: 0 });
    await recalculate(h.deps, demo, [customer.id], 'ALERTS');
    expect((await h.call(admin, `/api/v2.5/user/customers/${customer.id}/edd/freeze/lift`, 'POST', { reason: 'Poistettu listalta' })).status).toBe(200);
    await h.t.db.owner`insert into risk.eu_country_lists (organisations_id, act, in_force_at, countries, origin, users_id, state)
      values (${demo}, 'Oma lisäys 2027', date '2027-01-01', array['IR', 'KP', 'RU'], 'FILE', ${second}, 'PENDING')`;

    const mails: MailMessage[] = [];
    const deps = {
      db: h.t.db, publicUrl: 'https://app.tunne.test',
      mailer: { send: async (m: MailMessage) => void mails.push(m) },
      seniorManagement: { isSeniorManagement: async () => true, members: async (org: string) => (org === demo ? [admin, second] : []) },
      findUser: async (_org: string, id: string) => ({ email: id === admin ? 'aino@example.com' : 'maija@example.com', language: 'en', notify_reminders: true }),
      organisations: async () => [demo],
      customerName: async () => customer.name,
      otherSources: [alertsSource],
    };
    expect(await sendApprovalNotifications(deps)).toBe(2);
    const to = (email: string) => mails.find((m) => m.to === email)!.text;
    // Aino asked for the lift and the four-eyes switch-off: she hears of the EU list version and the alert decision.
    expect(to('aino@example.com')).toContain('- Oma lisäys 2027: the organisation\'s own version of the EU list of high-risk third countries');
    expect(to('aino@example.com')).toContain(`- ${customer.name}: an alert decision (four-eyes)`);
    expect(to('aino@example.com')).not.toContain('lifting a freeze');
    expect(to('aino@example.com')).not.toContain('switching four-eyes off');
    // Maija loaded the EU list version and asked for the alert decision.
    expect(to('maija@example.com')).toContain(`- ${customer.name}: lifting a freeze`);
    expect(to('maija@example.com')).toContain('- –: switching four-eyes off');
    expect(to('maija@example.com')).not.toContain('EU list');
    // Each decision once.
    mails.length = 0;
    expect(await sendApprovalNotifications(deps)).toBe(0);
    expect(released).toEqual([]);
  });

  it('respects the notification settings: one who switched reminders off gets no mail, the others still do', async () => {
    alertItems = [
      { kind: 'FOUR_EYES_OFF', ref_id: '00000000-0000-4000-8000-00000000d003', customers_id: null, name: null, requested_by: null },
      { kind: 'EID_LEVEL', ref_id: '00000000-0000-4000-8000-00000000d005', customers_id: null, name: null, requested_by: null },
    ];
    const mails: MailMessage[] = [];
    const optedOut = new Set<string>([second]);
    const deps = {
      db: h.t.db, publicUrl: 'https://app.tunne.test',
      mailer: { send: async (m: MailMessage) => void mails.push(m) },
      seniorManagement: { isSeniorManagement: async () => true, members: async (org: string) => (org === demo ? [admin, second] : []) },
      findUser: async (_org: string, id: string) => ({
        email: id === admin ? 'aino@example.com' : 'maija@example.com', language: 'fi', notify_reminders: !optedOut.has(id),
      }),
      organisations: async () => [demo],
      customerName: async () => customer.name,
      otherSources: [alertsSource],
    };
    expect(await sendApprovalNotifications(deps)).toBe(1);
    expect(mails.map((m) => m.to)).toEqual(['aino@example.com']);
    expect(mails[0]!.text).toContain('neljän silmän periaatteen poisto käytöstä');
    expect(mails[0]!.text).toContain('- –: tunnistautumisen vähimmäisvarmuustason laskeminen');
    // Nobody wants the mail: nothing is sent, and the decision is not mailed again later (the inbox still lists it).
    alertItems = [
      { kind: 'FOUR_EYES_OFF', ref_id: '00000000-0000-4000-8000-00000000d004', customers_id: null, name: null, requested_by: null },
    ];
    optedOut.add(admin);
    mails.length = 0;
    expect(await sendApprovalNotifications(deps)).toBe(0);
    expect(mails).toEqual([]);
    expect(released).toEqual([]);
  });
});
