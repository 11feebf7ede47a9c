import { describe, expect, it } from 'vitest';
import { eddFileMaxBytes, eddTextMaxLength } from '@tunne/contracts';
import { resolverProblems } from '@tunne/app-kit';
import { eddBody, eddFormValues, eddResolver, reasonResolver, tooLargeFiles } from './edd-form.ts';

const validateEdd = (values: ReturnType<typeof eddFormValues>) => resolverProblems(eddResolver(() => 0), values);
const validateReason = (reason: string) => resolverProblems(reasonResolver(), { reason });

describe('the EDD form', () => {
  it('needs all three answers, within the length limit (the service\'s EddBody)', async () => {
    const empty = eddFormValues(null);
    expect(await validateEdd(empty)).toEqual({ purpose: 'required', source_of_funds: 'required', source_of_wealth: 'required' });
    expect(await validateEdd({ purpose: 'Sijoituspalvelut', source_of_funds: '  \n ', source_of_wealth: 'x'.repeat(eddTextMaxLength + 1) })).toEqual({
      source_of_funds: 'required',
      source_of_wealth: 'tooLong',
    });
    expect(await validateEdd({ purpose: 'a', source_of_funds: 'b', source_of_wealth: 'c' })).toEqual({});
  });

  it('sends the trimmed answers with the revision the user started from', () => {
    expect(eddBody({ purpose: ' Sijoitukset ', source_of_funds: 'Palkka\n', source_of_wealth: 'Perintö' }, 4)).toEqual({
      purpose: 'Sijoitukset',
      source_of_funds: 'Palkka',
      source_of_wealth: 'Perintö',
      revision: 4,
    });
  });

  it('needs a reason for a refusal or a lifted freeze (EddLiftBody)', async () => {
    expect(await validateReason(' ')).toEqual({ reason: 'required' });
    expect(await validateReason('x'.repeat(2001))).toEqual({ reason: 'tooLong' });
    expect(await validateReason('Viranomaisen päätös')).toEqual({});
  });

  it('finds files that are too large', () => {
    const file = (name: string, size: number) => ({ name, size }) as File;
    expect(tooLargeFiles([file('a.pdf', eddFileMaxBytes), file('b.pdf', eddFileMaxBytes + 1)]).map((f) => f.name)).toEqual(['b.pdf']);
  });
});
