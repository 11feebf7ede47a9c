import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tunne/app-kit/format';
import type { PublicIdentificationReceipt } from '@tunne/contracts';
import { useMethodName } from '../identify/MethodChooser.tsx';
import { Message } from '../shared/Message.tsx';
import * as styles from '../shared/public.module.css';

/** "Identification succeeded": the method and the time; "awaits approval" when the organisation reviews it. */
export function IdentificationReceipt({ organisation, receipt }: { organisation: string; receipt: Pick<PublicIdentificationReceipt, 'identified_at' | 'eidmethod' | 'awaits_acceptance'> }) {
  const { t } = useTranslation('public');
  const methodName = useMethodName();
  return (
    <Message tone="success" title={t('identification.receipt.title')}>
      <div className={styles.receiptFacts}>
        <p>{t('identification.receipt.method', { method: methodName(receipt.eidmethod) })}</p>
        <p>{t('identification.receipt.time', { date: formatDateTime(receipt.identified_at) })}</p>
      </div>
      {receipt.awaits_acceptance && <p>{t('identification.receipt.awaitsAcceptance', { organisation })}</p>}
      <p>{t('identification.receipt.close')}</p>
    </Message>
  );
}
