import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { countryNamer, currentLanguage, formatDateTime } from '@tunne/app-kit';
import type { CustomerEdd, EddRemoval } from '@tunne/contracts';
import { approveEddRemoval } from '../api.ts';
import { eddTriggerText } from '../edd-text.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  removals: readonly EddRemoval[];
  /** Admins see the approval (the service lets only senior management approve and says so otherwise). */
  canApprove: boolean;
  /** Who looks: a removal they caused (deleted the PEP record…) is another person's to approve. */
  viewerId: string | null;
  userName: (id: string | null) => string;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * Grounds that are gone from the data but still in force (issue 25 §3): a PEP record deleted, a country changed… The
 * customer stays HIGH and the EDD required until senior management approves each removal with a reason.
 */
export const EddRemovals = ({ customerId, removals, canApprove, viewerId, userName, onChanged, onError }: Props) => {
  const { t } = useTranslation('risk');
  const [approving, setApproving] = useState<EddRemoval | null>(null);
  const countryName = countryNamer(currentLanguage());

  const handleApprove = async (reason: string) => {
    if (!approving) return;
    try {
      onChanged(await approveEddRemoval(customerId, approving.id, reason));
      setApproving(null);
    } catch (error) {
      onError(error);
      throw error;
    }
  };

  return (
    <div className={styles.removals} role="status" data-testid="risk-edd-removals">
      <p className={styles.removalsTitle}>
        <strong>{t('edd.removals.title')}</strong> {t('edd.removals.text')}
      </p>
      <ul className={styles.triggers}>
        {removals.map((removal) => (
          <li key={removal.id} data-testid="risk-edd-removal" className={styles.row}>
            <span>
              {t('edd.removals.item', { trigger: eddTriggerText(t, removal.trigger, { countryName }), at: formatDateTime(removal.detected_at) })}
              {removal.caused_by.length > 0 && (
                <> {t('edd.removals.causedBy', { names: removal.caused_by.map((id) => userName(id)).join(', ') })}</>
              )}
            </span>
            {viewerId !== null && removal.caused_by.includes(viewerId) ? (
              <span className={styles.muted} data-testid="risk-edd-removal-own">{t('edd.removals.own')}</span>
            ) : canApprove && (
              <Button size="sm" variant="secondary" onClick={() => setApproving(removal)}>
                {t('edd.removals.approve')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!canApprove && <p className={styles.muted}>{t('edd.removals.waiting')}</p>}
      {approving && (
        <ReasonDialog
          title={t('edd.removals.approveTitle')}
          label={t('edd.removals.reason')}
          hint={t('edd.removals.reasonHint', { trigger: eddTriggerText(t, approving.trigger, { countryName }) })}
          confirmLabel={t('edd.removals.approve')}
          destructive
          onConfirm={handleApprove}
          onClose={() => setApproving(null)}
        />
      )}
    </div>
  );
};
