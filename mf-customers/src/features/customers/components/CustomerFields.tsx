import { useTranslation } from 'react-i18next';
import { Select, TextArea, TextInput } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import type { CustomerType } from '@tunne/contracts';
import { customerProblemKey, fieldsFor } from '../customer-form.ts';
import type { BasicField } from '../types.ts';
import { serverErrorType, type CustomerForm } from './useCustomerForm.ts';
import { CountryField } from '../../../shared/CountryField.tsx';
import * as styles from '../../../shared/Fields.module.css';

type Props = {
  type: CustomerType;
  form: CustomerForm;
};

const wide: BasicField[] = ['name', 'address', 'description'];
const languages = ['fi', 'en', 'se'] as const;

/** The §3 basic fields of a business or a person, labels above, errors after blur (shared by add and edit). */
export const CustomerFields = ({ type, form }: Props) => {
  const { t } = useTranslation('customers');
  const { errors } = form.formState;
  const error = (field: BasicField): string | undefined => {
    const problem = errors[field];
    if (!problem?.message) return undefined;
    if (problem.type === serverErrorType) return t(problem.message);
    const own = customerProblemKey(field, problem.message);
    return own ? t(own) : fieldProblemText(t, 'customers', field, problem.message);
  };
  const label = (field: BasicField) => (field === 'name' && type === 'person' ? t('fields.personName') : t(`fields.${field}`));
  const labelled = (field: BasicField) => ({ label: label(field), error: error(field) });

  return (
    <div className={styles.grid}>
      {fieldsFor(type).map((field) => {
        if (field === 'description') {
          return (
            <div key={field} className={styles.wide}>
              <TextArea {...form.register(field)} {...labelled(field)} rows={3} />
            </div>
          );
        }
        if (field === 'language') {
          return (
            <Select key={field} {...form.register(field)} label={label(field)}>
              <option value="">{t('card.none')}</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </Select>
          );
        }
        if (field === 'country' || field === 'nationality') {
          // The identifier's checksum depends on the country: a changed country checks it again.
          const registered = form.register(field, field === 'country' ? { deps: [type === 'business' ? 'businessid' : 'ssn'] } : undefined);
          return <CountryField key={field} {...registered} {...labelled(field)} current={form.getValues(field)} />;
        }
        return (
          <TextInput
            key={field}
            {...form.register(field)}
            {...labelled(field)}
            required={field === 'name'}
            hint={field === 'ssn' || field === 'businessid' ? t(`fields.${field}Hint`) : undefined}
            maxLength={field === 'name' ? 300 : undefined}
            type={field === 'email' || field === 'contact_email' ? 'email' : 'text'}
            autoComplete="off"
            fieldClassName={wide.includes(field) ? styles.wide : undefined}
          />
        );
      })}
    </div>
  );
};
