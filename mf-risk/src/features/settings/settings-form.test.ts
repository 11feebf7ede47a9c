import { describe, expect, it } from 'vitest';
import { defaultRiskScoreSettings } from '@tunne/contracts';
import { settingsBody, settingsFormValues, validateSettings } from './settings-form.ts';

describe('the risk score settings form', () => {
  const values = settingsFormValues(defaultRiskScoreSettings);

  it('shows the lists one code per line and accepts the defaults', () => {
    expect(values.countries_high).toBe('KP\nIR\nMM');
    expect(validateSettings(values)).toEqual({});
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
    expect(settingsBody({ ...values, points_pep: ' 12 ' })).toMatchObject({ points_pep: 12, countries_high: 'KP\nIR\nMM' });
  });
});
