import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';
import { ApiCallError } from './api-error.ts';
import { useErrorDialogProps, useRemoteErrorText } from './error-dialog.ts';

i18n.addResourceBundle('fi', 'testremote', {
  common: { errorTitle: 'Virhe', ok: 'OK' },
  errors: { OWN_CODE: 'Etäsovelluksen oma teksti' },
  fields: { dob: 'Syntymäaika', address: { street: 'Katuosoite' } },
});
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('a remote\'s error texts and Virhe dialog', () => {
  it('prefers the remote\'s own text and falls back to the shared catalogue', async () => {
    await i18n.changeLanguage('fi');
    const { result } = renderHook(() => useRemoteErrorText('testremote'), { wrapper });
    expect(result.current(new ApiCallError('OWN_CODE', 'server text', 400))).toBe('Etäsovelluksen oma teksti');
    expect(result.current('LOGIN_FAILED')).toBe('Kirjautuminen epäonnistui. Tarkista sähköpostiosoite ja salasana.');
  });

  it('names the field of a generic validation error when the envelope gives its pointer and the remote a label (issue 26)', async () => {
    await i18n.changeLanguage('fi');
    const { result } = renderHook(() => useRemoteErrorText('testremote'), { wrapper });
    const failed = (field?: string) => new ApiCallError('VALIDATION_FAILED', 'bad', 400, [{ code: 'VALIDATION_FAILED', message: 'bad', ...(field ? { field } : {}) }]);
    expect(result.current(failed('/dob'))).toBe('Tarkista kenttä ”Syntymäaika”.');
    expect(result.current(failed('/owners/0/dob'))).toBe('Tarkista kenttä ”Syntymäaika”.');
    // No pointer, a property the remote has no label for, or a key that is not a label: the generic text, never a raw key.
    const generic = 'Tarkista antamasi tiedot.';
    expect(result.current(failed())).toBe(generic);
    expect(result.current(failed('/unknown_property'))).toBe(generic);
    expect(result.current(failed('/address'))).toBe(generic);
  });

  it('opens with the error\'s text and closes again', async () => {
    await i18n.changeLanguage('fi');
    const { result } = renderHook(() => useErrorDialogProps('testremote'), { wrapper });
    expect(result.current[0]).toMatchObject({ open: false, kind: 'error', title: 'Virhe', closeLabel: 'OK', message: '' });
    act(() => result.current[1](new ApiCallError('OWN_CODE', 'server text', 400)));
    expect(result.current[0]).toMatchObject({ open: true, message: 'Etäsovelluksen oma teksti' });
    act(() => result.current[0].onClose());
    expect(result.current[0].open).toBe(false);
  });
});
