import { useTranslation } from 'react-i18next';
import { Button, Link } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick, useLoad } from '@tunne/app-kit';
import type { OwnerNotice } from '@tunne/contracts';
import { dismissNotice, listNotices } from '../api.ts';
import * as styles from './Pending.module.css';

const itemPath = (notice: OwnerNotice): string =>
  appHref(`/customers/${notice.customers_id}/${notice.item_kind === 'request' ? 'requests' : 'letters'}/${notice.item_id}`);

/**
 * The home card's notices (issue 26): a customer answered one of the caller's requests or replied to their secure
 * message. Opening or dismissing one marks it seen. Nothing is shown when there is none or they cannot be read.
 */
export const OwnerNotices = () => {
  const { t } = useTranslation('outbound');
  const load = useLoad((signal) => listNotices(signal), []);
  if (load.state !== 'done' || load.data.length === 0) return null;
  const dismiss = (notice: OwnerNotice) => {
    load.set(load.data.filter((n) => n.id !== notice.id));
    void dismissNotice(notice.id).catch(() => undefined);
  };
  return (
    <section className={styles.notices} aria-label={t('notices.title')}>
      <h3 className={styles.noticesTitle}>{t('notices.title')}</h3>
      <ul className={styles.noticeList}>
        {load.data.map((notice) => (
          <li key={notice.id} className={styles.notice} data-notice={notice.id}>
            <Link
              href={itemPath(notice)}
              onClick={(event) => {
                dismiss(notice);
                handleLinkClick(event);
              }}
            >
              {t(`notices.${notice.type}`, { name: notice.customer_name })}
            </Link>
            <span className={styles.noticeTime}>{formatDateTime(notice.created_at)}</span>
            <Button size="sm" variant="ghost" aria-label={t('notices.dismissNamed', { name: notice.customer_name })} onClick={() => dismiss(notice)}>
              {t('notices.dismiss')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
