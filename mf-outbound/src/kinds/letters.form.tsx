import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea, TextInput } from '@tunne/design-system';
import type { Letter, LetterBody } from '@tunne/contracts';
import { createLetter, updateLetter } from '../features/letters/api.ts';
import { letterBody, letterInitialValues, letterResolver, type LetterFormValues } from '../features/letters/letter-form.ts';
import { getCustomerContact, recipientOf } from '../shared/customer-api.ts';
import { problemText, RecipientGroup, TemplateInsertFor } from '../shared/ItemDialogParts.tsx';
import * as styles from '../shared/Form.module.css';
import { optional, startLanguage, type FormKind, type FormStart, type KindFieldsProps } from './form-kind.ts';

// The secure message form (spec §3 Secure message): a new one starts with the customer's contact and language.

/** The recipient (e-mail, language, a phone for the SMS code) and the message with its attachments. */
const LetterFormFields = ({ form, attachments }: KindFieldsProps<LetterFormValues, FormStart>) => {
  const { t } = useTranslation('outbound');
  const { register, formState } = form;
  const problem = (field: keyof LetterFormValues) => problemText(t, formState.errors, field);
  return (
    <>
      <RecipientGroup legend={t('letters.groups.recipient')} email={register('email')} emailError={problem('email')} language={register('language')}>
        <TextInput label={t('fields.tel')} type="tel" autoComplete="off" hint={t('letters.telHint')} {...register('tel')} error={problem('tel')} />
      </RecipientGroup>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('letters.groups.message')}</legend>
        <TemplateInsertFor form={form} name="text" field={t('fields.text')} validate />
        <TextArea label={t('fields.text')} required markRequired rows={6} {...register('text')} error={problem('text')} />
        <Checkbox label={t('letters.allowAnswer')} {...register('allow_answer')} />
        <TextArea label={t('fields.note')} hint={t('fields.noteHint')} rows={2} {...register('note')} error={problem('note')} />
        <span className={styles.label}>{t('files.attachments')}</span>
        {attachments}
      </fieldset>
    </>
  );
};

export const letterForm: FormKind<Letter, LetterFormValues, LetterBody> = {
  kind: 'letters',
  prepare: async (customerId, signal) => ({ contact: await optional(getCustomerContact(customerId, signal), signal) }),
  initial: (letter, start) => letterInitialValues(letter, { email: recipientOf(start?.contact ?? null), language: startLanguage(start?.contact) }),
  resolver: letterResolver,
  body: letterBody,
  create: createLetter,
  update: updateLetter,
  attachments: true,
  Fields: LetterFormFields,
};
