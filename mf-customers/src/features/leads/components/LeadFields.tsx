import { Fragment } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid, Select, TextArea, TextInput, WideField } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import { customerTypes } from '@tunne/contracts';
import { fieldsForLead, leadProblemKey, type LeadField, type LeadFormValues } from '../lead-form.ts';
import { CountryField } from '../../../shared/CountryField.tsx';

/** A field's error from the server: its message is a text key (namespace customers). */
export const leadServerError = 'server';

type Props = { form: UseFormReturn<LeadFormValues> };

const wide: LeadField[] = ['name', 'description'];

/** The lead's fields, labels above, errors after blur; the customer register's labels where the field is the same. */
export const LeadFields = ({ form }: Props) => {
  const { t } = useTranslation('customers');
  const { errors } = form.formState;
  const type = form.watch('type');
  const error = (field: LeadField): string | undefined => {
    const problem = errors[field];
    if (!problem?.message) return undefined;
    if (problem.type === leadServerError) return t(problem.message);
    const own = leadProblemKey(field, problem.message);
    return own ? t(own) : fieldProblemText(t, 'customers', field, problem.message);
  };
  const typeField = form.register('type', {
    // The business id and contact person are a business's: their errors go with them.
    onChange: () => form.clearErrors(['businessid', 'contact_name']),
  });
  const label = (field: LeadField): string => {
    if (field === 'phone') return t('leads.form.phone');
    if (field === 'name' && type === 'person') return t('fields.personName');
    return t(`fields.${field}`);
  };
  const hint = (field: LeadField): string | undefined =>
    field === 'businessid' ? t('fields.businessidHint') : field === 'phone' ? t('leads.form.phoneHint') : undefined;
  const described = (field: LeadField) => ({ label: label(field), error: error(field), hint: hint(field) });

  return (
    <FieldGrid minColumnWidth={220}>
      <Select label={t('fields.type')} {...typeField}>
        {customerTypes.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </Select>
      {fieldsForLead(type).map((field) => {
        if (field === 'description') {
          return (
            <WideField key={field}>
              <TextArea {...form.register(field)} label={label(field)} error={error(field)} rows={3} maxLength={5000} />
            </WideField>
          );
        }
        if (field === 'country') {
          // The business id's checksum depends on the country: checked again.
          return <CountryField key={field} {...form.register(field, { deps: ['businessid'] })} label={label(field)} error={error(field)} current={form.getValues(field)} />;
        }
        const input = (
          <TextInput
            {...form.register(field)}
            {...described(field)}
            required={field === 'name'}
            maxLength={field === 'name' ? 300 : field === 'phone' ? 40 : undefined}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
          />
        );
        return wide.includes(field) ? <WideField key={field}>{input}</WideField> : <Fragment key={field}>{input}</Fragment>;
      })}
    </FieldGrid>
  );
};
