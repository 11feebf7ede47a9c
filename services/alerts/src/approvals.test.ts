import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Alert, type Page, type ScreeningSettings } from '@tunne/contracts';
import { alertsApprovalSource } from './approvals.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from './testing.ts';

// Issue 25 §3: the approvals inbox names the alerts' pending four-eyes requests to everyone who may approve them (not
// the one who asked), on customers they see, and a request to switch four-eyes off to every other admin.

const { admin, user, own } = { admin: demoUsers.admin.id, user: demoUsers.user.id, own: demoUsers.own.id };
let h: AlertsHarness;

beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

const viewer = (usersId: string) => ({ ...tenancyFor(usersId), usersId, isAdmin: usersId === admin, seniorManagement: usersId === admin });

describe('the alerts as an approvals source', () => {
  it('names a pending four-eyes request to the other users who see the customer, never to the one who asked', async () => {
    await h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, four_eyes_sanction: true } });
    const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name, users_id) values ('business', 'Kontrabanda Trading LLC', ${admin}) returning id`);
    await h.settle();
    const alerts = (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${row!.id}/alerts?view=all`)).body.data!.items;
    const sanction = alerts.find((a) => a.type === 'SANCTION')!;
    const source = alertsApprovalSource(h.t.db);
    expect(await source.pending(viewer(admin))).toEqual([]);
    const requested = await h.call(user, `/api/v2.5/user/alerts/${sanction.id}/silence`, { method: 'POST', body: { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE' } });
    expect(requested.status).toBe(202);
    expect(await source.pending(viewer(admin))).toEqual([
      { kind: 'ALERT_DECISION', id: sanction.id, customers_id: row!.id, since: expect.any(String), requested_by: user },
    ]);
    expect(await source.pending(viewer(user))).toEqual([]);
    expect(await source.pending(viewer(own))).toEqual([]);
    expect(await source.pending({ ...viewer(demoUsers.toinenAdmin.id), organisationsId: demoOrganisations.toinen.id })).toEqual([]);
  });

  it('names a request to switch four-eyes off to every other admin (no customer), never to its requester or a user', async () => {
    const source = alertsApprovalSource(h.t.db);
    const offs = async (v: ReturnType<typeof viewer>) => (await source.pending(v)).filter((i) => i.kind === 'FOUR_EYES_OFF');
    const asked = await h.call<ScreeningSettings>(admin, '/api/v2.5/admin/alerts/settings', {
      method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, four_eyes_sanction: false },
    });
    expect(asked.status).toBe(202);
    const request = asked.body.data!.four_eyes_off_request!;
    // Another admin decides (decideFourEyesOff: any admin but the one who asked), senior management or not.
    expect(await offs({ ...viewer(user), isAdmin: true, seniorManagement: false })).toEqual([
      { kind: 'FOUR_EYES_OFF', id: request.id, customers_id: null, since: request.requested_at, requested_by: admin },
    ]);
    expect(await offs(viewer(admin))).toEqual([]);
    expect(await offs(viewer(user))).toEqual([]);
    expect(await offs({ ...viewer(demoUsers.toinenAdmin.id), isAdmin: true, organisationsId: demoOrganisations.toinen.id })).toEqual([]);
    // Switched on again: the request is withdrawn and waits no more.
    await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, four_eyes_sanction: true } });
    expect(await offs({ ...viewer(user), isAdmin: true })).toEqual([]);
  });
});
