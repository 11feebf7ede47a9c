import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import type { CustomerEdd } from '@tunne/contracts';
import { eddFields } from '../edd-form.ts';
import { EddForm } from './EddForm.tsx';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  edd: CustomerEdd;
  ownRevision: number;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * The answers as saved, with an Edit button (a change of an approved EDD needs a new approval, and it says so); a
 * required EDD with nothing in it opens as the form at once. After a conflict (EDD_CHANGED) the section mounts this
 * anew with the latest version, so the editor closes on what the other user saved.
 */
export const EddAnswers = ({ customerId, edd, ownRevision, onChanged, onError }: Props) => {
  const { t } = useTranslation('risk');
  const empty = edd.state === 'EMPTY';
  const [editing, setEditing] = useState(false);

  if (editing || (empty && edd.required)) {
    return (
      <EddForm
        customerId={customerId}
        edd={edd}
        ownRevision={ownRevision}
        onCancel={editing && !(empty && edd.required) ? () => setEditing(false) : null}
        onSaved={(saved) => {
          setEditing(false);
          onChanged(saved);
        }}
        onError={onError}
      />
    );
  }

  if (empty) {
    return (
      <div className={styles.row}>
        <Button size="sm" onClick={() => setEditing(true)}>
          {t('edd.fillIn')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.answers}>
      <dl className={styles.list}>
        {eddFields.map((field) => (
          <div key={field} className={styles.item}>
            <dt className={styles.term}>{t(`edd.fields.${field}`)}</dt>
            <dd className={styles.value}>{edd[field] || '–'}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.row}>
        <Button size="sm" onClick={() => setEditing(true)}>
          {edd.state === 'REFUSED' ? t('edd.editRefused') : t('edd.edit')}
        </Button>
        {edd.state === 'APPROVED' && <span className={styles.muted}>{t('edd.editNeedsApproval')}</span>}
        {edd.state === 'PENDING' && <span className={styles.muted}>{t('edd.editPending')}</span>}
        {edd.state === 'REFUSED' && <span className={styles.muted}>{t('edd.editRefusedHint')}</span>}
      </div>
    </div>
  );
};
