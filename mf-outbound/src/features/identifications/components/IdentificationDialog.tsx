import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Modal, Select, Spinner, TextArea, TextInput } from '@tunne/design-system';
import { currentLanguage, fieldProblemText, useErrorText, useLoad } from '@tunne/app-kit';
import { isLocalEidMethod, isUiLanguage, languages, type EidMethod, type EidMethodAvailability, type Identification } from '@tunne/contracts';
import { getCustomerContact, listCustomerPersons, recipientOf } from '../../../shared/customer-api.ts';
import { EidMethodsField } from '../../../shared/EidMethodsField.tsx';
import { listEids } from '../../../shared/eid-methods.ts';
import { TemplateInsert, withTemplate } from '../../../shared/TemplateInsert.tsx';
import { sendItem } from '../../../shared/item-api.ts';
import * as styles from '../../../shared/Form.module.css';
import { eddOverrideRetry, FrozenSendNote, isEddRefusal, isSendRefusal, SendRefusal, type EddOverrideSend } from '../../../shared/SendRefusal.tsx';
import { createIdentification, getIdentificationDefaults, saveIdentificationDefaults, updateIdentification } from '../api.ts';
import {
  identificationBody, identificationDefaultsBody, identificationResolver, initialIdentificationValues, type IdentificationFormValues,
} from '../identification-form.ts';

type Props = {
  customerId: string;
  /** The draft being edited; null for a new identification. */
  identification: Identification | null;
  /** The saved identification (and whether the user asked to choose a later send time next). */
  onSaved: (identification: Identification, next: 'done' | 'sendLater') => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  /** A draft saved while its send was refused (shown in the list; the dialog stays open on it). */
  onDraft?: (item: Identification) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

type Action = 'draft' | 'now' | 'later';

/** The identification form (spec §3 Identification, §4): a new one starts from the user's defaults and the customer. */
export const IdentificationDialog = ({ customerId, identification, frozen, onSaved, onDraft, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const isNew = identification === null;
  const defaults = useLoad((signal) => (isNew ? getIdentificationDefaults(signal) : Promise.resolve(null)), [isNew]);
  const customer = useLoad((signal) => (isNew ? getCustomerContact(customerId, signal) : Promise.resolve(null)), [customerId, isNew]);
  const eids = useLoad((signal) => (isNew ? listEids(signal) : Promise.resolve(null)), [isNew]);
  const contact = customer.state === 'done' ? customer.data : null;
  const isBusiness = contact?.type === 'business';
  // A company is not identified: its persons are (responsible persons, beneficiaries), offered by name.
  const persons = useLoad((signal) => (isNew && isBusiness ? listCustomerPersons(customerId, signal) : Promise.resolve([])), [customerId, isNew, isBusiness]);
  const ready = !isNew || (defaults.state !== 'loading' && customer.state !== 'loading' && eids.state !== 'loading' && persons.state !== 'loading');
  const title = isNew ? t('identifications.newTitle') : t('identifications.editTitle');
  if (!ready) {
    return (
      <Modal open title={title} onClose={onClose} closeLabel={t('common.close')} size="lg">
        <Spinner label={t('common.loading')} size="sm" showLabel />
      </Modal>
    );
  }
  const saved = defaults.state === 'done' ? defaults.data : null;
  return (
    <IdentificationForm
      title={title}
      customerId={customerId}
      identification={identification}
      persons={persons.state === 'done' ? persons.data : []}
      initial={
        identification
          ? initialIdentificationValues(identification, { name: identification.name, email: identification.email, language: identification.language })
          : initialIdentificationValues(
              {
                ...saved,
                // Without saved defaults the first strong method the organisation has a provider for is chosen.
                available_eidmethods: saved?.available_eidmethods?.length ? saved.available_eidmethods : firstStrongMethod(eids.state === 'done' ? eids.data : null),
              },
              {
                name: isBusiness ? '' : (contact?.name ?? ''),
                email: recipientOf(contact),
                language: contact?.language ?? (isUiLanguage(currentLanguage()) ? currentLanguage() : 'fi'),
              },
            )
      }
      frozen={frozen ?? contact?.is_frozen ?? false}
      onSaved={onSaved}
      {...(onDraft ? { onDraft } : {})}
      onClose={onClose}
      onError={onError}
    />
  );
};

/** The first method with a provider that identifies strongly (not a drawn signature or a photographed document). */
const firstStrongMethod = (eids: EidMethodAvailability[] | null): EidMethod[] => {
  const first = eids?.find((entry) => entry.available && !isLocalEidMethod(entry.method));
  return first ? [first.method] : [];
};

type FormProps = Props & { title: string; initial: IdentificationFormValues; persons: string[] };

const IdentificationForm = ({ title, customerId, identification, initial, persons, frozen = false, onSaved, onDraft, onClose, onError }: FormProps) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  // The draft this dialog edits: the one opened, or the one it saved before a refused send.
  const [draft, setDraft] = useState<Identification | null>(identification);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An EDD refusal: an admin may repeat the same send with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);
  const keepDraft = (saved: Identification) => {
    setDraft(saved);
    onDraft?.(saved);
  };
  const resolver = useMemo(() => identificationResolver(), []);
  const { register, handleSubmit, getValues, setValue, watch, formState } = useForm<IdentificationFormValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const { errors, isSubmitted } = formState;
  const [busy, setBusy] = useState<Action | 'defaults' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const methods = watch('available_eidmethods');
  const askPep = watch('ask_pep');
  const problem = (field: 'name' | 'email' | 'note' | 'description' | 'instructions') => fieldProblemText(t, 'outbound', field === 'name' ? 'personName' : field, errors[field]?.message);

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      setBusy(action);
      setRefusal(null);
      setOverride(null);
      let saved: Identification | null = null;
      try {
        const body = identificationBody(values);
        saved = draft ? await updateIdentification(draft.id, body) : await createIdentification(customerId, body);
        if (action === 'now') saved = await sendItem<Identification>('identifications', saved.id, { mode: 'NOW' });
        onSaved(saved, action === 'later' ? 'sendLater' : 'done');
      } catch (error) {
        if (saved && isSendRefusal(error)) {
          // Refused (the customer is frozen, …): said here; the dialog stays open on the saved draft.
          keepDraft(saved);
          setRefusal(errorText(error));
          const draftItem = saved;
          if (action === 'now' && isEddRefusal(error)) {
            setOverride(() => eddOverrideRetry(
              (reason) => sendItem<Identification>('identifications', draftItem.id, { mode: 'NOW', edd_override_reason: reason }),
              (sent) => onSaved(sent, 'done'), (refused) => setRefusal(errorText(refused)), onError,
            ));
          }
          return;
        }
        if (saved) onSaved(saved, 'done');
        onError(error);
      } finally {
        setBusy(null);
      }
    });

  const handleDefaults = async () => {
    setBusy('defaults');
    setNotice(null);
    try {
      await saveIdentificationDefaults(identificationDefaultsBody(getValues()));
      setNotice(t('identifications.defaultsSaved'));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={() => busy === null && onClose()}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose} disabled={busy !== null}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy === 'draft'}>
            {t('actions.saveDraft')}
          </Button>
          <Button onClick={() => void run('later')()} loading={busy === 'later'} disabled={frozen} aria-describedby={frozen ? frozenNoteId : undefined}>
            {t('actions.sendLaterEllipsis')}
          </Button>
          <Button variant="primary" onClick={() => void run('now')()} loading={busy === 'now'} disabled={frozen} aria-describedby={frozen ? frozenNoteId : undefined}>
            {t('actions.sendNow')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        aria-busy={busy !== null || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void run('draft')(event);
        }}
      >
        {frozen && <FrozenSendNote id={frozenNoteId} />}
        <SendRefusal text={refusal} onOverride={override} />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('identifications.groups.person')}</legend>
          <div className={styles.row}>
            <TextInput label={t('identifications.name')} required autoComplete="off" {...register('name')} error={problem('name')} />
            <Select label={t('fields.language')} {...register('language')}>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </Select>
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
          <TemplateInsert field={t('identifications.note')} onInsert={(text) => setValue('note', withTemplate(getValues('note'), text), { shouldDirty: true })} />
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

        <div className={styles.defaults}>
          {notice && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          <Button size="sm" onClick={() => void handleDefaults()} loading={busy === 'defaults'}>
            {t('identifications.saveDefaults')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
