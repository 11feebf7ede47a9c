import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect, type CountrySelectProps } from '@tunne/app-kit';

type CountryFieldProps = Omit<CountrySelectProps, 'language' | 'emptyLabel'>;

/**
 * A customer's or lead's country (or nationality), chosen by name in the UI language (app-kit CountrySelect): a typed
 * "Sverige" can no longer store "SV". No choice reads "not given".
 */
export const CountryField = forwardRef<HTMLSelectElement, CountryFieldProps>(function CountryField(props, ref) {
  const { t, i18n } = useTranslation('customers');
  return <CountrySelect ref={ref} {...props} language={i18n.language} emptyLabel={t('fields.countryNone')} />;
});
