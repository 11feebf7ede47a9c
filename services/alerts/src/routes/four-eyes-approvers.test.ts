import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type Alert, type Page, type ScreeningSettings, type SeniorManagementPort } from '@tunne/contracts';
import { alertsApprovalSource } from '../approvals.ts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';

// Issue 25 §3 (A2 gaps): only an admin of senior management who did not ask approves a disposition under four-eyes;
// switching four-eyes off needs a second admin (a request and its approval), not just an audit entry.

const { admin, second, user } = { admin: demoUsers.admin.id, second: demoUsers.mfa.id, user: demoUsers.user.id };
const settingsPath = '/api/v2.5/admin/alerts/settings';
/** The organisation named only Aino Admin to senior management: the other admin is not one of them. */
const named = new Set<string>([admin]);
const seniorManagement: SeniorManagementPort = {
  isSeniorManagement: async (_org, usersId) => named.has(usersId),
  members: async () => [...named],
};
let h: AlertsHarness;

const addCustomer = async (name: string): Promise<string> => {
  const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
    insert into customers.customers (type, name, users_id) values ('business', ${name}, ${admin}) returning id`);
  return row!.id;
};
const silence = (usersId: string, id: string, body: unknown) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence`, { method: 'POST', body });
const approve = (usersId: string, id: string) => h.call<Alert>(usersId, `/api/v2.5/user/alerts/${id}/silence/approve`, { method: 'POST' });
const put = (usersId: string, body: Partial<ScreeningSettings>) =>
  h.call<ScreeningSettings>(usersId, settingsPath, { method: 'PUT', body: { sources: ['OFAC', 'PEP', 'KRP'], threshold: 0.85, ...body } });
const decide = (usersId: string, decision: 'approve' | 'refuse', body: unknown = {}) =>
  h.call<ScreeningSettings>(usersId, `${settingsPath}/four-eyes-off/${decision}`, { method: 'POST', body });

beforeAll(async () => {
  h = await startAlertsHarness({ seniorManagement });
});
afterAll(async () => h?.stop());

describe('who approves a disposition under four-eyes', () => {
  let alertId: string;

  beforeAll(async () => {
    const customersId = await addCustomer('Kontrabanda Trading LLC');
    await h.settle();
    const alerts = (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customersId}/alerts`)).body.data!.items;
    alertId = alerts.find((a) => a.type === 'SANCTION')!.id;
  });

  it('refuses a regular user and an admin outside senior management (403), and the requester (409)', async () => {
    expect((await silence(second, alertId, { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE' })).status).toBe(202);
    expect(await approve(user, alertId)).toMatchObject({ status: 403, body: { errors: [{ code: 'FOUR_EYES_NOT_SENIOR_MANAGEMENT' }] } });
    expect(await approve(second, alertId)).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] } });
    // The inbox shows it only to who may approve it.
    const source = alertsApprovalSource(h.t.db);
    const viewer = (usersId: string, isAdmin: boolean) => ({ ...tenancyFor(usersId), usersId, isAdmin, seniorManagement: named.has(usersId) });
    expect(await source.pending(viewer(user, false))).toEqual([]);
    expect((await source.pending(viewer(admin, true))).map((i) => i.id)).toEqual([alertId]);
    const approved = await approve(admin, alertId);
    expect(approved).toMatchObject({ status: 200, body: { data: { is_silenced: true, silenceclass: 'FALSEPOSITIVE', pending_silence: null } } });
  });

  it('refuses the requester even when they are senior management', async () => {
    await h.call(admin, `/api/v2.5/user/alerts/${alertId}/silence`, { method: 'DELETE' });
    expect((await silence(admin, alertId, { description: 'Selvitetään', silenceclass: 'EVALUATION' })).status).toBe(202);
    expect(await approve(admin, alertId)).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] } });
    expect(await approve(second, alertId)).toMatchObject({ status: 403, body: { errors: [{ code: 'FOUR_EYES_NOT_SENIOR_MANAGEMENT' }] } });
    expect((await h.call(user, `/api/v2.5/user/alerts/${alertId}/silence/refuse`, { method: 'POST', body: {} })).status).toBe(200);
  });
});

describe('switching four-eyes off', () => {
  it('only asks: four-eyes stays on until another admin approves', async () => {
    const asked = await put(admin, { four_eyes_sanction: false });
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ four_eyes_sanction: true, four_eyes_off_request: { requested_by: admin } });
    // Asking again keeps the one request (and its requester).
    expect((await put(second, { four_eyes_sanction: false })).body.data!.four_eyes_off_request).toMatchObject({ requested_by: admin });
    expect(await decide(admin, 'approve')).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_SAME_USER' }] } });
    expect((await decide(user, 'approve')).status).toBe(403);
    // The requester cannot get around it in the database either.
    await expect(h.t.db.tx(tenancyFor(admin), (tx) => tx`update alerts.four_eyes_off_requests
      set state = 'APPROVED', decided_by = requested_by, decided_at = now() where state = 'PENDING'`)).rejects.toThrow();
    expect((await h.call<ScreeningSettings>(admin, settingsPath)).body.data!.four_eyes_sanction).toBe(true);

    const approved = await decide(second, 'approve', { reason: 'Yhden hengen tiimi' });
    expect(approved).toMatchObject({ status: 200, body: { data: { four_eyes_sanction: false, four_eyes_off_request: null } } });
    expect(await decide(second, 'approve')).toMatchObject({ status: 409, body: { errors: [{ code: 'FOUR_EYES_OFF_NOT_PENDING' }] } });
  });

  it('switching on needs nobody, withdraws a waiting request, and a refusal keeps it on', async () => {
    expect((await put(admin, { four_eyes_sanction: true })).body.data).toMatchObject({ four_eyes_sanction: true, four_eyes_off_request: null });
    expect((await put(admin, { four_eyes_sanction: false })).status).toBe(202);
    expect((await put(second, { four_eyes_sanction: true })).body.data).toMatchObject({ four_eyes_sanction: true, four_eyes_off_request: null });
    expect((await put(admin, { four_eyes_sanction: false })).status).toBe(202);
    expect(await decide(second, 'refuse', { reason: 'Ei käy' })).toMatchObject({ status: 200, body: { data: { four_eyes_sanction: true, four_eyes_off_request: null } } });
    const rows = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ state: string }[]>`
      select state from alerts.four_eyes_off_requests order by requested_at`);
    expect(rows.map((r) => r.state)).toEqual(['APPROVED', 'WITHDRAWN', 'REFUSED']);
  });
});
