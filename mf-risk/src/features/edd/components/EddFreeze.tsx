import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import type { CustomerEdd, EddFreeze as Freeze } from '@tunne/contracts';
import { liftFreeze } from '../api.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  freeze: Freeze;
  isAdmin: boolean;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * A confirmed sanctions hit froze the customer: what the user must do (freeze the funds, notify the authority), and
 * for admins the only way out, lifting the freeze with a reason. The card's red banner is mf-customers'.
 */
export const EddFreeze = ({ customerId, freeze, isAdmin, onChanged, onError }: Props) => {
  const { t } = useTranslation('risk');
  const [lifting, setLifting] = useState(false);

  const handleLift = async (reason: string) => {
    try {
      onChanged(await liftFreeze(customerId, reason));
      setLifting(false);
    } catch (error) {
      onError(error);
      throw error;
    }
  };

  return (
    <div className={styles.frozen} role="alert" data-testid="risk-edd-frozen">
      <p className={styles.frozenText}>
        <strong className={styles.frozenTitle}>{t('edd.frozen.title')}</strong> {t('edd.frozen.text')}
      </p>
      <p className={styles.frozenSince}>{t('edd.frozen.since', { at: formatDateTime(freeze.frozen_at) })}</p>
      {isAdmin && (
        <div>
          <Button size="sm" variant="danger" onClick={() => setLifting(true)}>
            {t('edd.frozen.lift')}
          </Button>
        </div>
      )}
      {lifting && (
        <ReasonDialog
          title={t('edd.frozen.liftTitle')}
          label={t('edd.frozen.liftReason')}
          hint={t('edd.frozen.liftHint')}
          confirmLabel={t('edd.frozen.lift')}
          destructive
          onConfirm={handleLift}
          onClose={() => setLifting(false)}
        />
      )}
    </div>
  );
};
