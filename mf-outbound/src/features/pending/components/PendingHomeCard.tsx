import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Link, Spinner } from '@tunne/design-system';
import { appHref, handleLinkClick, useLoad, useSessionStore } from '@tunne/app-kit';
import { listPending } from '../api.ts';
import * as styles from './Pending.module.css';
import { OwnerNotices } from './OwnerNotices.tsx';
import { PendingTable } from './PendingTable.tsx';

const homeSize = 10;

/** Home page: the first pending customer actions (spec §2 Home) and a link to all of them. */
export const PendingHomeCard = () => {
  // Pending actions are requests and letters so far (the API refuses an organisation with neither); identifications
  // and e-signatures join them in the next issue.
  const usesOutbound = useSessionStore((state) => !!state.organisation && (state.organisation.use_requests || state.organisation.use_letters));
  return usesOutbound ? <PendingCard /> : null;
};

const PendingCard = () => {
  const { t } = useTranslation('outbound');
  const load = useLoad((signal) => listPending({ page: 1, size: homeSize }, signal), []);
  const more = load.state === 'done' && load.data.total > load.data.items.length;
  return (
    <Card
      title={t('pending.homeTitle')}
      actions={
        <Link href={appHref('/pending')} onClick={handleLinkClick}>
          {load.state === 'done' && load.data.total > 0 ? t('pending.showAll', { count: load.data.total }) : t('pending.open')}
        </Link>
      }
    >
      <OwnerNotices />
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" />}
      {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.items.length === 0 && (
        <EmptyState title={t('pending.empty')} headingLevel={3}>
          {t('pending.emptyText')}
        </EmptyState>
      )}
      {load.state === 'done' && load.data.items.length > 0 && (
        <>
          <PendingTable items={load.data.items} label={t('pending.tableLabel')} />
          {more && <p className={styles.hint}>{t('pending.more', { count: load.data.total - load.data.items.length })}</p>}
        </>
      )}
    </Card>
  );
};
