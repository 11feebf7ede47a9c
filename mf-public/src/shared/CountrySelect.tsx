import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect as SharedCountrySelect } from '@tunne/app-kit/CountrySelect';
import { isPageLanguage } from './i18n.ts';
import type { SelectProps } from '@tunne/design-system/Select';

/** The shared country picker (app-kit; the staff forms use it too) in the page's language. */
export const CountrySelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'children'>>(function CountrySelect(props, ref) {
  const { t, i18n } = useTranslation('public');
  const language = isPageLanguage(i18n.language) ? i18n.language : 'fi';
  return <SharedCountrySelect ref={ref} {...props} language={language} emptyLabel={t('choose')} />;
});
