import { describe, expect, it } from 'vitest';
import { alertLight, alertLink } from '@tunne/contracts';
import { resolverProblems } from '@tunne/app-kit';
import { defaultValidAt, silenceBody, silenceResolver, type SilenceValues } from './silence-form.ts';
import { lightLabelKey } from './light.ts';

// Noon on 15 June 2026 in Helsinki (UTC+3).
const now = new Date('2026-06-15T09:00:00Z');

/** The problem per field the form shows, as its resolver reports it. */
const problems = (values: Partial<SilenceValues>) =>
  resolverProblems(silenceResolver(now), { silenceclass: 'FALSEPOSITIVE', description: 'x', validAt: '', ...values } satisfies SilenceValues);

describe('silence form', () => {
  it('needs grounds and a future date when one is given', async () => {
    expect(await problems({ description: ' ' })).toEqual({ description: 'required' });
    expect(await problems({ validAt: '2026-06-15' })).toEqual({ validAt: 'validAtInvalid' });
    expect(await problems({ validAt: '15.07.2026' })).toEqual({ validAt: 'validAtInvalid' });
    expect(await problems({ validAt: '2026-02-30' })).toEqual({ validAt: 'validAtInvalid' });
    expect(await problems({ validAt: '2026-06-16' })).toEqual({});
    expect(await problems({ validAt: '' })).toEqual({});
  });

  it('needs a class chosen: none is assumed (issue 16 §6)', async () => {
    expect(await problems({ silenceclass: '' })).toEqual({ silenceclass: 'required' });
    expect(await problems({ silenceclass: '', description: '' })).toEqual({ silenceclass: 'required', description: 'required' });
    expect(() => silenceBody({ silenceclass: '', description: 'x', validAt: '' })).toThrow();
    expect(silenceBody({ silenceclass: 'EVALUATION', description: ' x ', validAt: '' })).toEqual({ silenceclass: 'EVALUATION', description: 'x', valid_at: null });
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('sends the date field\'s day as it is, and judges "after today" by Helsinki, in %s', async (zone) => {
    const processZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(silenceBody({ silenceclass: 'EVALUATION', description: ' Selvitetään ', validAt: '2026-12-31' }))
        .toEqual({ silenceclass: 'EVALUATION', description: 'Selvitetään', valid_at: '2026-12-31' });
      // 23:30 on 15 June in Helsinki: already 16 June in Kiritimati, still the 15th in Pago Pago.
      const lateEvening = new Date('2026-06-15T20:30:00Z');
      const late = (validAt: string) => resolverProblems(silenceResolver(lateEvening), { silenceclass: 'EVALUATION', description: 'x', validAt } satisfies SilenceValues);
      expect(await late('2026-06-15')).toEqual({ validAt: 'validAtInvalid' });
      expect(await late('2026-06-16')).toEqual({});
      expect(defaultValidAt(1, lateEvening)).toBe('2026-06-16');
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });

  it('refuses what the service\'s schema refuses (SilenceBody)', async () => {
    expect(await problems({ description: 'x'.repeat(4001) })).toEqual({ description: 'tooLong' });
  });

  it('offers a year ahead by default', () => {
    expect(defaultValidAt(365, now)).toBe('2027-06-15');
    expect(defaultValidAt(1, now)).toBe('2026-06-16');
  });
});

describe('alert traffic light and links (spec §2, §4)', () => {
  it('is red when open or a true positive, green for a false positive, yellow while evaluated', () => {
    expect(alertLight({ is_silenced: false, silenceclass: null })).toBe('red');
    expect(alertLight({ is_silenced: true, silenceclass: 'TRUEPOSITIVE' })).toBe('red');
    expect(alertLight({ is_silenced: true, silenceclass: 'FALSEPOSITIVE' })).toBe('green');
    expect(alertLight({ is_silenced: true, silenceclass: 'EVALUATION' })).toBe('yellow');
    expect(alertLight({ is_silenced: false, silenceclass: 'FALSEPOSITIVE' })).toBe('red');
    expect(lightLabelKey({ is_silenced: true, silenceclass: 'EVALUATION' })).toBe('silenceClass.EVALUATION');
    expect(lightLabelKey({ is_silenced: false, silenceclass: 'EVALUATION' })).toBe('light.open');
  });

  it('links to the target\'s sub-page of the customer', () => {
    const base = { customers_id: 'c1', type: 'SANCTION' as const };
    expect(alertLink({ ...base, target: 'owners', target_id: 'o1' })).toBe('/customers/c1/owners/o1');
    expect(alertLink({ ...base, target: 'actualbeneficiaries', target_id: 'b1' })).toBe('/customers/c1/actualbeneficiaries/b1');
    expect(alertLink({ ...base, target: 'responsiblepersons', target_id: 'r1' })).toBe('/customers/c1/responsiblepersons/r1');
    expect(alertLink({ ...base, target: 'peps', target_id: 'p1' })).toBe('/customers/c1/peps/p1');
    expect(alertLink({ ...base, target: 'identifications', target_id: 'i1' })).toBe('/customers/c1/identifications/i1');
    expect(alertLink({ ...base, target: 'signatures', target_id: 's1' })).toBe('/customers/c1/signatures/s1');
    expect(alertLink({ ...base, target: 'esignatures', target_id: 'a/b' })).toBe('/customers/c1/esignatures/a/signatories/b');
    expect(alertLink({ ...base, target: 'documents', target_id: 'd1' })).toBe('/customers/c1/documents/d1');
    expect(alertLink({ ...base, target: 'riskassessments', target_id: 'ra1' })).toBe('/customers/c1/riskassessments/ra1');
    expect(alertLink({ ...base, target: 'customer', target_id: null })).toBe('/customers/c1/update');
    expect(alertLink({ ...base, type: 'PEP', target: 'customer', target_id: null })).toBe('/customers/c1/update');
    expect(alertLink({ ...base, type: 'UNIQUENAME', target: 'customer', target_id: null })).toBe('/');
  });
});
