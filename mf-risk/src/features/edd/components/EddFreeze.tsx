import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { formatDateTime, formatDay, todayIso } from '@tunne/app-kit';
import type { CustomerEdd, EddFreeze as Freeze } from '@tunne/contracts';
import { decideFreezeLift, recordFreezeNotification, requestFreezeLift } from '../api.ts';
import { freezeLiftRole } from '../edd-text.ts';
import { NotificationDialog } from './NotificationDialog.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  freeze: Freeze;
  viewer: { id: string; is_admin: boolean } | null;
  userName: (id: string | null) => string;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

type Open = null | 'request' | 'approve' | 'refuse' | 'notify';

/**
 * A confirmed sanctions hit froze the customer: what the user must do (freeze the funds, notify the authority), the
 * notification to the authority (amber until recorded), and the way out: an admin asks for the lift with a reason and
 * another admin approves or refuses it (issue 25 §1, four-eyes). The card's red banner is mf-customers'.
 */
export const EddFreeze = ({ customerId, freeze, viewer, userName, onChanged, onError }: Props) => {
  const { t } = useTranslation('risk');
  const [open, setOpen] = useState<Open>(null);
  const request = freeze.lift_request;
  const notification = freeze.notification;
  const role = freezeLiftRole(freeze, viewer);

  const run = async (call: () => Promise<CustomerEdd>) => {
    try {
      onChanged(await call());
      setOpen(null);
    } catch (error) {
      onError(error);
      throw error;
    }
  };

  return (
    <div
      className={notification ? styles.frozen : styles.frozenUnnotified}
      role="alert"
      data-testid="risk-edd-frozen"
      data-notified={notification ? 'true' : 'false'}
    >
      <p className={styles.frozenText}>
        <strong className={styles.frozenTitle}>{t('edd.frozen.title')}</strong> {t('edd.frozen.text')}
      </p>
      <p className={styles.frozenSince}>{t('edd.frozen.since', { at: formatDateTime(freeze.frozen_at) })}</p>

      {notification ? (
        <p className={styles.frozenText} data-testid="risk-edd-frozen-notified">
          {t('edd.frozen.notify.recorded', {
            authority: notification.authority, date: formatDay(notification.notified_on), reference: notification.reference,
            name: userName(notification.recorded_by),
          })}
        </p>
      ) : (
        <p className={styles.frozenText}>
          <strong>{t('edd.frozen.notify.missing')}</strong>
        </p>
      )}
      {viewer?.is_admin && (
        <div>
          <Button size="sm" variant={notification ? 'secondary' : 'primary'} onClick={() => setOpen('notify')}>
            {notification ? t('edd.frozen.notify.correct') : t('edd.frozen.notify.record')}
          </Button>
        </div>
      )}

      {request && (
        <p className={styles.frozenText} data-testid="risk-edd-lift-request">
          {t('edd.frozen.requested', { name: userName(request.requested_by), at: formatDateTime(request.requested_at), reason: request.reason })}
        </p>
      )}
      {role === 'request' && (
        <div>
          <Button size="sm" variant="danger" onClick={() => setOpen('request')}>
            {t('edd.frozen.lift')}
          </Button>
        </div>
      )}
      {role === 'approve' && (
        <div className={styles.row}>
          <Button size="sm" variant="danger" onClick={() => setOpen('approve')}>
            {t('edd.frozen.approve')}
          </Button>
          <Button size="sm" onClick={() => setOpen('refuse')}>
            {t('edd.frozen.refuse')}
          </Button>
        </div>
      )}
      {role === 'requester' && (
        <div className={styles.row}>
          <span className={styles.muted}>{t('edd.frozen.waiting')}</span>
          <Button size="sm" onClick={() => setOpen('refuse')}>
            {t('edd.frozen.withdraw')}
          </Button>
        </div>
      )}

      {open === 'request' && (
        <ReasonDialog
          title={t('edd.frozen.liftTitle')}
          label={t('edd.frozen.liftReason')}
          hint={t('edd.frozen.liftHint')}
          confirmLabel={t('edd.frozen.lift')}
          onConfirm={(reason) => run(() => requestFreezeLift(customerId, reason))}
          onClose={() => setOpen(null)}
        />
      )}
      {request && (open === 'approve' || open === 'refuse') && (
        <ReasonDialog
          title={t(open === 'approve' ? 'edd.frozen.approveTitle' : role === 'requester' ? 'edd.frozen.withdrawTitle' : 'edd.frozen.refuseTitle')}
          label={t(open === 'approve' ? 'edd.frozen.approveReason' : 'edd.frozen.refuseReason')}
          hint={t(open === 'approve' ? 'edd.frozen.approveHint' : 'edd.frozen.refuseHint')}
          confirmLabel={t(open === 'approve' ? 'edd.frozen.approve' : role === 'requester' ? 'edd.frozen.withdraw' : 'edd.frozen.refuse')}
          destructive={open === 'approve'}
          onConfirm={(reason) => run(() => decideFreezeLift(customerId, open === 'approve', { request_id: request.id, reason }))}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'notify' && (
        <NotificationDialog
          today={todayIso()}
          onConfirm={(body) => run(() => recordFreezeNotification(customerId, body))}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
};
