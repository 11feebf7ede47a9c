import { describe, expect, it } from 'vitest';
import { checkRiskAnswers, parseCountryList, parseFreeCodeList, visibleRiskQuestionIds, type RiskQuestion } from '@tunne/contracts';

/** The shared rules (contracts) the answering form and the service both run. */
const question = (id: string, fields: Partial<RiskQuestion> = {}): RiskQuestion => ({
  id, type: 'YESNO', question: id, recipient_question: null, description: null, help: null, headline: null, placeholder: null, conditional_riskquestions_id: null,
  conditional_value: null, points_yes: 0, points_no: 0, points_check: 0, allow_description: false, mandatory_description_yes: false,
  mandatory_description_no: false, options: [], mandatory: false, is_pep: false, sort: 0, created_at: '', updated_at: '', ...fields,
});

describe('country lists (spec §5)', () => {
  it.each([
    ['FI\nSE', ['FI', 'SE']],
    [' fi \r\n\r\nse\nFI\n', ['FI', 'SE']],
    ['', []],
  ])('reads %j', (text, codes) => {
    expect(parseCountryList(text)).toEqual({ ok: true, codes });
  });
  it.each([
    ['FI\nFIN', 2, 'FIN'],
    ['Finland', 1, 'Finland'],
    ['FI\n\nXX', 3, 'XX'],
    ['F I', 1, 'F I'],
  ])('refuses %j at line %i', (text, line, value) => {
    expect(parseCountryList(text)).toEqual({ ok: false, line, value });
  });
  it('reads code lists without spaces inside', () => {
    expect(parseFreeCodeList('64\n68202\n')).toEqual({ ok: true, codes: ['64', '68202'] });
    expect(parseFreeCodeList('64\n64 1')).toEqual({ ok: false, line: 2, value: '64 1' });
  });
});

describe('conditional questions', () => {
  const questions = [
    question('a'),
    question('b', { conditional_riskquestions_id: 'a', conditional_value: 'yes' }),
    question('c', { conditional_riskquestions_id: 'b', conditional_value: 'no', mandatory: true }),
    question('loop1', { conditional_riskquestions_id: 'loop2', conditional_value: 'yes' }),
    question('loop2', { conditional_riskquestions_id: 'loop1', conditional_value: 'yes' }),
    question('orphan', { conditional_riskquestions_id: 'gone', conditional_value: 'yes' }),
  ];
  it.each<[Record<string, string>, string[]]>([
    [{}, ['a']],
    [{ a: 'no' }, ['a']],
    [{ a: 'yes' }, ['a', 'b']],
    [{ a: 'yes', b: 'no' }, ['a', 'b', 'c']],
    [{ a: 'no', b: 'no' }, ['a']],
  ])('with %j shows %j', (answers, shown) => {
    expect([...visibleRiskQuestionIds(questions, new Map(Object.entries(answers)))].sort()).toEqual(shown);
  });
  it('asks for a mandatory question only while it is shown', () => {
    expect(checkRiskAnswers(questions, [{ riskquestions_id: 'a', answer: 'no' }]).ok).toBe(true);
    expect(checkRiskAnswers(questions, [{ riskquestions_id: 'a', answer: 'yes' }, { riskquestions_id: 'b', answer: 'no' }]))
      .toEqual({ ok: false, problem: 'RISK_ANSWER_MANDATORY', riskquestions_id: 'c' });
  });
});
