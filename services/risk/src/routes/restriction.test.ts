import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type RiskAnswer, type RiskAssessment, type RiskScore } from '@tunne/contracts';
import { demoRiskQuestions } from '../seed.ts';
import { startHarness, tenancyFor, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // Every test customer gets an answer and an assessment, written by an unrestricted user.
  for (const c of [testCustomers.own, testCustomers.helsinki, testCustomers.others]) {
    const path = `/api/v2.5/user/customers/${c.id}`;
    expect((await h.call(demoUsers.user.id, `${path}/riskanswers`, 'PUT', { data: [{ riskquestions_id: demoRiskQuestions[2].id, answer: true }] })).status).toBe(200);
    expect((await h.call(demoUsers.user.id, `${path}/riskassessments`, 'POST', { name: `Arvio ${c.name}` })).status).toBe(201);
  }
});
afterAll(async () => h?.stop());

const { own, helsinki, others, foreign } = testCustomers;
type Who = keyof typeof demoUsers;
/** Which of the customers each user sees (spec §6: NONE all, TEAM own and the team's, USER own). */
const sees: [Who, string[]][] = [
  ['admin', [own.id, helsinki.id, others.id]],
  ['user', [own.id, helsinki.id, others.id]],
  ['team', [helsinki.id]],
  ['own', [own.id]],
  ['toinenAdmin', [foreign.id]],
];

describe.each(sees)('a %s user', (who, visible) => {
  const usersId = demoUsers[who].id;
  it.each([own, helsinki, others, foreign].map((c) => [c.name, c.id] as const))('on %s', async (_, id) => {
    const base = `/api/v2.5/user/customers/${id}`;
    const [answers, assessments, score, history, save] = await Promise.all([
      h.call<RiskAnswer[]>(usersId, `${base}/riskanswers`),
      h.call<RiskAssessment[]>(usersId, `${base}/riskassessments`),
      h.call<RiskScore>(usersId, `${base}/riskscores`),
      h.call(usersId, `${base}/riskscores/history`),
      h.call(usersId, `${base}/riskassessments`, 'POST', { name: 'Yritys' }),
    ]);
    if (visible.includes(id)) {
      expect([answers.status, assessments.status, score.status, history.status, save.status]).toEqual([200, 200, 200, 200, 201]);
      expect(answers.body.data!.length).toBe(id === foreign.id ? 0 : 1);
    } else {
      for (const response of [answers, assessments, score, history, save]) {
        expect(response.status).toBe(404);
        expect(response.body.errors[0]!.code).toBe('RESTRICTED_ACCESS');
      }
    }
  });
});

describe('row-level security on the risk tables', () => {
  it('filters the customer-scoped rows by the restriction copies in the database as well', async () => {
    const rows = async (usersId: string) => h.t.db.tx(tenancyFor(usersId), async (tx) => ({
      answers: (await tx<{ customers_id: string }[]>`select customers_id from risk.answers`).map((r) => r.customers_id).sort(),
      assessments: new Set((await tx<{ customers_id: string }[]>`select customers_id from risk.assessments`).map((r) => r.customers_id)).size,
      scores: (await tx<{ customers_id: string }[]>`select customers_id from risk.customers where customers_id = any(${[own.id, helsinki.id, others.id]}::uuid[])`).length,
    }));
    expect(await rows(demoUsers.own.id)).toEqual({ answers: [own.id], assessments: 1, scores: 1 });
    expect(await rows(demoUsers.team.id)).toEqual({ answers: [helsinki.id], assessments: 1, scores: 1 });
    expect((await rows(demoUsers.user.id)).answers.length).toBe(3);
    // Another organisation: only its own customer's assessment (written in the test above), none of Demo Oy's rows.
    expect(await rows(demoUsers.toinenAdmin.id)).toEqual({ answers: [], assessments: 1, scores: 0 });
  });

  it('refuses writing rows of a customer the caller does not see, even past the service', async () => {
    await expect(h.t.db.tx(tenancyFor(demoUsers.own.id), (tx) => tx`
      insert into risk.assessments (customers_id, name) values (${others.id}, 'Ohi palvelun')`)).rejects.toThrow(/row-level security/);
    const deleted = await h.t.db.tx(tenancyFor(demoUsers.own.id), (tx) => tx`delete from risk.answers where customers_id = ${others.id}`);
    expect(deleted.count).toBe(0);
  });
});
