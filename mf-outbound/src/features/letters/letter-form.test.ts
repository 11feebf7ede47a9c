import { describe, expect, it } from 'vitest';
import { schemaProblems } from '@tunne/app-kit';
import { LetterBody } from '@tunne/contracts';
import { letterBody, letterInitialValues } from './letter-form.ts';

describe('the letter form', () => {
  it('sends the phone without spaces and empty optional fields as null', () => {
    const values = { ...letterInitialValues(null, { email: 'anna@testi.fi', language: 'se' }), text: ' Hei ', tel: '+358 40 123 4567' };
    expect(letterBody(values)).toEqual({ email: 'anna@testi.fi', tel: '+358401234567', language: 'se', text: 'Hei', note: null, allow_answer: false });
    expect(schemaProblems(LetterBody, letterBody(values))).toEqual({});
  });

  it('finds what the server would refuse', () => {
    const values = { ...letterInitialValues(null, { email: 'ei-osoite', language: 'fi' }), tel: 'abc' };
    expect(schemaProblems(LetterBody, letterBody(values))).toEqual({ email: 'format', tel: 'format', text: 'required' });
  });
});
