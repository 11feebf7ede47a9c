import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers, type EddFreeze } from '@tunne/contracts';
import { recalculate } from '../index.ts';
import { confirmed, startHarness, type Harness } from '../testing.ts';

/**
 * Issue 25 §1 (A2 gap 4): a freeze on a retained record could not be lifted from the app. The retained record's freeze
 * is lifted as a live customer's: an admin asks with a reason, another admin of senior management approves (or
 * refuses); regular users and live customers get 403 / 404; the lift reaches the record's is_frozen.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const second = demoUsers.mfa.id;
const [record, live] = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.teams_id === null).slice(5, 7) as [
  ReturnType<typeof demoCustomers>[number], ReturnType<typeof demoCustomers>[number],
];
const path = (id: string) => `/api/v2.5/admin/customers/retained/${id}/freeze`;
const isFrozen = async (id: string) => (await h.t.db.owner<{ is_frozen: boolean }[]>`select is_frozen from customers.customers where id = ${id}`)[0]!.is_frozen;

describe('lifting the freeze of a retained record', () => {
  it('shows the freeze of a retained record to admins only', async () => {
    confirmed.set(record.id, { sanctionAlerts: ['00000000-0000-4000-8000-00000000ab01'], pepAlerts: 0 });
    await recalculate(h.deps, demo, [record.id], 'ALERTS');
    expect(await isFrozen(record.id)).toBe(true);
    // The customer leaves the register with its record retained (the freeze keeps the record: a legal hold).
    await h.t.db.owner`update customers.customers set is_removed = true, retained_at = now(), relationship_ended_at = now() where id = ${record.id}`;
    expect(await h.deps.customers.register.retainedIds(demo, [record.id])).toEqual([record.id]);

    const shown = await h.call<EddFreeze>(admin, path(record.id));
    expect(shown).toMatchObject({ status: 200, body: { data: { lifted_at: null, lift_request: null } } });
    expect((await h.call(demoUsers.user.id, path(record.id))).status).toBe(403);
    // Not a retained record: not found here (the card's own routes serve it).
    expect((await h.call(admin, path(live.id))).status).toBe(404);
  });

  it('one admin asks, the same admin cannot approve, another approves with a reason; the record is no longer frozen', async () => {
    const asked = await h.call<EddFreeze>(admin, `${path(record.id)}/lift`, 'POST', { reason: 'Listalta poistettu 1.3.' });
    expect(asked).toMatchObject({ status: 200, body: { data: { lift_request: { requested_by: admin } } } });
    const requestId = asked.body.data!.lift_request!.id;
    expect((await h.call(demoUsers.user.id, `${path(record.id)}/lift/approve`, 'POST', { request_id: requestId, reason: 'x' })).status).toBe(403);
    expect(await h.call(admin, `${path(record.id)}/lift/approve`, 'POST', { request_id: requestId, reason: 'Tarkistettu' })).toMatchObject({
      status: 409, body: { errors: [{ code: 'FREEZE_LIFT_SAME_USER' }] },
    });
    expect(await isFrozen(record.id)).toBe(true);
    const approved = await h.call<EddFreeze | null>(second, `${path(record.id)}/lift/approve`, 'POST', { request_id: requestId, reason: 'Tarkistettu päätöksestä' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toBeNull();
    expect(await isFrozen(record.id)).toBe(false);
    expect((await h.call(admin, `${path(record.id)}/lift`, 'POST', { reason: 'Uudelleen' })).body.errors[0]!.code).toBe('EDD_NOT_FROZEN');
  });
});
