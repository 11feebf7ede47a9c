import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorTextFor } from '@tunne/app-kit';
import type { Esignature } from '@tunne/contracts';
import { esignatureForm } from '../../../kinds/esignatures.form.tsx';
import { ItemDialogFrame, type DialogAction } from '../../../shared/ItemDialogFrame.tsx';
import { EddOverride, isEddRefusal, type EddOverrideSend } from '../../../shared/SendRefusal.tsx';
import * as styles from '../../../shared/Form.module.css';
import { addSignatory, sendEsignature, uploadEsignatureFile } from '../api.ts';
import type { EsignatureFormValues } from '../esignature-form.ts';
import { EsignatureFilesField, type LocalFile } from './EsignatureFilesField.tsx';
import { SignatoriesField, type LocalSignatory } from './SignatoriesField.tsx';

type Props = {
  customerId: string;
  /** The DRAFT being edited; null for a new e-signature. */
  esignature: Esignature | null;
  /** Something was saved (the dialog may stay open: a later step failed). */
  onChanged: (esignature: Esignature) => void;
  /** Everything was saved (and sent, when asked). */
  onDone: (esignature: Esignature, sent: boolean) => void;
  /** The customer is frozen: "save and send" is disabled and says why (the service refuses it too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/**
 * The e-signature form (spec §3 E-signature, Signatory): the document's texts, its PDF files and the signatories by
 * signing order. A new one is saved in steps — the e-signature, then each file, then each signatory — with progress;
 * when a step fails what was saved stays and the form says what failed.
 */
export const EsignatureDialog = ({ customerId, esignature, onChanged, onDone, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const kind = esignatureForm;
  const resolver = useMemo(() => kind.resolver(), [kind]);
  const form = useForm<EsignatureFormValues>({ mode: 'onTouched', resolver, defaultValues: kind.initial(esignature, null) });
  const [saved, setSaved] = useState<Esignature | null>(esignature);
  const [files, setFiles] = useState<LocalFile[]>([]);
  const [signatories, setSignatories] = useState<LocalSignatory[]>([]);
  const [busy, setBusy] = useState<DialogAction | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The send was refused for the customer's EDD: an admin may repeat it with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);

  const keep = (next: Esignature) => {
    setSaved(next);
    onChanged(next);
  };

  /** Saves in steps; a failed step leaves what was saved and says what failed. */
  const run = (action: DialogAction) =>
    form.handleSubmit(async (values) => {
      setBusy(action);
      setFailure(null);
      setOverride(null);
      let current = saved;
      let step = t('esignatures.step.esignature');
      try {
        setProgress(t('esignatures.progress.esignature'));
        const body = kind.body(values);
        current = current ? await kind.update(current.id, body) : await kind.create(customerId, body);
        keep(current);
        for (const [index, entry] of files.entries()) {
          step = t('esignatures.step.file', { name: entry.name });
          setProgress(t('esignatures.progress.file', { index: index + 1, count: files.length, name: entry.name }));
          current = await uploadEsignatureFile(current.id, entry.file);
          keep(current);
          setFiles((list) => list.filter((candidate) => candidate.id !== entry.id));
        }
        for (const [index, entry] of signatories.entries()) {
          step = t('esignatures.step.signatory', { name: entry.name });
          setProgress(t('esignatures.progress.signatory', { index: index + 1, count: signatories.length, name: entry.name }));
          const { key, ...signatory } = entry;
          current = await addSignatory(current.id, signatory);
          keep(current);
          setSignatories((list) => list.filter((candidate) => candidate.key !== key));
        }
        if (action === 'now') {
          step = t('esignatures.step.send');
          setProgress(t('esignatures.progress.send'));
          current = await sendEsignature(current.id);
          keep(current);
        }
        onDone(current, action === 'now');
      } catch (error) {
        if (!current) {
          onError(error);
        } else {
          setFailure(t('esignatures.partial', { step, reason: errorTextFor(t, error) }));
          const draft = current;
          if (action === 'now' && isEddRefusal(error)) {
            setOverride(() => async (reason: string) => {
              try {
                const sent = await sendEsignature(draft.id, reason);
                keep(sent);
                onDone(sent, true);
              } catch (retryError) {
                setFailure(t('esignatures.partial', { step: t('esignatures.step.send'), reason: errorTextFor(t, retryError) }));
              }
            });
          }
        }
      } finally {
        setBusy(null);
        setProgress(null);
      }
    });

  const { Fields } = kind;
  return (
    <ItemDialogFrame
      title={esignature ? t('esignatures.editTitle') : t('esignatures.newTitle')}
      busy={busy}
      frozen={frozen}
      sendLabel={t('esignatures.saveAndSend')}
      sendLater={false}
      run={run}
      onClose={onClose}
    >
      {progress && (
        <p className={styles.hint} role="status" aria-live="polite" data-progress="">
          {progress}
        </p>
      )}
      {failure && (
        <p className={styles.problem} role="alert" data-failure="">
          {failure}
        </p>
      )}
      {override && failure && <EddOverride onOverride={override} />}
      <Fields form={form} start={null} attachments={null} />
      <EsignatureFilesField saved={saved} files={files} onFilesChange={setFiles} onChanged={keep} onProgress={setProgress} onError={onError} />
      <SignatoriesField saved={saved} signatories={signatories} onSignatoriesChange={setSignatories} onChanged={keep} onError={onError} />
    </ItemDialogFrame>
  );
};
