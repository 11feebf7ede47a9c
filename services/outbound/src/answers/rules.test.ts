import { describe, expect, it } from 'vitest';
import type { RequestAnswerBody } from '@tunne/contracts';
import { normaliseChoices } from '../repo/requests.ts';
import { askedPart, checkAnswer, reconcilePrefill, recordsChange } from './rules.ts';

const asks = (choices: Record<string, unknown>) => normaliseChoices(choices);
const shown = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Vanha Omistaja Oy', share: 50 };

describe('answer rules', () => {
  it('keeps only what was asked', () => {
    expect(askedPart(asks({ ask_owners: true }), { owners: [{ name: 'A' }], peps: [{ name: 'B' }], freetext: 'x' })).toEqual({ owners: [{ name: 'A' }] });
  });

  it('takes prefilled rows as the register has them unless changes are allowed, and never keeps an unknown id', () => {
    const answer = { owners: [{ ...shown, share: 90 }, { id: '00000000-0000-4000-8000-0000000000b2', name: 'Keksitty' }, { name: 'Uusi' }] };
    const fixed = reconcilePrefill(asks({ ask_owners: true, prefill_owners: true }), answer, { owners: [shown] });
    expect(fixed.owners).toEqual([shown, { id: null, name: 'Keksitty' }, { name: 'Uusi' }]);
    const editable = reconcilePrefill(asks({ ask_owners: true, prefill_owners: true, prefill_changes: true }), answer, { owners: [shown] });
    expect(editable.owners![0]).toEqual({ ...shown, share: 90 });
  });

  it('checks identity codes where asked or for Finns and Swedes, with the row\'s field', () => {
    const base = asks({ ask_responsiblepersons: true, ask_responsiblepersons_validssn: true });
    expect(() => checkAnswer(base, { responsiblepersons: [{ name: 'A', ssn: '131052-308T' }] }, { answerFiles: 0, questions: [] })).not.toThrow();
    expect(() => checkAnswer(base, { responsiblepersons: [{ name: 'A', ssn: '131052-308X' }] }, { answerFiles: 0, questions: [] }))
      .toThrow(expect.objectContaining({ code: 'INVALID_SSN', field: '/responsiblepersons/0/ssn' }));
    // Not asked: a foreign code passes, a Finnish one is still checked.
    const loose = asks({ ask_owners: true });
    expect(() => checkAnswer(loose, { owners: [{ name: 'A', ssn: '12345', nationality: 'DE' }] }, { answerFiles: 0, questions: [] })).not.toThrow();
    expect(() => checkAnswer(loose, { owners: [{ name: 'A', ssn: '12345', nationality: 'FI' }] }, { answerFiles: 0, questions: [] })).toThrow(expect.objectContaining({ code: 'INVALID_SSN' }));
  });

  it('needs an owner\'s identity code or business id, as the register keeps owners by them', () => {
    const owners = asks({ ask_owners: true });
    const check = (owner: RequestAnswerBody['owners']) => () => checkAnswer(owners, { owners: owner }, { answerFiles: 0, questions: [] });
    expect(check([{ name: 'A' }])).toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/0/ssn' }));
    expect(check([{ name: 'A', ssn: '131052-308T' }, { name: 'B Oy', type: 'business' }]))
      .toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/1/businessid' }));
    expect(check([{ name: 'B Oy', type: 'business', businessid: '2980005-2' }])).not.toThrow();
  });

  it('writes the basic data when asked and people only with autofill', () => {
    const choices = asks({ ask_basic: true, ask_owners: true, ask_peps: true, autofill_peps: true });
    expect(recordsChange(choices, { basic: { name: 'X' }, owners: [{ name: 'O' }], peps: [{ name: 'P', is_pep_self: true }] }))
      .toEqual({ basic: { name: 'X' }, peps: [{ name: 'P', is_pep_self: true }] });
  });
});
