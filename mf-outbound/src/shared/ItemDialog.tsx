import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText, useLoad } from '@tunne/app-kit';
import type { OutboundFile } from '@tunne/contracts';
import type { FormKind, FormStart } from '../kinds/form-kind.ts';
import { ItemFiles } from './ItemFiles.tsx';
import { sendItem, uploadItemFile } from './item-api.ts';
import { ItemDialogFrame, ItemDialogLoading, type DialogAction } from './ItemDialogFrame.tsx';
import { SaveDefaults } from './ItemDialogParts.tsx';
import { PendingFiles } from './PendingFiles.tsx';
import { eddOverrideRetry, isEddRefusal, isSendRefusal, SendRefusal, type EddOverrideSend } from './SendRefusal.tsx';

/** An item mailed to its recipient (request, secure message, identification): a draft, sent now or later. */
type MailedItem = { id: string; files: OutboundFile[] };

/** What every mailed item's dialog takes; its wrapper adds the item being edited under its own name. */
export type ItemDialogProps<Item> = {
  customerId: string;
  /** The saved item (and whether the user asked to choose a later send time next). */
  onSaved: (item: Item, next: 'done' | 'sendLater') => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  /** A draft saved while its send was refused (shown in the list; the dialog stays open on it). */
  onDraft?: (item: Item) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

type Props<Item extends MailedItem, Values extends FieldValues, Body, Start extends FormStart> = ItemDialogProps<Item> & {
  kind: FormKind<Item, Values, Body, Start>;
  /** The draft being edited; null for a new item. */
  item: Item | null;
};

/** A mailed item's form (spec §3, §4): a new one opens once what it starts from is loaded, a draft at once. */
export const ItemDialog = <Item extends MailedItem, Values extends FieldValues, Body, Start extends FormStart>(props: Props<Item, Values, Body, Start>) => {
  const { t } = useTranslation('outbound');
  const { kind, item, customerId } = props;
  const isNew = item === null;
  const start = useLoad((signal) => (isNew && kind.prepare ? kind.prepare(customerId, signal) : Promise.resolve(null)), [customerId, isNew]);
  const title = t(`${kind.kind}.${isNew ? 'newTitle' : 'editTitle'}`);
  if (isNew && start.state === 'loading') return <ItemDialogLoading title={title} onClose={props.onClose} />;
  const started = start.state === 'done' ? start.data : null;
  // A new form knows the customer's freeze from its contact (the card passes it too).
  return <ItemForm {...props} title={title} start={started} frozen={props.frozen ?? started?.contact?.is_frozen ?? false} />;
};

type FormProps<Item extends MailedItem, Values extends FieldValues, Body, Start extends FormStart> = Props<Item, Values, Body, Start> & {
  title: string;
  start: Start | null;
  frozen: boolean;
};

const ItemForm = <Item extends MailedItem, Values extends FieldValues, Body, Start extends FormStart>({
  kind, title, customerId, item, start, frozen, onSaved, onDraft, onClose, onError,
}: FormProps<Item, Values, Body, Start>) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const resolver = useMemo(() => kind.resolver(), [kind]);
  const [initial] = useState(() => kind.initial(item, start));
  const form = useForm<Values>({ mode: 'onTouched', resolver, defaultValues: initial as DefaultValues<Values> });
  const [files, setFiles] = useState<File[]>([]);
  // The draft this dialog edits: the one opened, or the one it saved before a refused send.
  const [draft, setDraft] = useState<Item | null>(item);
  const [draftFiles, setDraftFiles] = useState<OutboundFile[]>(() => item?.files ?? []);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An EDD refusal: an admin may repeat the same send with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);
  const [busy, setBusy] = useState<DialogAction | 'defaults' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const keepDraft = (saved: Item) => {
    setDraft(saved);
    setDraftFiles(saved.files);
    setFiles([]);
    onDraft?.(saved);
  };

  const save = async (values: Values): Promise<Item> => {
    const body = kind.body(values);
    if (draft) return kind.update(draft.id, body);
    const created = await kind.create(customerId, body);
    if (files.length === 0) return created;
    const uploaded: OutboundFile[] = [];
    for (const file of files) uploaded.push(await uploadItemFile(kind.kind, created.id, file));
    return { ...created, files: [...created.files, ...uploaded] };
  };

  const run = (action: DialogAction) =>
    form.handleSubmit(async (values) => {
      setBusy(action);
      setRefusal(null);
      setOverride(null);
      let saved: Item | null = null;
      try {
        saved = await save(values);
        if (action === 'now') saved = await sendItem<Item>(kind.kind, saved.id, { mode: 'NOW' });
        onSaved(saved, action === 'later' ? 'sendLater' : 'done');
      } catch (error) {
        if (saved && isSendRefusal(error)) {
          // Refused (the customer is frozen, …): said here; the dialog stays open on the saved draft.
          keepDraft(saved);
          setRefusal(errorText(error));
          const draftItem = saved;
          if (action === 'now' && isEddRefusal(error)) {
            setOverride(() => eddOverrideRetry(
              (reason) => sendItem<Item>(kind.kind, draftItem.id, { mode: 'NOW', edd_override_reason: reason }),
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

  const handleDefaults = async (saveDefaults: (values: Values) => Promise<unknown>) => {
    setBusy('defaults');
    setNotice(null);
    try {
      await saveDefaults(form.getValues());
      setNotice(t(`${kind.kind}.defaultsSaved`));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  const attachments = !kind.attachments ? null : draft ? (
    <ItemFiles
      kind={kind.kind}
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
  );
  const { Fields, saveDefaults } = kind;
  return (
    <ItemDialogFrame title={title} busy={busy} frozen={frozen} sendLabel={t('actions.sendNow')} sendLater run={run} onClose={onClose}>
      <SendRefusal text={refusal} onOverride={override} />
      <Fields form={form} start={start} attachments={attachments} />
      {saveDefaults && (
        <SaveDefaults label={t(`${kind.kind}.saveDefaults`)} notice={notice} busy={busy === 'defaults'} onSave={() => void handleDefaults(saveDefaults)} />
      )}
    </ItemDialogFrame>
  );
};
