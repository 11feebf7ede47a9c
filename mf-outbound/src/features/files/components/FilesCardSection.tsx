import { useTranslation } from 'react-i18next';
import { FileList, Spinner, formatFileSize } from '@tunne/design-system';
import { currentLanguage, formatDateTime, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import type { CustomerFile } from '@tunne/contracts';
import { itemFileLink, type OutboundKind } from '../../../shared/item-api.ts';
import * as detail from '../../../shared/Detail.module.css';
import * as section from '@tunne/design-system/section.module.css';
import { listCustomerFiles } from '../api.ts';

/** The staff API path each kind of item's files download through. */
const itemKinds: Record<CustomerFile['item_kind'], OutboundKind> = { request: 'requests', letter: 'letters', identification: 'identifications', esignature: 'esignatures' };

/**
 * The customer's files (issue 13: the files recipients answer with become the customer's): every file of its requests
 * and secure messages — staff's attachments and the recipients' answers — newest first, with size, where it came from
 * and SHA-256; each downloads through its item.
 */
export const FilesCardSection = ({ customerId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const usesOutbound = useSessionStore((state) => !!state.organisation && (state.organisation.use_requests || state.organisation.use_letters));
  if (!usesOutbound) return <p className={section.notInUse}>{t('customerFiles.notInUse')}</p>;
  return <CustomerFiles customerId={customerId} />;
};

const CustomerFiles = ({ customerId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const load = useLoad((signal) => listCustomerFiles(customerId, signal), [customerId]);
  const language = currentLanguage();
  return (
    <div className={section.section}>
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && (
        <p className={section.error} role="alert">
          {t('common.loadError')}
        </p>
      )}
      {load.state === 'done' && (
        <FileList
          files={load.data}
          label={t('customerFiles.label')}
          hrefOf={(file) => itemFileLink(itemKinds[file.item_kind], file.item_id, file.id)}
          downloadLabel={(file) => t('files.download', { name: file.name })}
          details={(file) => (
            <>
              {formatFileSize(file.size, language)} · {t(`customerFiles.source.${file.item_kind}.${file.role}`, { defaultValue: t(`pendingKind.${file.item_kind}`) })} · {formatDateTime(file.created_at)}
              <code className={detail.hash} title={file.sha256}>
                SHA-256 {file.sha256}
              </code>
            </>
          )}
          onError={showError}
          empty={<p className={detail.muted}>{t('customerFiles.empty')}</p>}
        />
      )}
    </div>
  );
};
