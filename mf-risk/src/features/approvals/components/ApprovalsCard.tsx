import { useTranslation } from 'react-i18next';
import { Card, DataTable, EmptyState, Spinner, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick, useLoad } from '@tunne/app-kit';
import type { ApprovalItem } from '@tunne/contracts';
import { getApprovals } from '../api.ts';
import { approvalHref } from '../links.ts';
import * as styles from './ApprovalsCard.module.css';

/**
 * Home page: every decision waiting for the user (issue 25 §3) — an EDD, the removal of an EDD ground, an alert
 * decision under four eyes, a freeze lift, or an organisation's setting waiting for a second admin (switching four-eyes
 * off, the own EU list version, lowering the minimum eID level) — oldest first, each linking to the customer card or
 * the settings page where it is taken.
 */
export const ApprovalsCard = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getApprovals(signal), []);
  const columns: DataTableColumn<ApprovalItem>[] = [
    {
      id: 'customer',
      header: t('reviews.customer'),
      cell: (item) => item.customers_id ? (
        <a
          className={styles.link}
          href={appHref(approvalHref(item))}
          onClick={handleLinkClick}
          aria-label={t('approvals.open', { name: item.customer_name ?? item.customers_id })}
        >
          {item.customer_name ?? '–'}
        </a>
      ) : (
        <a
          className={styles.link}
          href={appHref(approvalHref(item))}
          onClick={handleLinkClick}
          aria-label={t('approvals.openSetting', { kind: t(`approvals.kinds.${item.kind}`) })}
        >
          {t('approvals.organisation')}
        </a>
      ),
    },
    { id: 'kind', header: t('approvals.kind'), cell: (item) => t(`approvals.kinds.${item.kind}`) },
    { id: 'since', header: t('approvals.waitingSince'), nowrap: true, cell: (item) => formatDateTime(item.since) },
  ];
  return (
    <Card title={load.state === 'done' && load.data.total > 0 ? t('approvals.titleCount', { count: load.data.total }) : t('approvals.title')}>
      <div data-testid="approvals-inbox">
        {load.state === 'loading' && <Spinner label={t('approvals.loading')} size="sm" />}
        {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
        {load.state === 'done' && load.data.items.length === 0 && <EmptyState title={t('approvals.empty')} headingLevel={3} />}
        {load.state === 'done' && load.data.items.length > 0 && (
          <>
            <DataTable columns={columns} data={load.data.items} getRowId={(item) => `${item.kind}:${item.id}`} label={t('approvals.title')} />
            {load.data.total > load.data.items.length && <p className={styles.hint}>{t('reviews.more', { count: load.data.total - load.data.items.length })}</p>}
          </>
        )}
      </div>
    </Card>
  );
};
