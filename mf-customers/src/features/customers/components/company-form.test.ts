import { describe, expect, it } from 'vitest';
import { i18n } from '@tunne/app-kit';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { companyFormCode, companyFormCodes, companyFormName } from './company-form.ts';

const t = i18n.getFixedT(null, 'customers');

describe('company forms', () => {
  it('reads a register code, a zero-padded one or an abbreviation', () => {
    expect(companyFormCode('16')).toBe('16');
    expect(companyFormCode(' 016 ')).toBe('16');
    expect(companyFormCode('Oyj')).toBe('17');
    expect(companyFormCode('sää')).toBe('18');
    expect(companyFormCode('99')).toBeNull();
    expect(companyFormCode('Osakeyhtiö')).toBeNull();
  });

  it('names every code in fi, en and se; an unknown code says it is one; other text shows as it is', async () => {
    await setTestLanguage('fi');
    expect(companyFormName('16', t)).toBe('Osakeyhtiö');
    expect(companyFormName('99', t)).toBe('Yhtiömuodon koodi 99');
    expect(companyFormName('Limited (UK)', t)).toBe('Limited (UK)');
    expect(companyFormName(null, t)).toBeNull();
    expect(companyFormName('  ', t)).toBeNull();
    for (const language of ['fi', 'en', 'se'] as const) {
      await setTestLanguage(language);
      for (const code of companyFormCodes) {
        const name = companyFormName(code, t);
        expect(name, `${language} ${code}`).not.toMatch(/companyForms|^\d+$/);
      }
    }
    await setTestLanguage('se');
    expect(companyFormName('16', t)).toBe('Aktiebolag');
    await setTestLanguage('en');
    expect(companyFormName('OY', t)).toBe('Limited company');
  });
});
