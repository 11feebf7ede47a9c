import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer } from '@tunne/app-kit/format';
import { bcp47, isoCountryCodes } from '@tunne/contracts';
import { isPageLanguage } from './i18n.ts';
import { Select, type SelectProps } from '@tunne/design-system/Select';

/** The first choices: the Nordic countries, then everything by name in the page's language. */
const first = ['FI', 'SE', 'NO', 'DK', 'EE'];

export const CountrySelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'children'>>(function CountrySelect(props, ref) {
  const { t, i18n } = useTranslation('public');
  const options = useMemo(() => {
    const language = isPageLanguage(i18n.language) ? i18n.language : 'fi';
    const locale = bcp47(language);
    const name = countryNamer(locale);
    const rest = [...isoCountryCodes].filter((code) => !first.includes(code)).map((code) => ({ code, label: name(code) }));
    rest.sort((a, b) => a.label.localeCompare(b.label, locale));
    return [...first.map((code) => ({ code, label: name(code) })), ...rest];
  }, [i18n.language]);
  return (
    <Select ref={ref} {...props}>
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </Select>
  );
});
