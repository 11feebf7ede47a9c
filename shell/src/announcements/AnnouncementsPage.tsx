import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, PageHeader } from '@tunne/design-system';
import { appHref, formatDate, navigate, useErrorText, useLoad } from '@tunne/app-kit';
import type { Announcement } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { fetchAnnouncements } from './announcements-api.ts';
import * as styles from './Announcements.module.css';

const announcementPath = (announcement: Announcement): string => `/announcements/${encodeURIComponent(announcement.id)}`;

/** The "new" marker: newer than the user's previous login. */
export const NewMarker = () => {
  const { t } = useTranslation('shell');
  return <span className={styles.new}>{t('announcements.new')}</span>;
};

/** /announcements: the operator's announcements, newest first (spec §2, §9 default sort). */
export const AnnouncementsPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const load = useLoad((signal) => fetchAnnouncements(signal), []);

  return (
    <div className={styles.page}>
      <PageHeader title={t('announcements.title')} context={t('announcements.context')} />
      <DataTable
        label={t('announcements.title')}
        data={load.state === 'done' ? load.data : []}
        getRowId={(announcement) => announcement.id}
        status={load.state === 'loading' ? 'loading' : load.state === 'error' ? 'error' : 'ready'}
        loadingLabel={t('announcements.loading')}
        errorMessage={load.state === 'error' ? `${t('announcements.loadFailed')} ${errorText(load.error)}` : undefined}
        empty={
          <EmptyState title={t('announcements.empty')} headingLevel={2}>
            {t('announcements.emptyText')}
          </EmptyState>
        }
        onRowOpen={(announcement) => navigate(appHref(announcementPath(announcement)))}
        columns={[
          { id: 'date', header: t('announcements.date'), nowrap: true, width: '8rem', cell: (announcement) => formatDate(announcement.created_at) },
          {
            id: 'title',
            header: t('announcements.titleColumn'),
            rowHeader: true,
            cell: (announcement) => (
              <span className={styles.title}>
                <AppLink className={styles.link} href={appHref(announcementPath(announcement))}>
                  {announcement.title}
                </AppLink>
                {announcement.is_new && <NewMarker />}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
};
