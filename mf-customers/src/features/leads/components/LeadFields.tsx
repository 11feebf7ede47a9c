import { useTranslation } from 'react-i18next';
import { Select, TextArea, TextInput } from '@tunne/design-system';
import { customerTypes, type CustomerType } from '@tunne/contracts';
import { fieldsForLead, type LeadField, type LeadFormErrors, type LeadFormValues } from '../lead-form.ts';
import * as styles from '../../customers/components/CustomerFields.module.css';

type Props = {
  values: LeadFormValues;
  errors: LeadFormErrors;
  onType: (type: CustomerType) => void;
  onChange: (field: LeadField, value: string) => void;
  onBlur: (field: LeadField) => void;
};

const wide: LeadField[] = ['name', 'description'];

/** The lead's fields, labels above, errors after blur; the customer register's labels where the field is the same. */
export const LeadFields = ({ values, errors, onType, onChange, onBlur }: Props) => {
  const { t } = useTranslation('customers');
  const error = (field: LeadField) => (errors[field] ? t(errors[field] as string) : undefined);
  const label = (field: LeadField): string => {
    if (field === 'phone') return t('leads.form.phone');
    if (field === 'name' && values.type === 'person') return t('fields.personName');
    return t(`fields.${field}`);
  };
  const hint = (field: LeadField): string | undefined =>
    field === 'country' ? t('fields.countryHint') : field === 'businessid' ? t('fields.businessidHint') : field === 'phone' ? t('leads.form.phoneHint') : undefined;

  return (
    <div className={styles.grid}>
      <Select label={t('fields.type')} value={values.type} onChange={(event) => onType(event.target.value as CustomerType)}>
        {customerTypes.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </Select>
      {fieldsForLead(values.type).map((field) => {
        if (field === 'description') {
          return (
            <div key={field} className={styles.wide}>
              <TextArea
                label={label(field)}
                value={values[field]}
                rows={3}
                maxLength={5000}
                onChange={(event) => onChange(field, event.target.value)}
                onBlur={() => onBlur(field)}
              />
            </div>
          );
        }
        const upper = field === 'country';
        return (
          <TextInput
            key={field}
            label={label(field)}
            value={values[field]}
            error={error(field)}
            hint={hint(field)}
            required={field === 'name'}
            maxLength={upper ? 2 : field === 'name' ? 300 : field === 'phone' ? 40 : undefined}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            fieldClassName={wide.includes(field) ? styles.wide : undefined}
            onChange={(event) => onChange(field, upper ? event.target.value.toUpperCase() : event.target.value)}
            onBlur={() => onBlur(field)}
          />
        );
      })}
    </div>
  );
};
