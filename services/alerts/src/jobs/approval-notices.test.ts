import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';
import { alertApprovalNotices } from './approval-notices.ts';

// Issue 25 §3 (A2 gap 6): the alerts' decisions waiting for a second person reach the approvals mail once each.

const { admin, user } = { admin: demoUsers.admin.id, user: demoUsers.user.id };
const demo = demoOrganisations.demo.id;
let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness();
});
afterAll(async () => h?.stop());

describe('the alerts\' approval notices', () => {
  it('claims a disposition under four-eyes and a request to switch four-eyes off once, with who asked; a release gives them back', async () => {
    const [row] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string }[]>`
      insert into customers.customers (type, name, users_id) values ('business', 'Kontrabanda Trading LLC', ${admin}) returning id`);
    await h.settle();
    const alert = (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${row!.id}/alerts`)).body.data!.items.find((a) => a.type === 'SANCTION')!;
    expect((await h.call(user, `/api/v2.5/user/alerts/${alert.id}/silence`, { method: 'POST', body: { description: 'Eri yhtiö', silenceclass: 'FALSEPOSITIVE' } })).status).toBe(202);
    expect((await h.call(admin, '/api/v2.5/admin/alerts/settings', { method: 'PUT', body: { sources: ['OFAC', 'PEP'], threshold: 0.85, four_eyes_sanction: false } })).status).toBe(202);

    const source = alertApprovalNotices(h.t.db);
    const claimed = await source.claim(demo);
    expect(claimed).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'ALERT_DECISION', customers_id: row!.id, requested_by: user }),
      expect.objectContaining({ kind: 'FOUR_EYES_OFF', customers_id: null, requested_by: admin }),
    ]));
    expect(claimed).toHaveLength(2);
    expect(await source.claim(demo)).toEqual([]);
    await source.release(demo, claimed.filter((c) => c.kind === 'FOUR_EYES_OFF'));
    expect((await source.claim(demo)).map((c) => c.kind)).toEqual(['FOUR_EYES_OFF']);
    expect(await source.claim(demoOrganisations.toinen.id)).toEqual([]);
  });
});
