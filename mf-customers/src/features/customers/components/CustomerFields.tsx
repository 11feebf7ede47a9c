import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, Select, TextArea, TextInput, WideField } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import type { CustomerType } from '@tunne/contracts';
import { customerProblemKey, fieldsFor } from '../customer-form.ts';
import type { BasicField } from '../types.ts';
import { serverErrorType, type CustomerForm } from './useCustomerForm.ts';
import { CountryField } from '../../../shared/CountryField.tsx';

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
    <FieldGrid minColumnWidth={220}>
      {fieldsFor(type).map((field) => {
        if (field === 'description') {
          return (
            <WideField key={field}>
              <TextArea {...form.register(field)} {...labelled(field)} rows={3} />
            </WideField>
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
        const input = (
          <TextInput
            {...form.register(field)}
            {...labelled(field)}
            required={field === 'name'}
            hint={field === 'ssn' || field === 'businessid' ? t(`fields.${field}Hint`) : undefined}
            maxLength={field === 'name' ? 300 : undefined}
            type={field === 'email' || field === 'contact_email' ? 'email' : 'text'}
            autoComplete="off"
          />
        );
        return wide.includes(field) ? <WideField key={field}>{input}</WideField> : <Fragment key={field}>{input}</Fragment>;
      })}
    </FieldGrid>
  );
};
