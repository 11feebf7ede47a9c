import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertLink, demoUsers, type Alert, type Page } from '@tunne/contracts';
import { startAlertsHarness, tenancyFor, type AlertsHarness } from '../testing.ts';
import { alertsPorts } from './alerts-ports.ts';

// Issue 26 (A2 gap 9): the RISKASSESSMENT alert the risk service's review job raises: one open alert per assessment,
// linking to /riskassessments/{target}; screening leaves it alone.

const admin = demoUsers.admin.id;
let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ lists: false });
});
afterAll(async () => h?.stop());

describe('risk assessment alerts', () => {
  it('raises one open alert per assessment, however often the job runs', async () => {
    const [customer] = await h.t.db.tx(tenancyFor(admin), (tx) => tx<{ id: string; name: string }[]>`
      insert into customers.customers (type, name, users_id) values ('business', 'Arvioitava Oy', ${admin}) returning id, name`);
    const assessmentId = '00000000-0000-4000-8000-00000000a551';
    const port = alertsPorts(h.t.db).riskAssessmentAlerts;
    const input = {
      customersId: customer!.id, customerName: customer!.name, customerType: 'business' as const, assessmentId,
      assessmentName: 'Vuositarkastus', reason: 'EXPIRED' as const, expiresAt: '2027-02-28',
    };
    expect(await port.raise(tenancyFor(admin).organisationsId, [input])).toBe(1);
    expect(await port.raise(tenancyFor(admin).organisationsId, [input, { ...input, reason: 'REVIEW_DUE' }])).toBe(0);
    await h.settle();
    const alerts = (await h.call<Page<Alert>>(admin, `/api/v2.5/user/customers/${customer!.id}/alerts`)).body.data!.items;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'RISKASSESSMENT', target: 'riskassessments', target_id: assessmentId, target_name: 'Vuositarkastus' });
    expect(alerts[0]!.description).toContain('2027-02-28');
    expect(alertLink(alerts[0]!)).toBe(`/customers/${customer!.id}/riskassessments/${assessmentId}`);
  });
});
