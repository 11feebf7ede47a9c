import { describe, expect, it } from 'vitest';
import type { RiskQuestion } from '@tunne/contracts';
import { resolverProblems } from '@tunne/app-kit';
import { moveId, pepAllowed, questionBody, questionFormValues, questionResolver, type QuestionFormValues } from './question-form.ts';

/** The problem per field the dialog shows, as its resolver reports it. */
const problems = (values: QuestionFormValues) => resolverProblems(questionResolver(), values);
const parentId = '7c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the question form', () => {
  it('checks the question text, options, points and the condition with the service\'s schema and rules', async () => {
    const empty = questionFormValues(null);
    expect(await problems(empty)).toEqual({ question: 'required' });
    expect(await problems({ ...empty, question: 'Q', type: 'SELECT', options: ' \n ' })).toEqual({ options: 'options' });
    expect(await problems({ ...empty, question: 'Q', points_yes: '1.5', points_no: '2000' })).toEqual({ points_yes: 'points', points_no: 'points' });
    expect(await problems({ ...empty, question: 'Q', points_yes: 'x', points_no: '-1000' })).toEqual({ points_yes: 'points' });
    expect(await problems({ ...empty, question: 'Q', conditional_riskquestions_id: parentId })).toEqual({ conditional_value: 'condition' });
    expect(await problems({ ...empty, question: 'Q'.repeat(2001) })).toEqual({ question: 'tooLong' });
    expect(await problems({ ...empty, question: 'Q', conditional_riskquestions_id: parentId, conditional_value: 'yes' })).toEqual({});
  });

  it('sends only what the type uses', () => {
    const body = questionBody({ ...questionFormValues(null), type: 'MULTI', question: ' Palvelut ', options: 'A\nB\n\nA', points_yes: '5', mandatory_description_yes: true });
    expect(body).toMatchObject({ type: 'MULTI', question: 'Palvelut', options: ['A', 'B'], points_yes: 0, mandatory_description_yes: false });
  });

  it('sends the PEP mark only for a yes/no question or a checkbox', () => {
    const pep = { ...questionFormValues(null), question: 'Oletko PEP?', is_pep: true };
    expect(questionBody({ ...pep, type: 'YESNO' }).is_pep).toBe(true);
    expect(questionBody({ ...pep, type: 'CHECKBOX' }).is_pep).toBe(true);
    expect(questionBody({ ...pep, type: 'SELECT', options: 'A' }).is_pep).toBe(false);
    expect(questionBody({ ...pep, type: 'TEXT' }).is_pep).toBe(false);
    expect(questionBody({ ...pep, type: 'YESNO', is_pep: false }).is_pep).toBe(false);
    expect(['YESNO', 'TEXT', 'TEXTAREA', 'CHECKBOX', 'SELECT', 'MULTI'].filter((type) => pepAllowed(type as never))).toEqual(['YESNO', 'CHECKBOX']);
  });

  it('reads the PEP mark of a saved question', () => {
    expect(questionFormValues(null).is_pep).toBe(false);
    const saved = { type: 'CHECKBOX', question: 'PEP-asema', options: [], is_pep: true } as unknown as RiskQuestion;
    expect(questionFormValues(saved).is_pep).toBe(true);
  });

  it('moves an id to a new place', () => {
    expect(moveId(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveId(['a', 'b', 'c'], 'b', 99)).toEqual(['a', 'c', 'b']);
  });
});
