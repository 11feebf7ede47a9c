import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNamer } from '@tunne/app-kit/format';
import { isoCountryCodes } from '@tunne/contracts';
import { Select, type SelectProps } from '@tunne/design-system/Select';

/** The first choices: the Nordic countries, then everything by name in the page's language. */
const first = ['FI', 'SE', 'NO', 'DK', 'EE'];

export const CountrySelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'children'>>(function CountrySelect(props, ref) {
  const { t, i18n } = useTranslation('public');
  const options = useMemo(() => {
    const name = countryNamer(i18n.language);
    const rest = [...isoCountryCodes].filter((code) => !first.includes(code)).map((code) => ({ code, label: name(code) }));
    rest.sort((a, b) => a.label.localeCompare(b.label, i18n.language === 'se' ? 'sv' : i18n.language));
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
