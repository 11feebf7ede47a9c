import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type RiskAssessmentAlertInput, type RiskAssessmentAlertsPort, type RiskAssessmentSaved } from '@tunne/contracts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';
import { raiseAssessmentAlerts } from './assessment-alerts.ts';

// Issue 26 (A2 gap 9): a risk assessment that expires, or whose review is due, raises a RISKASSESSMENT alert from the
// scheduled review job. The alerts service's port is faked here (its side: services/alerts riskassessment-alerts.test).

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const raised: { organisationsId: string; alerts: readonly RiskAssessmentAlertInput[] }[] = [];
const assessmentAlerts: RiskAssessmentAlertsPort = {
  raise: async (organisationsId, alerts) => {
    raised.push({ organisationsId, alerts });
    return alerts.length;
  },
};
const assess = async (customersId: string, body: Record<string, unknown>) =>
  (await h.call<RiskAssessmentSaved>(admin, `/api/v2.5/user/customers/${customersId}/riskassessments`, 'POST', body)).body.data!;
const now = new Date('2027-03-01T10:00:00Z');

describe('the RISKASSESSMENT alert', () => {
  it('names each customer\'s newest assessment that has expired or expires within 30 days', async () => {
    const expired = await assess(testCustomers.own.id, { name: 'Vuositarkastus', expires_at: '2027-02-28' });
    const due = await assess(testCustomers.helsinki.id, { name: 'Puolivuotis', expires_at: '2027-03-20' });
    await assess(testCustomers.others.id, { name: 'Kaukana', expires_at: '2027-06-30' });
    // An older expired assessment that a newer one replaced is not due.
    await assess(testCustomers.person.id, { name: 'Vanha', expires_at: '2026-01-01' });
    await assess(testCustomers.person.id, { name: 'Uusi', expires_at: '2028-01-01' });
    await assess(testCustomers.foreign.id, { name: 'Ei päivää' });

    const deps = { db: h.t.db, customers: h.deps.customers, assessmentAlerts };
    expect(await raiseAssessmentAlerts(deps, now)).toBe(2);
    const alerts = raised.flatMap((r) => r.alerts);
    expect(alerts).toEqual(expect.arrayContaining([
      expect.objectContaining({ customersId: testCustomers.own.id, assessmentId: expired.id, assessmentName: 'Vuositarkastus', reason: 'EXPIRED', expiresAt: '2027-02-28' }),
      expect.objectContaining({ customersId: testCustomers.helsinki.id, assessmentId: due.id, reason: 'REVIEW_DUE', expiresAt: '2027-03-20' }),
    ]));
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.customerName).toBeTruthy();
  });
});
