import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Modal, Select, Spinner, TextArea, TextInput } from '@tunne/design-system';
import { currentLanguage, fieldProblemText, useErrorText, useLoad } from '@tunne/app-kit';
import { isUiLanguage, languages, type Letter } from '@tunne/contracts';
import { getCustomerContact, recipientOf } from '../../../shared/customer-api.ts';
import { ItemFiles } from '../../../shared/ItemFiles.tsx';
import { sendItem, uploadItemFile } from '../../../shared/item-api.ts';
import { PendingFiles } from '../../../shared/PendingFiles.tsx';
import { TemplateInsert, withTemplate } from '../../../shared/TemplateInsert.tsx';
import { eddOverrideRetry, FrozenSendNote, isEddRefusal, isSendRefusal, SendRefusal, type EddOverrideSend } from '../../../shared/SendRefusal.tsx';
import * as styles from '../../../shared/Form.module.css';
import { createLetter, updateLetter } from '../api.ts';
import { letterBody, letterInitialValues, letterResolver, type LetterFormValues } from '../letter-form.ts';

type Props = {
  customerId: string;
  /** The draft being edited; null for a new message. */
  letter: Letter | null;
  onSaved: (letter: Letter, next: 'done' | 'sendLater') => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  /** A draft saved while its send was refused (shown in the list; the dialog stays open on it). */
  onDraft?: (item: Letter) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

type Action = 'draft' | 'now' | 'later';

/** The secure message form (spec §3 Secure message): a new one starts with the customer's contact and language. */
export const LetterDialog = (props: Props) => {
  const { t } = useTranslation('outbound');
  const isNew = props.letter === null;
  const customer = useLoad((signal) => (isNew ? getCustomerContact(props.customerId, signal) : Promise.resolve(null)), [props.customerId, isNew]);
  const title = isNew ? t('letters.newTitle') : t('letters.editTitle');
  if (isNew && customer.state === 'loading') {
    return (
      <Modal open title={title} onClose={props.onClose} closeLabel={t('common.close')} size="lg">
        <Spinner label={t('common.loading')} size="sm" showLabel />
      </Modal>
    );
  }
  const contact = customer.state === 'done' ? customer.data : null;
  const ui = currentLanguage();
  const initial = letterInitialValues(props.letter, { email: recipientOf(contact), language: contact?.language ?? (isUiLanguage(ui) ? ui : 'fi') });
  // A new message knows the customer's freeze from its contact (the card passes it too).
  return <LetterForm {...props} frozen={props.frozen ?? contact?.is_frozen ?? false} title={title} initial={initial} />;
};

const LetterForm = ({ title, customerId, letter, initial, frozen = false, onSaved, onDraft, onClose, onError }: Props & { title: string; initial: LetterFormValues }) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const formId = useId();
  const frozenNoteId = useId();
  const resolver = useMemo(() => letterResolver(), []);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<LetterFormValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const [files, setFiles] = useState<File[]>([]);
  const [draftFiles, setDraftFiles] = useState(() => letter?.files ?? []);
  // The draft this dialog edits: the one opened, or the one it saved before a refused send.
  const [draft, setDraft] = useState<Letter | null>(letter);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An EDD refusal: an admin may repeat the same send with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const keepDraft = (saved: Letter) => {
    setDraft(saved);
    setDraftFiles(saved.files);
    setFiles([]);
    onDraft?.(saved);
  };
  const problem = (field: keyof LetterFormValues) => fieldProblemText(t, 'outbound', field, errors[field]?.message);

  const save = async (values: LetterFormValues): Promise<Letter> => {
    const body = letterBody(values);
    if (draft) return updateLetter(draft.id, body);
    const created = await createLetter(customerId, body);
    const uploaded = [];
    for (const file of files) uploaded.push(await uploadItemFile('letters', created.id, file));
    return { ...created, files: [...created.files, ...uploaded] };
  };

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      setBusy(action);
      setRefusal(null);
      setOverride(null);
      let saved: Letter | null = null;
      try {
        saved = await save(values);
        if (action === 'now') saved = await sendItem<Letter>('letters', saved.id, { mode: 'NOW' });
        onSaved(saved, action === 'later' ? 'sendLater' : 'done');
      } catch (error) {
        if (saved && isSendRefusal(error)) {
          // Refused (the customer is frozen, …): said here; the dialog stays open on the saved draft.
          keepDraft(saved);
          setRefusal(errorText(error));
          const draftItem = saved;
          if (action === 'now' && isEddRefusal(error)) {
            setOverride(() => eddOverrideRetry(
              (reason) => sendItem<Letter>('letters', draftItem.id, { mode: 'NOW', edd_override_reason: reason }),
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
          <legend className={styles.legend}>{t('letters.groups.recipient')}</legend>
          <div className={styles.row}>
            <TextInput label={t('fields.email')} type="email" required autoComplete="off" {...register('email')} error={problem('email')} />
            <Select label={t('fields.language')} {...register('language')}>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </Select>
          </div>
          <TextInput label={t('fields.tel')} type="tel" autoComplete="off" hint={t('letters.telHint')} {...register('tel')} error={problem('tel')} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('letters.groups.message')}</legend>
          <TemplateInsert field={t('fields.text')} onInsert={(text) => setValue('text', withTemplate(getValues('text'), text), { shouldDirty: true, shouldValidate: true })} />
          <TextArea label={t('fields.text')} required markRequired rows={6} {...register('text')} error={problem('text')} />
          <Checkbox label={t('letters.allowAnswer')} {...register('allow_answer')} />
          <TextArea label={t('fields.note')} hint={t('fields.noteHint')} rows={2} {...register('note')} error={problem('note')} />
          <span className={styles.label}>{t('files.attachments')}</span>
          {draft ? (
            <ItemFiles
              kind="letters"
              itemId={draft.id}
              files={draftFiles}
              label={t('files.attachments')}
              canEdit
              onRemoved={(id) => setDraftFiles((current) => current.filter((file) => file.id !== id))}
              onAdded={(file) => setDraftFiles((current) => [...current, file])}
              onError={onError}
            />
          ) : (
            <PendingFiles files={files} onChange={setFiles} />
          )}
        </fieldset>
      </form>
    </Modal>
  );
};
