import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoUsers, type RiskAnswer, type RiskAnswerVersion, type RiskQuestion, type RiskScore, type RiskScoreHistoryEntry, type Page,
} from '@tunne/contracts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
const q: Record<string, RiskQuestion> = {};
const admin = demoUsers.admin.id;
const user = demoUsers.user.id;
const customer = testCustomers.others.id;
const path = `/api/v2.5/user/customers/${customer}/riskanswers`;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  const make = async (key: string, body: Record<string, unknown>) => {
    const response = await h.call<RiskQuestion>(admin, '/api/v2.5/admin/riskquestions', 'POST', body);
    expect(response.status).toBe(201);
    q[key] = response.body.data!;
  };
  await make('parent', { type: 'YESNO', question: 'Riskimaita?', points_yes: 10, points_no: 1, mandatory: true, mandatory_description_yes: true });
  await make('ifYes', { type: 'TEXT', question: 'Mitkä?', conditional_riskquestions_id: q.parent!.id, conditional_value: 'yes', mandatory: true });
  await make('ifNo', { type: 'YESNO', question: 'Varmasti?', conditional_riskquestions_id: q.parent!.id, conditional_value: 'no', points_yes: 2, mandatory_description_no: true });
  await make('cash', { type: 'CHECKBOX', question: 'Käteistä', points_check: 5 });
  await make('purpose', { type: 'SELECT', question: 'Tarkoitus', options: ['A', 'B'] });
  await make('services', { type: 'MULTI', question: 'Palvelut', options: ['X', 'Y', 'Z'] });
  await make('notes', { type: 'TEXTAREA', question: 'Muuta', allow_description: false });
});
afterAll(async () => h?.stop());

const save = (data: unknown[], as: string = user) => h.call<RiskAnswer[]>(as, path, 'PUT', { data });
const error = async (data: unknown[]) => {
  const response = await save(data);
  expect(response.status).toBe(400);
  return { code: response.body.errors[0]!.code, field: response.body.errors[0]!.field };
};

describe('answering the background questions', () => {
  it('refuses a questionnaire without its mandatory question', async () => {
    expect(await error([{ riskquestions_id: q.cash!.id, answer: true }])).toEqual({ code: 'RISK_ANSWER_MANDATORY', field: `/riskquestions/${q.parent!.id}` });
  });

  it('refuses yes without the mandatory description, and a conditional mandatory question left empty', async () => {
    expect((await error([{ riskquestions_id: q.parent!.id, answer: 'yes' }])).code).toBe('RISK_DESCRIPTION_MANDATORY');
    expect((await error([{ riskquestions_id: q.parent!.id, answer: 'yes', description: '  ' }])).code).toBe('RISK_DESCRIPTION_MANDATORY');
    expect(await error([{ riskquestions_id: q.parent!.id, answer: 'yes', description: 'Vientiä' }]))
      .toEqual({ code: 'RISK_ANSWER_MANDATORY', field: `/riskquestions/${q.ifYes!.id}` });
    expect((await error([
      { riskquestions_id: q.parent!.id, answer: 'no' },
      { riskquestions_id: q.ifNo!.id, answer: 'no' },
    ])).code).toBe('RISK_DESCRIPTION_MANDATORY');
  });

  it('refuses answers that do not fit the type or options, and unknown questions', async () => {
    const parent = { riskquestions_id: q.parent!.id, answer: 'no' };
    expect((await error([{ ...parent, answer: 'maybe' }])).code).toBe('RISK_ANSWER_INVALID');
    expect((await error([parent, { riskquestions_id: q.purpose!.id, answer: 'C' }])).code).toBe('RISK_ANSWER_INVALID');
    expect((await error([parent, { riskquestions_id: q.services!.id, answer: ['X', 'X'] }])).code).toBe('RISK_ANSWER_INVALID');
    expect((await error([parent, { riskquestions_id: q.cash!.id, answer: 'yes' }])).code).toBe('RISK_ANSWER_INVALID');
    expect((await error([parent, { riskquestions_id: '00000000-0000-4000-8000-00000000dead', answer: 'x' }])).code).toBe('RISK_ANSWER_UNKNOWN_QUESTION');
    expect((await error([{ riskquestions_id: q.parent!.id }])).code).toBe('VALIDATION_FAILED');
  });

  it('stores points_yes, points_check and the answer details (spec §3 Risk answer)', async () => {
    const saved = await save([
      { riskquestions_id: q.parent!.id, answer: 'yes', description: 'Vientiä Iraniin' },
      { riskquestions_id: q.ifYes!.id, answer: 'Iran' },
      { riskquestions_id: q.ifNo!.id, answer: 'yes' },
      { riskquestions_id: q.cash!.id, answer: true },
      { riskquestions_id: q.purpose!.id, answer: 'B' },
      { riskquestions_id: q.services!.id, answer: ['Y', 'X'] },
      { riskquestions_id: q.notes!.id, answer: 'Huomio', description: 'not allowed, dropped' },
    ]);
    expect(saved.status).toBe(200);
    const answers = saved.body.data!;
    // The answer to the question hidden by its condition (ifNo) is not stored.
    expect(answers.map((a) => [a.type, a.answer, a.points, a.description])).toEqual([
      ['YESNO', 'yes', 10, 'Vientiä Iraniin'],
      ['TEXT', 'Iran', 0, null],
      ['CHECKBOX', true, 5, null],
      ['SELECT', 'B', 0, null],
      ['MULTI', ['Y', 'X'], 0, null],
      ['TEXTAREA', 'Huomio', 0, null],
    ]);
    expect(answers[0]).toMatchObject({ question: 'Riskimaita?', users_id: user, customers_id: customer });
    expect(answers[0]!.created_at).toMatch(/^\d{4}-/);
  });

  it('scores the answers at once: RISKPOINTS in the breakdown', async () => {
    const score = await h.call<RiskScore>(user, `/api/v2.5/user/customers/${customer}/riskscores`);
    const line = score.body.data!.breakdown.find((l) => l.type === 'RISKPOINTS');
    expect(line).toMatchObject({ points: 15, details: { answers: 2, sum: 15, multiplier: 1 } });
    expect(score.body.data!.level).toBe('REGULAR');
  });

  it('stores points_no, drops the children of the other branch and keeps unchanged answers as they were', async () => {
    const before = (await h.call<RiskAnswer[]>(admin, path)).body.data!;
    const saved = await save([
      { riskquestions_id: q.parent!.id, answer: 'no' },
      { riskquestions_id: q.ifYes!.id, answer: 'should be dropped' },
      { riskquestions_id: q.ifNo!.id, answer: 'no', description: 'Tarkistettu' },
      { riskquestions_id: q.cash!.id, answer: true },
    ], admin);
    const answers = saved.body.data!;
    expect(answers.map((a) => [a.riskquestions_id, a.answer, a.points])).toEqual([
      [q.parent!.id, 'no', 1],
      [q.ifNo!.id, 'no', 0],
      [q.cash!.id, true, 5],
    ]);
    const cash = answers.find((a) => a.riskquestions_id === q.cash!.id)!;
    const cashBefore = before.find((a) => a.riskquestions_id === q.cash!.id)!;
    expect([cash.users_id, cash.updated_at]).toEqual([cashBefore.users_id, cashBefore.updated_at]);
    expect(answers[0]!.users_id).toBe(admin);
    const score = await h.call<RiskScore>(user, `/api/v2.5/user/customers/${customer}/riskscores`);
    expect(score.body.data!.breakdown.find((l) => l.type === 'RISKPOINTS')!.points).toBe(6);
  });

  it('keeps a history of the scores; the score in force on an earlier date', async () => {
    const history = await h.call<Page<RiskScoreHistoryEntry>>(user, `/api/v2.5/user/customers/${customer}/riskscores/history`);
    const points = history.body.data!.items.map((e) => e.points);
    expect(points.slice(0, 2)).toEqual([6, 15]);
    expect(history.body.data!.items[0]!.cause).toBe('ANSWERS');
    const earlier = history.body.data!.items[1]!;
    const at = await h.call<RiskScore>(user, `/api/v2.5/user/customers/${customer}/riskscores?at=${encodeURIComponent(earlier.calculated_at!)}`);
    expect(at.body.data!.points).toBe(15);
    const before = await h.call<RiskScore>(user, `/api/v2.5/user/customers/${customer}/riskscores?at=2000-01-01T00:00:00Z`);
    expect(before.body.data).toMatchObject({ calculated_at: null, level: 'NA' });
  });

  it('grades an unanswered mandatory questionnaire NA', async () => {
    const person = testCustomers.person.id;
    const score = await h.call<RiskScore>(user, `/api/v2.5/user/customers/${person}/riskscores`);
    expect(score.body.data).toMatchObject({ level: 'NA', na_reason: 'QUESTIONS_INCOMPLETE', unanswered_mandatory: 1 });
    expect(score.body.data!.calculated_at).not.toBeNull();
  });
});

describe('the answers\' history and removed questions (issue 25 §6)', () => {
  it('keeps every version of an answer with who and when, and a removed question\'s answers', async () => {
    const person = testCustomers.person.id;
    const personPath = `/api/v2.5/user/customers/${person}/riskanswers`;
    const iran = await h.call<RiskQuestion>(admin, '/api/v2.5/admin/riskquestions', 'POST', { type: 'YESNO', question: 'Toimintaa Iranissa?', points_yes: 20 });
    const base = [{ riskquestions_id: q.parent!.id, answer: 'no' }, { riskquestions_id: q.ifNo!.id, answer: 'no', description: 'Tarkistettu' }];
    expect((await h.call(user, personPath, 'PUT', { data: [...base, { riskquestions_id: iran.body.data!.id, answer: 'yes' }] })).status).toBe(200);
    expect((await h.call(admin, personPath, 'PUT', { data: [...base, { riskquestions_id: iran.body.data!.id, answer: 'no' }] })).status).toBe(200);
    const history = await h.call<RiskAnswerVersion[]>(user, `${personPath}/history`);
    expect(history.status).toBe(200);
    const iranVersions = history.body.data!.filter((v) => v.riskquestions_id === iran.body.data!.id);
    // Newest first: "no" by the admin, then the overwritten "yes" by the user.
    expect(iranVersions.map((v) => [v.action, v.answer, v.points, v.changed_by])).toEqual([
      ['UPDATE', 'no', 0, admin],
      ['INSERT', 'yes', 20, user],
    ]);
    expect(iranVersions[0]!.question).toBe('Toimintaa Iranissa?');
    // Removing the question keeps it (marked) and every answer to it; the questionnaire and the score leave it out.
    expect((await h.call(admin, `/api/v2.5/admin/riskquestions/${iran.body.data!.id}`, 'DELETE')).status).toBe(200);
    const [kept] = await h.t.db.owner<{ removed_at: Date | null; removed_by: string | null; answers: number }[]>`
      select q.removed_at, q.removed_by, (select count(*)::int from risk.answers a where a.riskquestions_id = q.id) as answers
      from risk.questions q where q.id = ${iran.body.data!.id}`;
    expect(kept).toMatchObject({ removed_by: admin, answers: 1 });
    expect(kept!.removed_at).not.toBeNull();
    const list = (await h.call<RiskQuestion[]>(user, '/api/v2.5/user/riskquestions')).body.data!;
    expect(list.some((x) => x.id === iran.body.data!.id)).toBe(false);
    // The history cannot be changed or deleted by the app role.
    const changed = await h.t.db.tx({ organisationsId: testCustomers.person.organisations_id, usersId: admin }, async (tx) => {
      const attempts = [
        tx`update risk.answer_history set answer = '"no"' where customers_id = ${person}`,
        tx`delete from risk.answer_history where customers_id = ${person}`,
        tx`delete from risk.questions where id = ${iran.body.data!.id}`,
      ];
      let refused = 0;
      for (const attempt of attempts) {
        try {
          await tx`savepoint probe`;
          await attempt;
        } catch {
          refused += 1;
        } finally {
          await tx`rollback to savepoint probe`;
        }
      }
      return refused;
    });
    expect(changed).toBe(3);
    expect((await h.call<RiskAnswerVersion[]>(user, `${personPath}/history`)).body.data!.length).toBe(history.body.data!.length);
    // Another organisation: not found.
    expect((await h.call(demoUsers.toinenAdmin.id, `${personPath}/history`)).status).toBe(404);
  });
});
