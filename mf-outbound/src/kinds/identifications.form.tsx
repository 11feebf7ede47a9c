import { useTranslation } from 'react-i18next';
import { Button, Checkbox, TextArea, TextInput } from '@tunne/design-system';
import {
  isLocalEidMethod, type EidMethod, type EidMethodAvailability, type Identification, type IdentificationBody, type IdentificationDefaultsBody,
} from '@tunne/contracts';
import { createIdentification, getIdentificationDefaults, saveIdentificationDefaults, updateIdentification } from '../features/identifications/api.ts';
import {
  identificationBody, identificationDefaultsBody, identificationResolver, initialIdentificationValues, type IdentificationFormValues,
} from '../features/identifications/identification-form.ts';
import { getCustomerContact, listCustomerPersons, recipientOf } from '../shared/customer-api.ts';
import { EidMethodsField } from '../shared/EidMethodsField.tsx';
import { listEids } from '../shared/eid-methods.ts';
import { LanguageSelect, problemText, TemplateInsertFor } from '../shared/ItemDialogParts.tsx';
import * as styles from '../shared/Form.module.css';
import { optional, startLanguage, type FormKind, type FormStart, type KindFieldsProps } from './form-kind.ts';

// The identification form (spec §3 Identification, §4): a new one starts from the user's defaults and the customer.

type IdentificationStart = FormStart & {
  defaults: IdentificationDefaultsBody | null;
  eids: EidMethodAvailability[] | null;
  /** A business customer's persons who may be identified for it, offered by name. */
  persons: string[];
};

/** The first method with a provider that identifies strongly (not a drawn signature or a photographed document). */
const firstStrongMethod = (eids: EidMethodAvailability[] | null): EidMethod[] => {
  const first = eids?.find((entry) => entry.available && !isLocalEidMethod(entry.method));
  return first ? [first.method] : [];
};

/** The person and their e-mail, the message, the eID methods offered, the PEP question. */
const IdentificationFormFields = ({ form, start }: KindFieldsProps<IdentificationFormValues, IdentificationStart>) => {
  const { t } = useTranslation('outbound');
  const { register, setValue, watch, formState } = form;
  const { errors, isSubmitted } = formState;
  const methods = watch('available_eidmethods');
  const askPep = watch('ask_pep');
  const persons = start?.persons ?? [];
  const problem = (field: 'name' | 'email' | 'note' | 'description' | 'instructions') => problemText(t, errors, field, field === 'name' ? 'personName' : field);
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('identifications.groups.person')}</legend>
        <div className={styles.row}>
          <TextInput label={t('identifications.name')} required autoComplete="off" {...register('name')} error={problem('name')} />
          <LanguageSelect registration={register('language')} />
        </div>
        {persons.length > 0 && (
          <div className={styles.sub} role="group" aria-label={t('identifications.persons')} data-persons="">
            <span>{t('identifications.persons')}</span>{' '}
            {persons.map((person) => (
              <Button key={person} size="sm" variant="ghost" onClick={() => setValue('name', person, { shouldValidate: isSubmitted })}>
                {person}
              </Button>
            ))}
          </div>
        )}
        <TextInput label={t('fields.email')} type="email" required autoComplete="off" {...register('email')} error={problem('email')} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('identifications.groups.message')}</legend>
        <TemplateInsertFor form={form} name="note" field={t('identifications.note')} />
        <TextArea label={t('identifications.note')} hint={t('identifications.noteHint')} rows={3} {...register('note')} error={problem('note')} />
        <TextArea label={t('identifications.description')} hint={t('identifications.descriptionHint')} rows={2} {...register('description')} error={problem('description')} />
        <TextArea label={t('identifications.instructions')} hint={t('identifications.instructionsHint')} rows={2} {...register('instructions')} error={problem('instructions')} />
      </fieldset>

      <EidMethodsField
        legend={t('eid.legend')}
        value={methods}
        onChange={(next) => setValue('available_eidmethods', next, { shouldValidate: isSubmitted })}
        noneChosen={errors.available_eidmethods !== undefined && methods.length === 0}
      />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('identifications.groups.pep')}</legend>
        <Checkbox label={t('identifications.ask_pep')} {...register('ask_pep')} />
        {askPep && (
          <div className={styles.sub}>
            <Checkbox label={t('identifications.autofill_pep')} {...register('autofill_pep')} />
          </div>
        )}
      </fieldset>
    </>
  );
};

export const identificationForm: FormKind<Identification, IdentificationFormValues, IdentificationBody, IdentificationStart> = {
  kind: 'identifications',
  prepare: async (customerId, signal) => {
    const [defaults, contact, eids] = await Promise.all([
      optional(getIdentificationDefaults(signal), signal),
      optional(getCustomerContact(customerId, signal), signal),
      optional(listEids(signal), signal),
    ]);
    // A company is not identified: its persons are (responsible persons, beneficiaries), offered by name.
    const persons = contact?.type === 'business' ? await optional(listCustomerPersons(customerId, signal), signal) : null;
    return { defaults, contact, eids, persons: persons ?? [] };
  },
  initial: (identification, start) => {
    if (identification) return initialIdentificationValues(identification, identification);
    const defaults = start?.defaults ?? null;
    const contact = start?.contact ?? null;
    return initialIdentificationValues(
      {
        ...defaults,
        // Without saved defaults the first strong method the organisation has a provider for is chosen.
        available_eidmethods: defaults?.available_eidmethods?.length ? defaults.available_eidmethods : firstStrongMethod(start?.eids ?? null),
      },
      { name: contact?.type === 'business' ? '' : (contact?.name ?? ''), email: recipientOf(contact), language: startLanguage(contact) },
    );
  },
  resolver: identificationResolver,
  body: identificationBody,
  create: createIdentification,
  update: updateIdentification,
  saveDefaults: (values) => saveIdentificationDefaults(identificationDefaultsBody(values)),
  Fields: IdentificationFormFields,
};
