import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type CustomerEdd, type RiskAnswer, type RiskAnswerVersion, type RiskPorts, type RiskQuestion, type RiskScore } from '@tunne/contracts';
import { riskPorts } from './risk-ports.ts';
import { startHarness, tenancyFor, testCustomers, type Harness } from './testing.ts';

/** Issue 13: a request's background questions, answers and source of funds through the risk service's port. */
let h: Harness;
let ports: RiskPorts;
const q: Record<string, RiskQuestion> = {};
const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const user = demoUsers.user.id;
const customer = testCustomers.others.id;

beforeAll(async () => {
  h = await startHarness({ seed: false });
  ports = riskPorts(h.deps);
  const make = async (key: string, body: Record<string, unknown>) => {
    const response = await h.call<RiskQuestion>(admin, '/api/v2.5/admin/riskquestions', 'POST', body);
    expect(response.status).toBe(201);
    q[key] = response.body.data!;
  };
  await make('parent', { type: 'YESNO', question: 'A riskimaita?', points_yes: 10, points_no: 1, mandatory: true, mandatory_description_yes: true });
  await make('cash', { type: 'CHECKBOX', question: 'B käteistä', points_check: 5 });
  await make('purpose', { type: 'SELECT', question: 'C tarkoitus', options: ['A', 'B'], mandatory: true });
});
afterAll(async () => h?.stop());

const answersOf = async (id: string) => (await h.call<RiskAnswer[]>(admin, `/api/v2.5/user/customers/${id}/riskanswers`)).body.data!;
const points = async (id: string) =>
  (await h.call<RiskScore>(admin, `/api/v2.5/user/customers/${id}/riskscores`)).body.data!.breakdown.find((l) => l.type === 'RISKPOINTS')?.points;

describe('risk answers port', () => {
  it('lists ALL questions in questionnaire order, or only the MANDATORY ones; another organisation has none of them', async () => {
    expect((await ports.answers.questions(demo, 'ALL')).map((x) => x.id)).toEqual([q.parent!.id, q.cash!.id, q.purpose!.id]);
    expect((await ports.answers.questions(demo, 'MANDATORY')).map((x) => x.id)).toEqual([q.parent!.id, q.purpose!.id]);
    expect(await ports.answers.questions(demoOrganisations.toinen.id, 'ALL')).toEqual([]);
  });

  it('merges answers into the stored questionnaire and rescores at once', async () => {
    const saved = await h.call(user, `/api/v2.5/user/customers/${customer}/riskanswers`, 'PUT', { data: [
      { riskquestions_id: q.parent!.id, answer: 'no' },
      { riskquestions_id: q.cash!.id, answer: true },
      { riskquestions_id: q.purpose!.id, answer: 'A' },
    ] });
    expect(saved.status).toBe(200);
    expect(await points(customer)).toBe(6);
    await ports.answers.saveAnswers(tenancyFor(admin), customer, [
      { riskquestions_id: q.parent!.id, answer: 'yes', description: 'Vientiä' },
      { riskquestions_id: q.purpose!.id, answer: 'B' },
    ]);
    const answers = await answersOf(customer);
    expect(answers.map((a) => [a.riskquestions_id, a.answer, a.points])).toEqual([
      [q.parent!.id, 'yes', 10], [q.cash!.id, true, 5], [q.purpose!.id, 'B', 0],
    ]);
    expect(answers.find((a) => a.riskquestions_id === q.cash!.id)!.users_id).toBe(user);
    expect(answers.find((a) => a.riskquestions_id === q.parent!.id)!.users_id).toBe(admin);
    expect(await points(customer)).toBe(15);
    expect(answers.map((a) => a.source)).toEqual(['STAFF', 'STAFF', 'STAFF']);
  });

  it('credits a recipient\'s answers to the recipient, in the answers and their history (issue 26)', async () => {
    const before = await ports.answers.answers!(tenancyFor(admin), customer);
    expect(before.find((a) => a.riskquestions_id === q.purpose!.id)).toEqual({ riskquestions_id: q.purpose!.id, answer: 'B', description: null });
    await ports.answers.saveAnswers(tenancyFor(admin), customer, [{ riskquestions_id: q.purpose!.id, answer: 'A' }], 'RECIPIENT');
    const answers = await answersOf(customer);
    expect(answers.find((a) => a.riskquestions_id === q.purpose!.id)).toMatchObject({ answer: 'A', source: 'RECIPIENT', users_id: admin });
    // The answers the recipient did not change stay staff's.
    expect(answers.find((a) => a.riskquestions_id === q.cash!.id)!.source).toBe('STAFF');
    const history = (await h.call<RiskAnswerVersion[]>(admin, `/api/v2.5/user/customers/${customer}/riskanswers/history`)).body.data!;
    expect(history.find((v) => v.riskquestions_id === q.purpose!.id)).toMatchObject({ answer: 'A', source: 'RECIPIENT' });
  });

  it('refuses with the card form\'s checks and changes nothing', async () => {
    const before = await answersOf(customer);
    await expect(ports.answers.saveAnswers(tenancyFor(admin), customer, [{ riskquestions_id: q.parent!.id, answer: 'yes' }]))
      .rejects.toMatchObject({ code: 'RISK_DESCRIPTION_MANDATORY', field: `/riskquestions/${q.parent!.id}` });
    await expect(ports.answers.saveAnswers(tenancyFor(admin), customer, [{ riskquestions_id: q.purpose!.id, answer: 'Z' }]))
      .rejects.toMatchObject({ code: 'RISK_ANSWER_INVALID' });
    // A first questionnaire must still answer every mandatory question.
    await expect(ports.answers.saveAnswers(tenancyFor(admin), testCustomers.helsinki.id, [{ riskquestions_id: q.cash!.id, answer: true }]))
      .rejects.toMatchObject({ code: 'RISK_ANSWER_MANDATORY', field: `/riskquestions/${q.parent!.id}` });
    expect(await answersOf(customer)).toEqual(before);
  });

  it('refuses a customer the caller does not see', async () => {
    await expect(ports.answers.saveAnswers(tenancyFor(demoUsers.own.id), customer, [{ riskquestions_id: q.cash!.id, answer: false }]))
      .rejects.toMatchObject({ code: 'RESTRICTED_ACCESS' });
    await expect(ports.answers.saveSourceOfFunds(tenancyFor(demoUsers.toinenAdmin.id), customer, 'Palkka'))
      .rejects.toMatchObject({ code: 'RESTRICTED_ACCESS' });
  });
});

describe('source of funds port', () => {
  const edd = async (id: string) => (await h.call<CustomerEdd>(admin, `/api/v2.5/user/customers/${id}/edd`)).body.data!;

  it('keeps the text of an EDD not filled in yet, without submitting it', async () => {
    const id = testCustomers.helsinki.id;
    await ports.answers.saveSourceOfFunds(tenancyFor(admin), id, '  Palkkatulot  ');
    expect(await edd(id)).toMatchObject({ state: 'EMPTY', source_of_funds: 'Palkkatulot', revision: 1 });
  });

  it('a change after approval needs approval again; the same text changes nothing', async () => {
    const filled = await h.call<CustomerEdd>(user, `/api/v2.5/user/customers/${customer}/edd`, 'PUT', {
      purpose: 'Kirjanpito', source_of_funds: 'Liiketoiminta', source_of_wealth: 'Perintö', revision: 0,
    });
    expect(filled.status).toBe(200);
    const approved = await h.call<CustomerEdd>(admin, `/api/v2.5/user/customers/${customer}/edd/approve`, 'POST', { revision: 1, waiver_reason: 'Testi' });
    expect(approved.body.data!.state).toBe('APPROVED');
    await ports.answers.saveSourceOfFunds(tenancyFor(user), customer, 'Liiketoiminta');
    expect(await edd(customer)).toMatchObject({ state: 'APPROVED', revision: 1 });
    await ports.answers.saveSourceOfFunds(tenancyFor(user), customer, 'Osingot');
    const after = await edd(customer);
    expect(after).toMatchObject({ state: 'PENDING', revision: 2, source_of_funds: 'Osingot', purpose: 'Kirjanpito', filled_by: [user] });
    expect(after.history.map((e) => e.action)).toEqual(['SUBMITTED', 'APPROVED', 'SUBMITTED']);
    await expect(ports.answers.saveSourceOfFunds(tenancyFor(user), customer, '   ')).rejects.toMatchObject({ code: 'VALIDATION_FAILED', field: '/sof' });
  });
});
