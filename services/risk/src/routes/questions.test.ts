import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, type RiskAnswer, type RiskQuestion } from '@tunne/contracts';
import { startHarness, testCustomers, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const admin = demoUsers.admin.id;
const base = '/api/v2.5/admin/riskquestions';
const create = (body: Record<string, unknown>) => h.call<RiskQuestion>(admin, base, 'POST', body);

describe('risk questions', () => {
  const created: Record<string, RiskQuestion> = {};

  it.each([
    ['YESNO', { question: 'Toimiiko asiakas riskimaissa?', points_yes: 10, points_no: 1, allow_description: true, mandatory_description_yes: true, help: 'Ohje', headline: 'Otsikko', description: 'Kuvaus' }],
    ['TEXT', { question: 'Missä maissa?', placeholder: 'Maat' }],
    ['TEXTAREA', { question: 'Lisätiedot' }],
    ['CHECKBOX', { question: 'Käteistä', points_check: 4 }],
    ['SELECT', { question: 'Tarkoitus', options: ['A', 'B', ' B ', 'C'] }],
    ['MULTI', { question: 'Palvelut', options: ['X', 'Y'], mandatory: true }],
  ])('an admin creates a %s question', async (type, fields) => {
    const response = await create({ type, ...fields });
    expect(response.status).toBe(201);
    const q = response.body.data!;
    expect(q).toMatchObject({ type, ...fields, options: type === 'SELECT' ? ['A', 'B', 'C'] : (fields as { options?: string[] }).options ?? [] });
    created[type] = q;
  });

  it('lists them for every user by sort, then question (spec §9)', async () => {
    const list = await h.call<RiskQuestion[]>(demoUsers.own.id, '/api/v2.5/user/riskquestions');
    expect(list.status).toBe(200);
    expect(list.body.data!.map((q) => q.type)).toEqual(['YESNO', 'TEXT', 'TEXTAREA', 'CHECKBOX', 'SELECT', 'MULTI']);
    const onlySelect = await h.call<RiskQuestion[]>(demoUsers.own.id, '/api/v2.5/user/riskquestions?type=SELECT');
    expect(onlySelect.body.data!.map((q) => q.id)).toEqual([created.SELECT!.id]);
  });

  it('refuses choices without options, bad conditions and loops', async () => {
    expect((await create({ type: 'SELECT', question: 'No options' })).body.errors[0]!.code).toBe('RISKQUESTION_OPTIONS_MISSING');
    expect((await create({ type: 'TEXT', question: 'On text', conditional_riskquestions_id: created.TEXT!.id, conditional_value: 'yes' })).body.errors[0]!.code)
      .toBe('RISKQUESTION_CONDITION_INVALID');
    expect((await create({ type: 'TEXT', question: 'Half', conditional_riskquestions_id: created.YESNO!.id })).body.errors[0]!.code)
      .toBe('RISKQUESTION_CONDITION_INVALID');
    const child = await create({ type: 'YESNO', question: 'Child', conditional_riskquestions_id: created.YESNO!.id, conditional_value: 'no' });
    expect(child.status).toBe(201);
    const loop = await h.call(admin, `${base}/${created.YESNO!.id}`, 'PUT', { conditional_riskquestions_id: child.body.data!.id, conditional_value: 'yes' });
    expect(loop.body.errors[0]!.code).toBe('RISKQUESTION_CONDITION_INVALID');
    // The parent may not stop being a yes/no question, nor go, while a question depends on it.
    const retype = await h.call(admin, `${base}/${created.YESNO!.id}`, 'PUT', { type: 'TEXT', confirm_type_change: true });
    expect(retype.body.errors[0]!.code).toBe('RISKQUESTION_HAS_DEPENDANTS');
    expect((await h.call(admin, `${base}/${created.YESNO!.id}`, 'DELETE')).status).toBe(409);
    expect((await h.call(admin, `${base}/${child.body.data!.id}`, 'DELETE')).status).toBe(200);
  });

  it('updates a question and deletes it', async () => {
    const updated = await h.call<RiskQuestion>(admin, `${base}/${created.TEXTAREA!.id}`, 'PUT', { question: 'Muut tiedot', mandatory: true });
    expect(updated.body.data).toMatchObject({ question: 'Muut tiedot', mandatory: true, type: 'TEXTAREA' });
    expect((await h.call(admin, `${base}/${created.TEXTAREA!.id}`, 'DELETE')).status).toBe(200);
    expect((await h.call(admin, `${base}/${created.TEXTAREA!.id}`, 'PUT', { question: 'x' })).status).toBe(404);
    delete created.TEXTAREA;
  });

  it('keeps a wording for the recipient of a request, edited with the question (issue 26)', async () => {
    const response = await create({ type: 'YESNO', question: 'Onko asiakkaalla toimintaa ulkomailla?', recipient_question: ' Onko yrityksellänne toimintaa ulkomailla? ' });
    expect(response.body.data).toMatchObject({ question: 'Onko asiakkaalla toimintaa ulkomailla?', recipient_question: 'Onko yrityksellänne toimintaa ulkomailla?' });
    const id = response.body.data!.id;
    expect((await h.call<RiskQuestion>(admin, `${base}/${id}`, 'PUT', { recipient_question: 'Toimiiko yrityksenne ulkomailla?' })).body.data)
      .toMatchObject({ recipient_question: 'Toimiiko yrityksenne ulkomailla?' });
    // Blank: the public form shows the staff's question.
    expect((await h.call<RiskQuestion>(admin, `${base}/${id}`, 'PUT', { recipient_question: '  ' })).body.data).toMatchObject({ recipient_question: null });
    expect(created.TEXT).toMatchObject({ recipient_question: null });
    expect((await h.call(admin, `${base}/${id}`, 'DELETE')).status).toBe(200);
  });

  it('reorders with PATCH and the id array, and the list follows (spec §7)', async () => {
    const ids = Object.values(created).map((q) => q.id).reverse();
    const patched = await h.call<RiskQuestion[]>(admin, base, 'PATCH', { data: ids });
    expect(patched.status).toBe(200);
    expect(patched.body.data!.map((q) => q.id)).toEqual(ids);
    const list = await h.call<RiskQuestion[]>(demoUsers.user.id, '/api/v2.5/user/riskquestions');
    expect(list.body.data!.map((q) => q.id)).toEqual(ids);
    const partial = await h.call(admin, base, 'PATCH', { data: ids.slice(1) });
    expect(partial.body.errors[0]!.code).toBe('RISKQUESTION_ORDER_MISMATCH');
  });

  it('asks for confirmation before a type change, then discards the answers (spec §4)', async () => {
    const customer = testCustomers.others.id;
    const answers = [
      { riskquestions_id: created.YESNO!.id, answer: 'no' },
      { riskquestions_id: created.CHECKBOX!.id, answer: true },
      { riskquestions_id: created.MULTI!.id, answer: ['X'] },
    ];
    expect((await h.call(admin, `/api/v2.5/user/customers/${customer}/riskanswers`, 'PUT', { data: answers })).status).toBe(200);
    const unconfirmed = await h.call(admin, `${base}/${created.CHECKBOX!.id}`, 'PUT', { type: 'YESNO', points_yes: 3 });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.errors[0]!.code).toBe('RISKQUESTION_TYPE_CHANGE_UNCONFIRMED');
    const kept = await h.call<RiskAnswer[]>(admin, `/api/v2.5/user/customers/${customer}/riskanswers`);
    expect(kept.body.data!.map((a) => a.riskquestions_id)).toContain(created.CHECKBOX!.id);

    const confirmed = await h.call<RiskQuestion>(admin, `${base}/${created.CHECKBOX!.id}`, 'PUT', { type: 'YESNO', points_yes: 3, confirm_type_change: true });
    expect(confirmed.body.data).toMatchObject({ type: 'YESNO', points_yes: 3, points_check: 0 });
    const after = await h.call<RiskAnswer[]>(admin, `/api/v2.5/user/customers/${customer}/riskanswers`);
    expect(after.body.data!.map((a) => a.riskquestions_id).sort()).toEqual([created.YESNO!.id, created.MULTI!.id].sort());
  });

  it('applies changed points to the answers already given', async () => {
    const customer = testCustomers.others.id;
    await h.call(admin, `${base}/${created.YESNO!.id}`, 'PUT', { points_no: 6 });
    const answers = await h.call<RiskAnswer[]>(admin, `/api/v2.5/user/customers/${customer}/riskanswers`);
    expect(answers.body.data!.find((a) => a.riskquestions_id === created.YESNO!.id)!.points).toBe(6);
  });

  it('keeps the admin calls from regular users and other organisations', async () => {
    expect((await h.call(demoUsers.user.id, base, 'POST', { type: 'TEXT', question: 'x' })).status).toBe(403);
    expect((await h.call(demoUsers.user.id, `${base}/${created.TEXT!.id}`, 'DELETE')).status).toBe(403);
    expect((await h.call(demoUsers.user.id, base, 'PATCH', { data: [] })).status).toBe(403);
    const other = demoUsers.toinenAdmin.id;
    expect((await h.call<RiskQuestion[]>(other, '/api/v2.5/user/riskquestions')).body.data).toEqual([]);
    expect((await h.call(other, `${base}/${created.TEXT!.id}`, 'PUT', { question: 'Kaapattu' })).status).toBe(404);
    expect((await h.call(other, `${base}/${created.TEXT!.id}`, 'DELETE')).status).toBe(404);
    expect((await h.call(undefined as unknown as string, '/api/v2.5/user/riskquestions')).status).toBe(401);
  });
});
