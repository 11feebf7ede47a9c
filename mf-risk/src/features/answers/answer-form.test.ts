import { describe, expect, it } from 'vitest';
import type { RiskQuestion } from '@tunne/contracts';
import { answerInputs, answerPointsOf, answerProblems, shownQuestions, type AnswerValues } from './answer-form.ts';

const q = (id: string, fields: Partial<RiskQuestion> = {}): RiskQuestion => ({
  id, type: 'YESNO', question: id, recipient_question: null, description: null, help: null, headline: null, placeholder: null, conditional_riskquestions_id: null,
  conditional_value: null, points_yes: 0, points_no: 0, points_check: 0, allow_description: false, mandatory_description_yes: false,
  mandatory_description_no: false, options: [], mandatory: false, is_pep: false, sort: 0, created_at: '', updated_at: '', ...fields,
});

const questions = [
  q('parent', { sort: 1, points_yes: 10, points_no: 2, mandatory: true, mandatory_description_yes: true }),
  q('child', { sort: 2, type: 'TEXT', conditional_riskquestions_id: 'parent', conditional_value: 'yes', mandatory: true }),
  q('cash', { sort: 3, type: 'CHECKBOX', points_check: 5 }),
];

describe('the answering form', () => {
  it('shows a conditional question live, only while its parent has the answer', () => {
    expect(shownQuestions(questions, {}).map((x) => x.id)).toEqual(['parent', 'cash']);
    expect(shownQuestions(questions, { parent: { answer: 'yes', description: '' } }).map((x) => x.id)).toEqual(['parent', 'child', 'cash']);
    expect(shownQuestions(questions, { parent: { answer: 'no', description: '' } }).map((x) => x.id)).toEqual(['parent', 'cash']);
  });

  it('lists every problem: mandatory answers and descriptions', () => {
    expect(answerProblems(questions, {})).toEqual({ parent: 'RISK_ANSWER_MANDATORY' });
    expect(answerProblems(questions, { parent: { answer: 'yes', description: ' ' } })).toEqual({
      parent: 'RISK_DESCRIPTION_MANDATORY', child: 'RISK_ANSWER_MANDATORY',
    });
    expect(answerProblems(questions, { parent: { answer: 'no', description: '' } })).toEqual({});
  });

  it('counts points live and sends only the shown answers', () => {
    const values: AnswerValues = {
      parent: { answer: 'no', description: 'dropped: no description allowed on no' },
      child: { answer: 'left over', description: '' },
      cash: { answer: true, description: '' },
    };
    expect(answerPointsOf(questions, values)).toEqual({ parent: 2, cash: 5 });
    expect(answerInputs(questions, values)).toEqual([
      { riskquestions_id: 'parent', answer: 'no', description: 'dropped: no description allowed on no' },
      { riskquestions_id: 'cash', answer: true, description: null },
    ]);
  });
});
