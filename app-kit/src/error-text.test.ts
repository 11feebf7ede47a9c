import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { errorText, errorTextFor } from './error-text.ts';
import { ApiCallError } from './api-error.ts';

describe('errorText', () => {
  it('maps catalogue codes per language and falls back to the server message', async () => {
    await i18n.changeLanguage('fi');
    expect(errorText(i18n.t, 'LOGIN_FAILED', 'x')).toBe('Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.');
    expect(errorText(i18n.t, 'SOMETHING_NEW', 'Server says no')).toBe('Server says no');
    expect(errorTextFor(i18n.t, new Error('boom'))).toBe('Tapahtui odottamaton virhe. Yritä hetken kuluttua uudelleen.');
    await i18n.changeLanguage('se');
    expect(errorTextFor(i18n.t, new ApiCallError('RATE_LIMITED', 'slow down', 429))).toBe(
      'För många försök. Vänta en stund och försök igen.',
    );
    await i18n.changeLanguage('en');
    expect(errorText(i18n.t, 'UI_LOGIN_DISABLED')).toBe('Logging in to the user interface is disabled for this user.');
    await i18n.changeLanguage('fi');
  });

  it('has the same keys in every language', () => {
    const keys = (language: string) => Object.keys(i18n.getResourceBundle(language, 'errors') as object).sort();
    expect(keys('en')).toEqual(keys('fi'));
    expect(keys('se')).toEqual(keys('fi'));
  });
});
