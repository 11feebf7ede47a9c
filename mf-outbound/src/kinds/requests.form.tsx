import { useTranslation } from 'react-i18next';
import { TextArea } from '@tunne/design-system';
import type { Request, RequestBody, RequestDefaults } from '@tunne/contracts';
import { createRequest, getRequestDefaults, saveRequestDefaults, updateRequest } from '../features/requests/api.ts';
import { RequestAsks } from '../features/requests/components/RequestFields.tsx';
import { defaultsBody, initialValues, requestBody, requestResolver, type RequestFormValues } from '../features/requests/request-form.ts';
import { getCustomerContact, recipientOf } from '../shared/customer-api.ts';
import { problemText, RecipientGroup, TemplateInsertFor } from '../shared/ItemDialogParts.tsx';
import * as styles from '../shared/Form.module.css';
import { optional, startLanguage, type FormKind, type FormStart, type KindFieldsProps } from './form-kind.ts';

// The request form (spec §3 Request, §4): a new one starts from the user's defaults and the customer's contact.

type RequestStart = FormStart & { defaults: RequestDefaults | null };

/** The request form's groups: the recipient, what is asked, prefill and autofill, the message. */
const RequestFormFields = ({ form, attachments }: KindFieldsProps<RequestFormValues, RequestStart>) => {
  const { t } = useTranslation('outbound');
  const { register, formState, watch } = form;
  const email = watch('email');
  const problem = (field: 'email' | 'description' | 'note') =>
    field === 'email' && formState.errors.email && email.trim() === '' ? t('validation.email.required') : problemText(t, formState.errors, field);
  return (
    <>
      <RecipientGroup legend={t('requests.groups.recipient')} email={register('email')} emailError={problem('email')} language={register('language')} />
      <RequestAsks form={form} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('requests.groups.message')}</legend>
        <TemplateInsertFor form={form} name="description" field={t('fields.description')} />
        <TextArea label={t('fields.description')} hint={t('requests.descriptionHint')} rows={3} {...register('description')} error={problem('description')} />
        <TextArea label={t('fields.note')} hint={t('fields.noteHint')} rows={2} {...register('note')} error={problem('note')} />
        <div className={styles.ask}>
          <span className={styles.label}>{t('files.attachments')}</span>
          {attachments}
        </div>
      </fieldset>
    </>
  );
};

export const requestForm: FormKind<Request, RequestFormValues, RequestBody, RequestStart> = {
  kind: 'requests',
  prepare: async (customerId, signal) => {
    const [defaults, contact] = await Promise.all([optional(getRequestDefaults(signal), signal), optional(getCustomerContact(customerId, signal), signal)]);
    return { defaults, contact };
  },
  initial: (request, start) =>
    request
      ? initialValues(request, { email: request.email, language: request.language })
      : initialValues(start?.defaults ?? null, { email: recipientOf(start?.contact ?? null), language: startLanguage(start?.contact) }),
  resolver: requestResolver,
  body: requestBody,
  create: createRequest,
  update: updateRequest,
  saveDefaults: (values) => saveRequestDefaults(defaultsBody(values)),
  attachments: true,
  Fields: RequestFormFields,
};
