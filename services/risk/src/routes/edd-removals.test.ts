import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type ApprovalSource, type Approvals, type CustomerEdd, type RiskScore } from '@tunne/contracts';
import type { MailMessage } from '@tunne/platform';
import { recalculate, sendApprovalNotifications } from '../index.ts';
import { confirmed, startHarness, tenancyFor, type Harness } from '../testing.ts';

/**
 * Issue 25 §3: removing an obligation needs a second person. A trigger of enhanced due diligence that disappears from
 * the data — found: "a regular user deleted a PEP record and the customer fell from HIGH/EDD required to LOW with no
 * approval" — stays in force (HIGH floor, EDD required) until senior management approves its removal.
 */
let h: Harness;
/** Another service's pending decisions (the alerts' four-eyes requests, a freeze lift): plugged into the inbox. */
const otherSource: ApprovalSource = {
  pending: async (viewer) => (viewer.usersId === demoUsers.admin.id
    ? [{ kind: 'FREEZE_LIFT', id: '00000000-0000-4000-8000-0000000f0001', customers_id: businesses[3]!.id, since: '2020-01-01T00:00:00.000Z', requested_by: null }]
    : []),
};
beforeAll(async () => {
  h = await startHarness({ seed: false, approvalSources: [otherSource] });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const user = demoUsers.user.id;
const businesses = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.teams_id === null);
const [pepCustomer, comeback, countryCustomer, sanctioned] = [businesses[0]!, businesses[1]!, businesses[2]!, businesses[3]!];

const asUser = <T>(fn: Parameters<Harness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(user), fn) as Promise<T>;
const edd = async (id: string) => (await h.call<CustomerEdd>(user, `/api/v2.5/user/customers/${id}/edd`)).body.data!;
const score = async (id: string) => (await h.call<RiskScore>(admin, `/api/v2.5/user/customers/${id}/riskscores`)).body.data!;
const register = async (id: string) =>
  (await h.t.db.owner<{ riskscores_level: string | null; edd_state: string | null }[]>`
    select riskscores_level, edd_state from customers.customers where id = ${id}`)[0]!;
const approve = (id: string, removalId: string, as: string, body: unknown = { reason: 'PEP-asema päättyi yli 12 kk sitten; tarkistettu' }) =>
  h.call<CustomerEdd>(as, `/api/v2.5/user/customers/${id}/edd/removals/${removalId}/approve`, 'POST', body);

describe('a trigger that disappears stays until approved', () => {
  it('a regular user deletes the PEP record: still HIGH and EDD required, the removal awaits approval', async () => {
    await asUser((tx) => tx`insert into customers.peps (customers_id, name, is_pep_self) values (${pepCustomer.id}, 'Poliitikko', true)`);
    await recalculate(h.deps, demo, [pepCustomer.id], 'TEST');
    expect(await register(pepCustomer.id)).toEqual({ riskscores_level: 'HIGH', edd_state: 'REQUIRED' });

    await asUser((tx) => tx`delete from customers.peps where customers_id = ${pepCustomer.id}`);
    await recalculate(h.deps, demo, [pepCustomer.id], 'CUSTOMER');
    await recalculate(h.deps, demo, [pepCustomer.id], 'CUSTOMER');
    const s = await score(pepCustomer.id);
    expect(s.level).toBe('HIGH');
    const line = s.breakdown.find((l) => l.type === 'EDD')!;
    expect(line.details).toMatchObject({ triggers: [{ kind: 'PEP_RECORD', count: 1 }], retained: ['PEP_RECORD'], level_before: 'LOW' });
    expect(line.reason).toContain('removal awaits approval');
    expect(await register(pepCustomer.id)).toEqual({ riskscores_level: 'HIGH', edd_state: 'REQUIRED' });
    const body = await edd(pepCustomer.id);
    expect(body).toMatchObject({ required: true, triggers: [{ kind: 'PEP_RECORD' }] });
    expect(body.removals).toMatchObject([{ key: 'PEP_RECORD', state: 'PENDING', trigger: { kind: 'PEP_RECORD', count: 1 }, decided_by: null }]);
    expect(body.history.filter((e) => e.action === 'REMOVAL_PENDING')).toHaveLength(1);
    const [event] = await h.t.db.owner<{ trigger: string }[]>`select snapshot->>'trigger' as trigger from risk.edd_events
      where customers_id = ${pepCustomer.id} and action = 'REMOVAL_PENDING'`;
    expect(event!.trigger).toBe('PEP_RECORD');
  });

  it('the user cannot approve it; senior management approves with a reason and the customer falls to its own level', async () => {
    const [removal] = (await edd(pepCustomer.id)).removals;
    const denied = await approve(pepCustomer.id, removal!.id, user);
    expect(denied).toMatchObject({ status: 403, body: { errors: [{ code: 'EDD_NOT_SENIOR_MANAGEMENT' }] } });
    expect((await approve(pepCustomer.id, removal!.id, admin, { reason: '  ' })).status).toBe(400);
    expect((await approve(pepCustomer.id, removal!.id, admin, {})).status).toBe(400);
    expect((await score(pepCustomer.id)).level).toBe('HIGH');

    const approved = await approve(pepCustomer.id, removal!.id, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ required: false, triggers: [], removals: [] });
    expect(approved.body.data!.history[0]).toMatchObject({ action: 'REMOVAL_APPROVED', users_id: admin, reason: expect.stringContaining('PEP-asema') });
    expect((await score(pepCustomer.id)).level).toBe('LOW');
    expect(await register(pepCustomer.id)).toEqual({ riskscores_level: 'LOW', edd_state: null });
    // Decided once: again is refused, and later runs do not bring it back.
    expect((await approve(pepCustomer.id, removal!.id, admin)).body.errors[0]!.code).toBe('EDD_REMOVAL_NOT_PENDING');
    await recalculate(h.deps, demo, [pepCustomer.id], 'TEST');
    expect((await score(pepCustomer.id)).level).toBe('LOW');
    const [row] = await h.t.db.owner<{ state: string; decided_by: string; reason: string }[]>`
      select state, decided_by, reason from risk.edd_removals where id = ${removal!.id}`;
    expect(row).toMatchObject({ state: 'APPROVED', decided_by: admin });
  });

  it('a trigger that comes back withdraws the pending removal', async () => {
    await asUser((tx) => tx`insert into customers.peps (customers_id, name, is_pep_family) values (${comeback.id}, 'Sukulainen', true)`);
    await recalculate(h.deps, demo, [comeback.id], 'TEST');
    await asUser((tx) => tx`delete from customers.peps where customers_id = ${comeback.id}`);
    await recalculate(h.deps, demo, [comeback.id], 'TEST');
    expect((await edd(comeback.id)).removals).toHaveLength(1);
    await asUser((tx) => tx`insert into customers.peps (customers_id, name, is_pep_family) values (${comeback.id}, 'Sukulainen', true)`);
    await recalculate(h.deps, demo, [comeback.id], 'TEST');
    const back = await edd(comeback.id);
    expect(back.removals).toEqual([]);
    expect(back.history.map((e) => e.action)).toEqual(expect.arrayContaining(['REMOVAL_PENDING', 'REMOVAL_WITHDRAWN']));
    expect((await score(comeback.id)).breakdown.find((l) => l.type === 'EDD')!.details).not.toHaveProperty('retained');
  });

  it('a country changed away from the EU list and a reclassified sanctions hit stay too', async () => {
    await asUser((tx) => tx`insert into customers.responsiblepersons (customers_id, name, role, country) values (${countryCustomer.id}, 'Johtaja', 'TJ', 'IR')`);
    confirmed.set(sanctioned.id, { sanctionAlerts: ['00000000-0000-4000-8000-00000000b1e7'], pepAlerts: 0 });
    await recalculate(h.deps, demo, [countryCustomer.id, sanctioned.id], 'TEST');
    await asUser((tx) => tx`update customers.responsiblepersons set country = 'SE' where customers_id = ${countryCustomer.id}`);
    confirmed.delete(sanctioned.id);
    await recalculate(h.deps, demo, [countryCustomer.id, sanctioned.id], 'TEST');
    expect((await score(countryCustomer.id)).level).toBe('HIGH');
    expect((await edd(countryCustomer.id)).removals).toMatchObject([{ key: 'EU_COUNTRY:RELATED:IR' }]);
    expect((await score(sanctioned.id)).level).toBe('HIGH');
    expect((await edd(sanctioned.id)).removals).toMatchObject([{ key: 'SANCTION_ALERT' }]);
  });

  it('the approvals inbox lists what waits for the viewer, from every source, with the customer\'s name', async () => {
    const inbox = (await h.call<Approvals>(admin, '/api/v2.5/user/approvals')).body.data!;
    expect(inbox.items[0]).toMatchObject({ kind: 'FREEZE_LIFT', customers_id: sanctioned.id, customer_name: sanctioned.name });
    expect(inbox.items.filter((i) => i.kind === 'EDD_REMOVAL').map((i) => i.customers_id).sort()).toEqual([countryCustomer.id, sanctioned.id].sort());
    expect(inbox.items.find((i) => i.customers_id === countryCustomer.id)).toMatchObject({ customer_name: countryCustomer.name, requested_by: null });
    expect(inbox.total).toBe(inbox.items.length);
    // A regular user takes no senior management decisions; another organisation sees none of these.
    expect((await h.call<Approvals>(user, '/api/v2.5/user/approvals')).body.data).toEqual({ items: [], total: 0 });
    expect((await h.call<Approvals>(demoUsers.toinenAdmin.id, '/api/v2.5/user/approvals')).body.data).toEqual({ items: [], total: 0 });
    expect((await h.call(demoUsers.own.id, '/api/v2.5/user/approvals')).status).toBe(200);
  });

  it('mails senior management once per waiting decision, in their language; a failed mail is tried again', async () => {
    const mails: MailMessage[] = [];
    let fail = true;
    const deps = {
      db: h.t.db, publicUrl: 'https://app.tunne.test',
      mailer: { send: async (m: MailMessage) => { if (fail) throw new Error('SMTP refused'); mails.push(m); } },
      seniorManagement: { isSeniorManagement: async () => true, members: async (org: string) => (org === demo ? [admin] : []) },
      findUser: async () => ({ email: 'aino@example.com', language: 'se', notify_reminders: true }),
      organisations: async () => [demo, demoOrganisations.toinen.id],
      customerName: async (_org: string, id: string) => businesses.find((c) => c.id === id)?.name ?? null,
    };
    expect(await sendApprovalNotifications(deps)).toBe(0);
    fail = false;
    expect(await sendApprovalNotifications(deps)).toBe(1);
    expect(mails[0]).toMatchObject({ to: 'aino@example.com', subject: 'Tunne – 2 beslut väntar på ditt godkännande' });
    expect(mails[0]!.text).toContain(`- ${countryCustomer.name}: borttagning av en grund för skärpt kundkännedom`);
    expect(mails[0]!.text).toContain('https://app.tunne.test/app/');
    // Once each: nothing new, nothing sent.
    expect(await sendApprovalNotifications(deps)).toBe(0);
  });

  it('another organisation cannot approve, nor a user who does not see the customer', async () => {
    const [removal] = (await edd(countryCustomer.id)).removals;
    expect((await approve(countryCustomer.id, removal!.id, demoUsers.toinenAdmin.id)).status).toBe(404);
    expect((await approve(countryCustomer.id, '00000000-0000-4000-8000-0000000000ff', admin)).status).toBe(404);
  });
});
