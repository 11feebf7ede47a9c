import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, FileList, Modal, Select, TextArea, TextInput, formatFileSize } from '@tunne/design-system';
import { currentLanguage, errorTextFor, fieldProblemText, useErrorText } from '@tunne/app-kit';
import { esignatureFileLimits, isUiLanguage, languages, type Esignature, type SignatoryBody } from '@tunne/contracts';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import { EddOverride, FrozenSendNote, isEddRefusal, type EddOverrideSend } from '../../../shared/SendRefusal.tsx';
import { Sha256 } from '../../../shared/Sha256.tsx';
import * as styles from '../../../shared/Form.module.css';
import * as detail from '../../../shared/Detail.module.css';
import {
  addSignatory, createEsignature, esignatureFileLink, removeEsignatureFile, removeSignatory, sendEsignature, updateEsignature, updateSignatory, uploadEsignatureFile,
} from '../api.ts';
import {
  byOrder, esignatureBody, esignatureResolver, initialEsignatureValues, initialSignatoryValues, isPdf, sha256Of, type EsignatureFormValues,
} from '../esignature-form.ts';
import { SignatoryDialog } from './SignatoryDialog.tsx';

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

/** A PDF chosen before the draft exists, with its SHA-256 computed in the browser. */
type LocalFile = { id: string; file: File; name: string; sha256: string | null };
/** A signatory typed before the draft exists. */
type LocalSignatory = SignatoryBody & { key: string };
/** The signatory being edited: a saved one (by id), a local one (by key), or a new one. */
type Editing = { kind: 'saved'; id: string } | { kind: 'local'; key: string } | { kind: 'new' } | null;

let localKeys = 0;

/**
 * The e-signature form (spec §3 E-signature, Signatory): the document's texts, its PDF files and the signatories by
 * signing order. A new one is saved in steps — the e-signature, then each file, then each signatory — with progress;
 * when a step fails what was saved stays and the form says what failed.
 */
export const EsignatureDialog = ({ customerId, esignature, onChanged, onDone, frozen = false, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const frozenNoteId = useId();
  const errorText = useErrorText();
  const resolver = useMemo(() => esignatureResolver(), []);
  const language = currentLanguage();
  const { register, handleSubmit, watch, formState } = useForm<EsignatureFormValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: initialEsignatureValues(esignature, isUiLanguage(language) ? language : 'fi'),
  });
  const { errors } = formState;
  const [saved, setSaved] = useState<Esignature | null>(esignature);
  const [files, setFiles] = useState<LocalFile[]>([]);
  const [signatories, setSignatories] = useState<LocalSignatory[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The send was refused for the customer's EDD: an admin may repeat it with a reason (issue 25 §3).
  const [override, setOverride] = useState<EddOverrideSend | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const force = watch('force_passportreader');
  const formId = useId();
  const title = esignature ? t('esignatures.editTitle') : t('esignatures.newTitle');
  const problem = (field: keyof EsignatureFormValues & string) => fieldProblemText(t, 'outbound', field, errors[field]?.message as string | undefined);

  const keep = (next: Esignature) => {
    setSaved(next);
    onChanged(next);
  };

  const fileCount = (saved?.files.length ?? 0) + files.length;
  const checkChoice = (chosen: File[]): string | null => {
    if (chosen.some((file) => !(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')))) return errorText('UNSUPPORTED_FILE');
    if (fileCount + chosen.length > esignatureFileLimits.maxFiles) return t('files.tooMany', { count: esignatureFileLimits.maxFiles });
    const large = chosen.find((file) => file.size > esignatureFileLimits.maxBytes);
    return large ? t('files.tooLarge', { name: large.name, size: formatFileSize(esignatureFileLimits.maxBytes, language) }) : null;
  };

  /** Chosen PDFs: checked by content; with a saved draft uploaded at once, else kept with their SHA-256 until saving. */
  const addFiles = async (chosen: File[]) => {
    setRefusal(null);
    for (const file of chosen) {
      if (!(await isPdf(file))) {
        setRefusal(`${file.name}: ${errorText('UNSUPPORTED_FILE')}`);
        return;
      }
    }
    if (saved) {
      try {
        let next = saved;
        for (const [index, file] of chosen.entries()) {
          setProgress(t('esignatures.progress.file', { index: index + 1, count: chosen.length, name: file.name }));
          next = await uploadEsignatureFile(next.id, file);
          keep(next);
        }
      } catch (error) {
        onError(error);
      } finally {
        setProgress(null);
      }
      return;
    }
    const local = await Promise.all(chosen.map(async (file) => ({ id: `local-${(localKeys += 1)}`, file, name: file.name, sha256: await sha256Of(file).catch(() => null) })));
    setFiles((current) => [...current, ...local]);
  };

  const saveSignatory = async (body: SignatoryBody) => {
    const target = editing;
    if (saved && target?.kind === 'saved') keep(await updateSignatory(saved.id, target.id, body));
    else if (saved && target?.kind === 'new') keep(await addSignatory(saved.id, body));
    else if (target?.kind === 'local') setSignatories((current) => current.map((entry) => (entry.key === target.key ? { ...body, key: target.key } : entry)));
    else setSignatories((current) => [...current, { ...body, key: `signatory-${(localKeys += 1)}` }]);
    setEditing(null);
  };

  /** Saves in steps; a failed step leaves what was saved and says what failed. */
  const run = (action: 'draft' | 'send') =>
    handleSubmit(async (values) => {
      setBusy(action);
      setFailure(null);
      setOverride(null);
      let current = saved;
      let step = t('esignatures.step.esignature');
      try {
        setProgress(t('esignatures.progress.esignature'));
        current = current ? await updateEsignature(current.id, esignatureBody(values)) : await createEsignature(customerId, esignatureBody(values));
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
          const { key, ...body } = entry;
          current = await addSignatory(current.id, body);
          keep(current);
          setSignatories((list) => list.filter((candidate) => candidate.key !== key));
        }
        if (action === 'send') {
          step = t('esignatures.step.send');
          setProgress(t('esignatures.progress.send'));
          current = await sendEsignature(current.id);
          keep(current);
        }
        onDone(current, action === 'send');
      } catch (error) {
        if (!current) {
          onError(error);
        } else {
          setFailure(t('esignatures.partial', { step, reason: errorTextFor(t, error) }));
          const draft = current;
          if (action === 'send' && isEddRefusal(error)) {
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

  const savedSignatories = saved?.signatories ?? [];
  const listed = [
    ...savedSignatories.map((signatory) => ({ ...signatory, entry: { kind: 'saved', id: signatory.id } as const })),
    ...signatories.map((signatory) => ({ ...signatory, signorder: signatory.signorder ?? 1, entry: { kind: 'local', key: signatory.key } as const })),
  ];
  const editedInitial = () => {
    if (editing?.kind === 'saved') return initialSignatoryValues(savedSignatories.find((entry) => entry.id === editing.id) ?? null, 1, []);
    if (editing?.kind === 'local') return initialSignatoryValues(signatories.find((entry) => entry.key === editing.key) ?? null, 1, []);
    const last = listed.at(-1);
    return initialSignatoryValues(null, last?.signorder ?? 1, last?.available_eidmethods ?? []);
  };

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
          <Button type="submit" form={formId} loading={busy === 'draft'} disabled={busy === 'send'}>
            {t('actions.saveDraft')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void run('send')()}
            loading={busy === 'send'}
            disabled={busy === 'draft' || frozen}
            aria-describedby={frozen ? frozenNoteId : undefined}
          >
            {t('esignatures.saveAndSend')}
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
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('esignatures.groups.document')}</legend>
          <div className={styles.row}>
            <TextInput label={t('esignatures.signature_name')} hint={t('esignatures.signature_nameHint')} required autoComplete="off" {...register('signature_name')} error={problem('signature_name')} />
            <Select label={t('fields.language')} {...register('language')}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </Select>
          </div>
          <TextInput label={t('esignatures.name')} hint={t('esignatures.nameHint')} autoComplete="off" {...register('name')} error={problem('name')} />
          <TextArea label={t('esignatures.note')} hint={t('esignatures.noteHint')} rows={3} {...register('note')} error={problem('note')} />
          <TextArea label={t('esignatures.description')} hint={t('esignatures.descriptionHint')} rows={2} {...register('description')} error={problem('description')} />
          <TextArea label={t('esignatures.signtext')} hint={t('esignatures.signtextHint')} rows={2} {...register('signtext')} error={problem('signtext')} />
          <div className={styles.options}>
            <Checkbox label={t('esignatures.allow_passportreader')} {...register('allow_passportreader')} checked={force || undefined} disabled={force} />
            <Checkbox label={t('esignatures.force_passportreader')} {...register('force_passportreader')} />
          </div>
        </fieldset>

        <fieldset className={styles.group} data-esignature-files="">
          <legend className={styles.legend}>{t('esignatures.files')}</legend>
          <FileList
            files={[
              ...(saved?.files ?? []).map((file) => ({ id: file.id, name: file.name, size: file.size, pages: file.pages as number | null, sha256: file.sha256 as string | null, local: null as File | null })),
              ...files.map((file) => ({ id: file.id, name: file.name, size: file.file.size, pages: null, sha256: file.sha256, local: file.file })),
            ]}
            label={t('esignatures.files')}
            hrefOf={async (file) => (file.local ? URL.createObjectURL(file.local) : esignatureFileLink(saved?.id ?? '', file.id))}
            downloadLabel={(file) => t('files.download', { name: file.name })}
            details={(file) => (
              <>
                {[file.pages === null ? null : t('esignatures.pages', { count: file.pages }), formatFileSize(file.size, language), file.local ? t('esignatures.notUploaded') : null]
                  .filter(Boolean)
                  .join(' · ')}
                {file.sha256 && <Sha256 value={file.sha256} />}
              </>
            )}
            remove={{
              label: t('common.remove'),
              accessibleName: (file) => t('files.removeNamed', { name: file.name }),
              title: t('files.removeTitle'),
              message: (file) => t('files.removeText', { name: file.name }),
              confirmLabel: t('common.remove'),
              cancelLabel: t('common.cancel'),
              onConfirm: async (file) => {
                if (file.local) setFiles((current) => current.filter((entry) => entry.id !== file.id));
                else if (saved) keep(await removeEsignatureFile(saved.id, file.id));
              },
            }}
            onError={onError}
            empty={<p className={styles.hint}>{t('esignatures.noFiles')}</p>}
            picker={{
              label: t('esignatures.addPdf'),
              busyLabel: t('files.uploading'),
              multiple: true,
              accept: 'application/pdf,.pdf',
              hint: t('esignatures.pdfHint', { count: esignatureFileLimits.maxFiles, size: formatFileSize(esignatureFileLimits.maxBytes, language) }),
              check: checkChoice,
              onFiles: addFiles,
            }}
          />
          {refusal && (
            <p className={styles.problem} role="alert">
              {refusal}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.group} data-signatories="">
          <legend className={styles.legend}>{t('signatories.title')}</legend>
          <p className={styles.hint}>{t('signatories.orderHint')}</p>
          {listed.length === 0 && <p className={styles.hint}>{t('signatories.none')}</p>}
          <ol className={detail.orders}>
            {byOrder(listed).map(([order, group]) => (
              <li key={order} className={detail.order} data-order={order}>
                <h4 className={detail.orderTitle}>
                  {t('signatories.orderTitle', { order })}
                  {group.length > 1 && ` · ${t('signatories.parallel')}`}
                </h4>
                {group.map((signatory) => {
                  const key = signatory.entry.kind === 'saved' ? signatory.entry.id : signatory.entry.key;
                  return (
                    <div key={key} className={detail.signatory} data-signatory-row={key}>
                      <div className={detail.inline}>
                        <strong>{signatory.name}</strong>
                        <span className={detail.muted}>{[signatory.email, signatory.companyname, signatory.role].filter(Boolean).join(' · ')}</span>
                        {signatory.hide_ssn && <span className={detail.muted}>{t('signatories.ssnHidden')}</span>}
                        {signatory.entry.kind === 'local' && <span className={detail.muted}>{t('esignatures.notSaved')}</span>}
                        <span className={detail.headActions}>
                          <Button size="sm" onClick={() => setEditing(signatory.entry)} aria-label={t('signatories.editNamed', { name: signatory.name })}>
                            {t('common.edit')}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('signatories.removeNamed', { name: signatory.name })}
                            onClick={() =>
                              setConfirmation({
                                title: t('signatories.removeTitle'),
                                message: t('signatories.removeText', { name: signatory.name }),
                                confirmLabel: t('common.remove'),
                                destructive: true,
                                run: async () => {
                                  const entry = signatory.entry;
                                  if (entry.kind === 'local') setSignatories((current) => current.filter((candidate) => candidate.key !== entry.key));
                                  else if (saved) keep(await removeSignatory(saved.id, entry.id));
                                },
                              })
                            }
                          >
                            {t('common.remove')}
                          </Button>
                        </span>
                      </div>
                      <span className={detail.muted}>{signatory.available_eidmethods.map((method) => t(`eid.method.${method}`)).join(', ')}</span>
                    </div>
                  );
                })}
              </li>
            ))}
          </ol>
          <div>
            <Button size="sm" onClick={() => setEditing({ kind: 'new' })}>
              + {t('signatories.add')}
            </Button>
          </div>
        </fieldset>
      </form>
      {editing && (
        <SignatoryDialog
          title={editing.kind === 'new' ? t('signatories.newTitle') : t('signatories.editTitle')}
          initial={editedInitial()}
          onSave={async (body) => {
            try {
              await saveSignatory(body);
            } catch (error) {
              onError(error);
            }
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
    </Modal>
  );
};
