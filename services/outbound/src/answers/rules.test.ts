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
    expect(() => checkAnswer(base, { responsiblepersons: [{ name: 'A', role: 'OTHER', ssn: '131052-308T' }] }, { answerFiles: 0, questions: [], customerCountry: 'FI' })).not.toThrow();
    expect(() => checkAnswer(base, { responsiblepersons: [{ name: 'A', role: 'OTHER', ssn: '131052-308X' }] }, { answerFiles: 0, questions: [], customerCountry: 'FI' }))
      .toThrow(expect.objectContaining({ code: 'INVALID_SSN', field: '/responsiblepersons/0/ssn' }));
    // Not asked: a foreign code passes, a Finnish one is still checked.
    const loose = asks({ ask_owners: true });
    expect(() => checkAnswer(loose, { owners: [{ name: 'A', ssn: '12345', nationality: 'DE', share: 10 }] }, { answerFiles: 0, questions: [], customerCountry: 'FI' })).not.toThrow();
    expect(() => checkAnswer(loose, { owners: [{ name: 'A', ssn: '12345', nationality: 'FI', share: 10 }] }, { answerFiles: 0, questions: [], customerCountry: 'FI' })).toThrow(expect.objectContaining({ code: 'INVALID_SSN' }));
  });

  it('needs an owner\'s identity code or business id, as the register keeps owners by them', () => {
    const owners = asks({ ask_owners: true });
    const check = (owner: RequestAnswerBody['owners']) => () => checkAnswer(owners, { owners: owner }, { answerFiles: 0, questions: [], customerCountry: 'FI' });
    expect(check([{ name: 'A', share: 10 }])).toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/0/ssn' }));
    expect(check([{ name: 'A', ssn: '131052-308T', share: 10 }, { name: 'B Oy', type: 'business', share: 10 }]))
      .toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/1/businessid' }));
    expect(check([{ name: 'B Oy', type: 'business', businessid: '2980005-2', share: 10 }])).not.toThrow();
  });

  it('takes a foreign person owner by birth date and nationality, as the register does (issue 26)', () => {
    const owners = asks({ ask_owners: true });
    const check = (owner: RequestAnswerBody['owners']) => () => checkAnswer(owners, { owners: owner }, { answerFiles: 0, questions: [], customerCountry: 'FI' });
    expect(check([{ name: 'Hans Müller', type: 'person', nationality: 'DE', dob: '1970-05-04', share: 40 }])).not.toThrow();
    expect(check([{ name: 'Hans Müller', type: 'person', nationality: 'DE', share: 40 }]))
      .toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/0/dob' }));
    // A Finn or Swede still gives the identity code; a bare birth date is not one.
    expect(check([{ name: 'Sven Svensson', type: 'person', nationality: 'SE', dob: '1970-05-04', share: 40 }]))
      .toThrow(expect.objectContaining({ code: 'OWNER_ID_MISSING', field: '/owners/0/ssn' }));
    // The register needs the share of every owner.
    expect(check([{ name: 'Hans Müller', type: 'person', nationality: 'DE', dob: '1970-05-04' }]))
      .toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', field: '/owners/0/share' }));
  });

  it('refuses at submission what acceptance would refuse: a Finnish beneficiary without a code, a role not on the list', () => {
    const context = { answerFiles: 0, questions: [], customerCountry: 'FI' };
    const beneficiaries = asks({ ask_actualbeneficiaries: true });
    expect(() => checkAnswer(beneficiaries, { actualbeneficiaries: [{ name: 'Maija Meikäläinen', nationality: 'FI', dob: '1980-01-01' }] }, context))
      .toThrow(expect.objectContaining({ code: 'INVALID_SSN', field: '/actualbeneficiaries/0/ssn' }));
    const responsible = asks({ ask_responsiblepersons: true });
    expect(() => checkAnswer(responsible, { responsiblepersons: [{ name: 'Matti', role: 'Toimitusjohtaja' }] }, context))
      .toThrow(expect.objectContaining({ code: 'INVALID_ROLE', field: '/responsiblepersons/0/role' }));
    expect(() => checkAnswer(responsible, { responsiblepersons: [{ name: 'Matti', role: 'OTHER' }] }, context)).not.toThrow();
  });

  it('writes the basic data when asked and people only with autofill', () => {
    const choices = asks({ ask_basic: true, ask_owners: true, ask_peps: true, autofill_peps: true });
    expect(recordsChange(choices, { basic: { name: 'X' }, owners: [{ name: 'O' }], peps: [{ name: 'P', is_pep_self: true }] }))
      .toEqual({ basic: { name: 'X' }, peps: [{ name: 'P', is_pep_self: true }] });
  });
});
