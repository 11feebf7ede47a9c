import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tunne/app-kit/format';
import type { PublicIdentificationReceipt } from '@tunne/contracts';
import { useMethodName } from '../identify/MethodChooser.tsx';
import { Message } from '../shared/Message.tsx';
import * as styles from '../shared/public.module.css';

/**
 * What was received (issue 25 §5): an identification, a drawn signature or a document photo, with the method and the
 * time; never "succeeded" (the organisation checks a drawn signature, a document and an eID that names someone else);
 * "awaits approval" when the organisation reviews it.
 */
const titleKey = (method: PublicIdentificationReceipt['eidmethod']): string =>
  method === 'SCREENSIGNATURE' ? 'screensignature' : method === 'PASSPORTFILE' || method === 'PASSPORTREADER' ? 'document' : 'eid';

export function IdentificationReceipt({ organisation, receipt }: { organisation: string; receipt: Pick<PublicIdentificationReceipt, 'identified_at' | 'eidmethod' | 'awaits_acceptance'> }) {
  const { t } = useTranslation('public');
  const methodName = useMethodName();
  return (
    <Message tone="success" title={t(`identification.receipt.titles.${titleKey(receipt.eidmethod)}`)}>
      <div className={styles.receiptFacts}>
        <p>{t('identification.receipt.method', { method: methodName(receipt.eidmethod) })}</p>
        <p>{t('identification.receipt.time', { date: formatDateTime(receipt.identified_at) })}</p>
      </div>
      {receipt.awaits_acceptance && <p>{t('identification.receipt.awaitsAcceptance', { organisation })}</p>}
      <p>{t('identification.receipt.close')}</p>
    </Message>
  );
}
