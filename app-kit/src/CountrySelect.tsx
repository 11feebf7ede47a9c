import { forwardRef, useMemo } from 'react';
import { bcp47, isoCountryCodes, languages, type Language } from '@tunne/contracts';
import { Select, type SelectProps } from '@tunne/design-system/Select';
import { countryNamer } from './format.ts';

/** The first choices: the Nordic countries and Estonia, then every country by name. */
const first = ['FI', 'SE', 'NO', 'DK', 'EE'];

export type CountrySelectProps = Omit<SelectProps, 'children'> & {
  /** The language the names are in: a stored language code (fi, en, se, no, dk) or a BCP 47 tag. */
  language: string;
  /** The empty choice ("Choose", "Not known"), in that language. */
  emptyLabel: string;
  /** The stored value when the select is not controlled (react-hook-form's register), so an old unknown code is kept. */
  current?: string | null | undefined;
};

/** Every ISO country, first the Nordic ones, then by name in `language`; the value is the two-letter code. */
export const countryOptions = (language: string): { code: string; label: string }[] => {
  const locale = (languages as readonly string[]).includes(language) ? bcp47(language as Language) : language;
  const name = countryNamer(locale);
  const rest = [...isoCountryCodes].filter((code) => !first.includes(code)).map((code) => ({ code, label: name(code) }));
  rest.sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...first.map((code) => ({ code, label: name(code) })), ...rest];
};

/**
 * A country chosen by its name in the UI language (the public forms and every staff form): typing "Sverige" can no
 * longer store "SV" (El Salvador). A stored code that is no ISO country (an old import) stays shown as it is, so
 * opening a form never changes it; the API refuses unknown codes.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ language, emptyLabel, current, ...props }, ref) {
  const options = useMemo(() => countryOptions(language), [language]);
  const stored = typeof props.value === 'string' ? props.value : typeof props.defaultValue === 'string' ? props.defaultValue : (current ?? null);
  const unknown = stored && !isoCountryCodes.has(stored) ? stored : null;
  return (
    <Select ref={ref} {...props}>
      <option value="">{emptyLabel}</option>
      {unknown && <option value={unknown}>{unknown}</option>}
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </Select>
  );
});
