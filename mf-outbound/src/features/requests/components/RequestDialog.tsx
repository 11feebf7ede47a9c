import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@tunne/design-system';
import { currentLanguage, useErrorText, useLoad } from '@tunne/app-kit';
import { isUiLanguage, type Request } from '@tunne/contracts';
import { getCustomerContact, recipientOf } from '../../../shared/customer-api.ts';
import { sendItem, uploadItemFile } from '../../../shared/item-api.ts';
import * as styles from '../../../shared/Form.module.css';
import { eddOverrideRetry, FrozenSendNote, isEddRefusal, isSendRefusal, SendRefusal, type EddOverrideSend } from '../../../shared/SendRefusal.tsx';
import { createRequest, getRequestDefaults, saveRequestDefaults, updateRequest } from '../api.ts';
import { defaultsBody, initialValues, requestBody, requestResolver, type RequestFormValues } from '../request-form.ts';
import { RequestFields } from './RequestFields.tsx';

type Props = {
  customerId: string;
  /** The draft being edited; null for a new request. */
  request: Request | null;
  /** The saved request (and whether the user asked to choose a later send time next). */
  onSaved: (request: Request, next: 'done' | 'sendLater') => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  /** A draft saved while its send was refused (shown in the list; the dialog stays open on it). */
  onDraft?: (item: Request) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

type Action = 'draft' | 'now' | 'later';

/** The request form (spec §3 Request, §4): a new one starts from the user's defaults and the customer's contact. */
export const RequestDialog = ({ customerId, request, frozen, onSaved, onDraft, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const isNew = request === null;
  const defaults = useLoad((signal) => (isNew ? getRequestDefaults(signal) : Promise.resolve(null)), [isNew]);
  const customer = useLoad((signal) => (isNew ? getCustomerContact(customerId, signal) : Promise.resolve(null)), [customerId, isNew]);
  // A draft opens at once; a new form waits for the defaults and the customer's contact.
  const ready = !isNew || (defaults.state !== 'loading' && customer.state !== 'loading');
  const title = isNew ? t('requests.newTitle') : t('requests.editTitle');
  if (!ready) {
    return (
      <Modal open title={title} onClose={onClose} closeLabel={t('common.close')} size="lg">
        <Spinner label={t('common.loading')} size="sm" showLabel />
      </Modal>
    );
  }
  return (
        <RequestForm
          title={title}
          customerId={customerId}
          request={request}
          initial={
            request
              ? initialValues(request, { email: request.email, language: request.language })
              : initialValues(defaults.state === 'done' ? defaults.data : null, {
                  email: recipientOf(customer.state === 'done' ? customer.data : null),
                  language: (customer.state === 'done' ? customer.data?.language : null) ?? (isUiLanguage(currentLanguage()) ? currentLanguage() : 'fi'),
                })
          }
          frozen={frozen ?? (customer.state === 'done' ? customer.data?.is_frozen : undefined) ?? false}
          onSaved={onSaved}
          {...(onDraft ? { onDraft } : {})}
          onClose={onClose}
          onError={onError}
        />
  );
};

type FormProps = Props & { title: string; initial: RequestFormValues };

const RequestForm = ({ title, customerId, request, initial, frozen = false, onSaved, onDraft, onClose, onError }: FormProps) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  const resolver = useMemo(() => requestResolver(), []);
  const form = useForm<RequestFormValues>({ mode: 'onTouched', resolver, defaultValues: initial });
  const { handleSubmit, getValues } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState<Action | 'defaults' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The draft this dialog edits: the one opened, or the one it saved before a refused send.
  const [draft, setDraft] = useState<Request | null>(request);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An EDD refusal: an admin may repeat the same send with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);
  const keepDraft = (saved: Request) => {
    setDraft(saved);
    setFiles([]);
    onDraft?.(saved);
  };

  const save = async (values: RequestFormValues): Promise<Request> => {
    const body = requestBody(values);
    if (draft) return updateRequest(draft.id, body);
    const created = await createRequest(customerId, body);
    const uploaded = [];
    for (const file of files) uploaded.push(await uploadItemFile('requests', created.id, file));
    return { ...created, files: [...created.files, ...uploaded] };
  };

  const run = (action: Action) =>
    handleSubmit(async (values) => {
      setBusy(action);
      setRefusal(null);
      setOverride(null);
      let saved: Request | null = null;
      try {
        saved = await save(values);
        if (action === 'now') saved = await sendItem<Request>('requests', saved.id, { mode: 'NOW' });
        onSaved(saved, action === 'later' ? 'sendLater' : 'done');
      } catch (error) {
        if (saved && isSendRefusal(error)) {
          // Refused (the customer is frozen, …): said here; the dialog stays open on the saved draft.
          keepDraft(saved);
          setRefusal(errorText(error));
          const draftItem = saved;
          if (action === 'now' && isEddRefusal(error)) {
            setOverride(() => eddOverrideRetry(
              (reason) => sendItem<Request>('requests', draftItem.id, { mode: 'NOW', edd_override_reason: reason }),
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
      await saveRequestDefaults(defaultsBody(getValues()));
      setNotice(t('requests.defaultsSaved'));
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
      <RequestFields form={form} request={draft} files={files} onFilesChange={setFiles} onError={onError} />
      <div className={styles.defaults}>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <Button size="sm" onClick={() => void handleDefaults()} loading={busy === 'defaults'}>
          {t('requests.saveDefaults')}
        </Button>
      </div>
    </form>
    </Modal>
  );
};
