import { describe, expect, it } from 'vitest';
import type { RiskQuestion } from '@tunne/contracts';
import { moveId, pepAllowed, questionBody, questionFormValues, validateQuestion } from './question-form.ts';

describe('the question form', () => {
  it('checks the question text, options, points and the condition', () => {
    const empty = questionFormValues(null);
    expect(validateQuestion(empty)).toEqual({ question: 'required' });
    expect(validateQuestion({ ...empty, question: 'Q', type: 'SELECT', options: ' \n ' })).toEqual({ options: 'options' });
    expect(validateQuestion({ ...empty, question: 'Q', points_yes: '1.5', points_no: '2000' })).toEqual({ points_yes: 'points', points_no: 'points' });
    expect(validateQuestion({ ...empty, question: 'Q', conditional_riskquestions_id: 'x' })).toEqual({ conditional_value: 'condition' });
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
