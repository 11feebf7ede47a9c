import { describe, expect, it } from 'vitest';
import { defaultRiskScoreSettings } from '@tunne/contracts';
import { settingsBody, settingsFormValues, validateSettings } from './settings-form.ts';

describe('the risk score settings form', () => {
  const values = settingsFormValues(defaultRiskScoreSettings);

  it('shows the lists one code per line and accepts the defaults (own lists start empty: the EU list is apart)', () => {
    expect(values.countries_high).toBe('');
    expect(settingsFormValues({ ...defaultRiskScoreSettings, countries_high: ['KP', 'IR'] }).countries_high).toBe('KP\nIR');
    expect(validateSettings(values)).toEqual({});
  });

  it('refuses a review cycle longer than the law allows, naming the longest', () => {
    expect(validateSettings({ ...values, review_months_high: '13', review_months_low: '60' })).toEqual({ review_months_high: { kind: 'review', max: 12 } });
    expect(validateSettings({ ...values, review_months_regular: '0' })).toEqual({ review_months_regular: { kind: 'review', max: 36 } });
  });

  it('names the line of a code that is not ISO 3166-1 alpha-2 (spec §5)', () => {
    expect(validateSettings({ ...values, countries_medium: 'AF\n\nFIN' }).countries_medium).toEqual({ kind: 'country', line: 3, value: 'FIN' });
    expect(validateSettings({ ...values, industries: '64\n64 19' }).industries).toEqual({ kind: 'code', line: 2, value: '64 19' });
  });

  it('refuses bad numbers and falling limits', () => {
    expect(validateSettings({ ...values, points_pep: '-1', young_company_days: 'x' })).toEqual({ points_pep: { kind: 'number' }, young_company_days: { kind: 'number' } });
    expect(validateSettings({ ...values, limit_regular: '50' })).toEqual({ limit_regular: { kind: 'limits' } });
  });

  it('sends numbers as numbers and lists as text', () => {
    expect(settingsBody({ ...values, points_pep: ' 12 ', countries_high: 'RU\nBY' })).toMatchObject({ points_pep: 12, review_months_high: 12, countries_high: 'RU\nBY' });
  });
});
