import { useTranslation } from 'react-i18next';
import { Select, TextArea, TextInput } from '@tunne/design-system';
import type { CustomerType } from '@tunne/contracts';
import { fieldsFor } from '../customer-form.ts';
import type { BasicField, CustomerBasics } from '../types.ts';
import type { FieldErrors } from './useCustomerForm.ts';
import * as styles from './CustomerFields.module.css';

type Props = {
  type: CustomerType;
  values: CustomerBasics;
  errors: FieldErrors;
  onChange: (field: BasicField, value: string) => void;
  onBlur: (field: BasicField) => void;
};

const wide: BasicField[] = ['name', 'address', 'description'];
const languages = ['fi', 'en', 'se'] as const;

/** The §3 basic fields of a business or a person, labels above, errors after blur (shared by add and edit). */
export const CustomerFields = ({ type, values, errors, onChange, onBlur }: Props) => {
  const { t } = useTranslation('customers');
  const error = (field: BasicField) => (errors[field] ? t(errors[field] as string) : undefined);
  const label = (field: BasicField) => (field === 'name' && type === 'person' ? t('fields.personName') : t(`fields.${field}`));

  return (
    <div className={styles.grid}>
      {fieldsFor(type).map((field) => {
        const common = {
          value: values[field],
          onBlur: () => onBlur(field),
        };
        if (field === 'description') {
          return (
            <div key={field} className={styles.wide}>
              <TextArea {...common} label={label(field)} error={error(field)} rows={3} onChange={(event) => onChange(field, event.target.value)} />
            </div>
          );
        }
        if (field === 'language') {
          return (
            <Select key={field} {...common} label={label(field)} onChange={(event) => onChange(field, event.target.value)}>
              <option value="">{t('card.none')}</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </Select>
          );
        }
        const upper = field === 'country' || field === 'nationality';
        return (
          <TextInput
            key={field}
            {...common}
            label={label(field)}
            error={error(field)}
            required={field === 'name'}
            hint={upper ? t('fields.countryHint') : field === 'ssn' || field === 'businessid' ? t(`fields.${field}Hint`) : undefined}
            maxLength={upper ? 2 : field === 'name' ? 300 : undefined}
            type={field === 'email' || field === 'contact_email' ? 'email' : 'text'}
            autoComplete="off"
            fieldClassName={wide.includes(field) ? styles.wide : undefined}
            onChange={(event) => onChange(field, upper ? event.target.value.toUpperCase() : event.target.value)}
          />
        );
      })}
    </div>
  );
};
