import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system';
import type { Duplicate } from '../types.ts';
import * as styles from './DuplicateDialog.module.css';

type Props = {
  duplicates: Duplicate[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button: 'add anyway' by default, 'save anyway' when editing. */
  confirmLabel?: string;
};

/** Spec §5: adding an already existing customer asks for confirmation, naming the matches and why they match. */
export const DuplicateDialog = ({ duplicates, busy, onConfirm, onCancel, confirmLabel }: Props) => {
  const { t } = useTranslation('customers');
  return (
    <Dialog
      open={duplicates !== null}
      kind="confirm"
      title={t('add.duplicateTitle')}
      message={
        <>
          <p className={styles.text}>{t('add.duplicateText', { count: duplicates?.length ?? 0 })}</p>
          <ul className={styles.list}>
            {(duplicates ?? []).map((duplicate) => (
              <li key={duplicate.id}>
                <strong>{duplicate.name}</strong>
                {duplicate.businessid ? ` (${duplicate.businessid})` : ''} – {t(`add.reason.${duplicate.reason}`)}
              </li>
            ))}
          </ul>
        </>
      }
      confirmLabel={confirmLabel ?? t('add.duplicateConfirm')}
      closeLabel={t('common.cancel')}
      confirmLoading={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
};
