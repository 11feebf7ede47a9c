import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import type { Esignature, SignatoryBody } from '@tunne/contracts';
import { ConfirmDialog, type Confirmation } from '../../../shared/ConfirmDialog.tsx';
import * as styles from '../../../shared/Form.module.css';
import * as detail from '../../../shared/Detail.module.css';
import { addSignatory, removeSignatory, updateSignatory } from '../api.ts';
import { byOrder, initialSignatoryValues } from '../esignature-form.ts';
import { SignatoryDialog } from './SignatoryDialog.tsx';

/** A signatory typed before the draft exists. */
export type LocalSignatory = SignatoryBody & { key: string };
/** The signatory being edited: a saved one (by id), a local one (by key), or a new one. */
type Editing = { kind: 'saved'; id: string } | { kind: 'local'; key: string } | { kind: 'new' } | null;

type Props = {
  /** The saved draft (its signatories are saved at once); null: they wait, listed, until it is saved. */
  saved: Esignature | null;
  signatories: readonly LocalSignatory[];
  onSignatoriesChange: Dispatch<SetStateAction<LocalSignatory[]>>;
  /** A signatory saved or removed saved the draft anew. */
  onChanged: (esignature: Esignature) => void;
  onError: (error: unknown) => void;
};

let localKeys = 0;

/** The e-signature's signatories by signing order (spec §3 Signatory): the same order signs in parallel. */
export const SignatoriesField = ({ saved, signatories, onSignatoriesChange, onChanged, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const saveSignatory = async (body: SignatoryBody) => {
    const target = editing;
    if (saved && target?.kind === 'saved') onChanged(await updateSignatory(saved.id, target.id, body));
    else if (saved && target?.kind === 'new') onChanged(await addSignatory(saved.id, body));
    else if (target?.kind === 'local') onSignatoriesChange((current) => current.map((entry) => (entry.key === target.key ? { ...body, key: target.key } : entry)));
    else onSignatoriesChange((current) => [...current, { ...body, key: `signatory-${(localKeys += 1)}` }]);
    setEditing(null);
  };

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
  const confirmRemoval = (signatory: (typeof listed)[number]) =>
    setConfirmation({
      title: t('signatories.removeTitle'),
      message: t('signatories.removeText', { name: signatory.name }),
      confirmLabel: t('common.remove'),
      destructive: true,
      run: async () => {
        const entry = signatory.entry;
        if (entry.kind === 'local') onSignatoriesChange((current) => current.filter((candidate) => candidate.key !== entry.key));
        else if (saved) onChanged(await removeSignatory(saved.id, entry.id));
      },
    });

  return (
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
                      <Button size="sm" variant="ghost" aria-label={t('signatories.removeNamed', { name: signatory.name })} onClick={() => confirmRemoval(signatory)}>
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
    </fieldset>
  );
};
