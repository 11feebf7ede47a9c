import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Spinner } from '@tunne/design-system';
import { appHref, formatDate, isApiCallError, useErrorText, useLoad } from '@tunne/app-kit';
import { AppLink } from '../components/AppLink.tsx';
import { fetchAnnouncement } from './announcements-api.ts';
import { NewMarker } from './AnnouncementsPage.tsx';
import { paragraphs } from './paragraphs.ts';
import * as styles from './Announcements.module.css';

const notFound = (error: unknown): boolean => isApiCallError(error) && (error.status === 404 || error.code === 'NOT_FOUND');

/** /announcements/{id}: one announcement, its body as plain-text paragraphs (never HTML). */
export const AnnouncementPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const load = useLoad((signal) => fetchAnnouncement(id, signal), [id]);

  const back = (
    <AppLink className={styles.back} href={appHref('/announcements')}>
      ← {t('announcements.back')}
    </AppLink>
  );

  if (load.state === 'loading') {
    return (
      <div className={styles.page}>
        {back}
        <Spinner label={t('announcements.loading')} size="sm" showLabel />
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <div className={styles.page}>
        {back}
        {notFound(load.error) ? (
          <EmptyState title={t('announcements.notFound')} headingLevel={2}>
            {t('announcements.notFoundText')}
          </EmptyState>
        ) : (
          <p className={styles.muted} role="alert">
            {t('announcements.loadFailed')} {errorText(load.error)}
          </p>
        )}
      </div>
    );
  }

  const announcement = load.data;
  return (
    <article className={styles.page}>
      {back}
      <PageHeader
        title={announcement.title}
        context={
          <span className={styles.title}>
            <time dateTime={announcement.created_at}>{t('announcements.published', { date: formatDate(announcement.created_at) })}</time>
            {announcement.is_new && <NewMarker />}
          </span>
        }
      />
      <div className={styles.body}>
        {paragraphs(announcement.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
};
