import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import type { CustomerEdd } from '@tunne/contracts';
import { approveEdd, refuseEdd } from '../api.ts';
import { missingDocumentKinds, type EddDecision } from '../edd-text.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  edd: CustomerEdd;
  decision: Exclude<EddDecision, 'none'>;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * Senior management's decision on a waiting EDD (admins): approve, or refuse with a reason. An admin who filled it in
 * sees the buttons disabled and why; each decision names the revision it was made on.
 */
export const EddApproval = ({ customerId, edd, decision, onChanged, onError }: Props) => {
  const { t } = useTranslation('risk');
  const noteId = useId();
  const [approving, setApproving] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const [waiving, setWaiving] = useState(false);
  const blocked = decision === 'sameUser';
  // Issue 25 §3: without a document of the source of funds and one of wealth, the approval records a waiver's reason.
  const missing = missingDocumentKinds(edd);

  const handleApprove = async () => {
    if (missing.length > 0) {
      setWaiving(true);
      return;
    }
    setApproving(true);
    try {
      onChanged(await approveEdd(customerId, edd.revision));
    } catch (error) {
      onError(error);
    } finally {
      setApproving(false);
    }
  };

  const handleWaiver = async (reason: string) => {
    try {
      onChanged(await approveEdd(customerId, edd.revision, reason));
      setWaiving(false);
    } catch (error) {
      onError(error);
      throw error;
    }
  };

  const handleRefuse = async (reason: string) => {
    try {
      onChanged(await refuseEdd(customerId, { revision: edd.revision, reason }));
      setRefusing(false);
    } catch (error) {
      onError(error);
      throw error;
    }
  };

  return (
    <div className={styles.row}>
      <Button variant="primary" size="sm" disabled={blocked} loading={approving} aria-describedby={blocked ? noteId : undefined} onClick={() => void handleApprove()}>
        {t('edd.approval.approve')}
      </Button>
      <Button variant="danger" size="sm" disabled={blocked} aria-describedby={blocked ? noteId : undefined} onClick={() => setRefusing(true)}>
        {t('edd.approval.refuse')}
      </Button>
      {blocked ? (
        <span id={noteId} className={styles.muted}>
          {t('edd.approval.sameUser')}
        </span>
      ) : (
        <span className={styles.muted}>{t('edd.approval.hint')}</span>
      )}
      {!blocked && missing.length > 0 && (
        <span className={styles.muted}>{t('edd.approval.missing', { kinds: missing.map((kind) => t(`edd.files.kinds.${kind}`)).join(', ') })}</span>
      )}
      {waiving && (
        <ReasonDialog
          title={t('edd.approval.waiverTitle')}
          label={t('edd.approval.waiverReason')}
          hint={t('edd.approval.waiverHint', { kinds: missing.map((kind) => t(`edd.files.kinds.${kind}`)).join(', ') })}
          confirmLabel={t('edd.approval.approve')}
          onConfirm={handleWaiver}
          onClose={() => setWaiving(false)}
        />
      )}
      {refusing && (
        <ReasonDialog
          title={t('edd.approval.refuseTitle')}
          label={t('edd.approval.refuseReason')}
          hint={t('edd.approval.refuseHint')}
          confirmLabel={t('edd.approval.refuse')}
          destructive
          onConfirm={handleRefuse}
          onClose={() => setRefusing(false)}
        />
      )}
    </div>
  );
};
