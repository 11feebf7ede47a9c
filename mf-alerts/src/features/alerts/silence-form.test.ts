import { describe, expect, it } from 'vitest';
import { alertLight, alertLink } from '@tunne/contracts';
import { checkSilence, defaultValidAt } from './silence-form.ts';
import { lightLabelKey } from './light.ts';

const now = new Date(2026, 5, 15, 12, 0);

describe('silence form', () => {
  it('needs grounds and a future date when one is given', () => {
    expect(checkSilence({ description: ' ', validAt: '' }, now)).toEqual({ description: 'required' });
    expect(checkSilence({ description: 'x', validAt: '2026-06-15' }, now)).toEqual({ validAt: 'validAtInvalid' });
    expect(checkSilence({ description: 'x', validAt: '15.07.2026' }, now)).toEqual({ validAt: 'validAtInvalid' });
    expect(checkSilence({ description: 'x', validAt: '2026-06-16' }, now)).toEqual({});
    expect(checkSilence({ description: 'x', validAt: '' }, now)).toEqual({});
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
