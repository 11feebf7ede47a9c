import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import * as styles from './Paging.module.css';

export const Paging = ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation('customers');
  return (
    <nav className={styles.paging} aria-label={t('paging.label')}>
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('paging.previous')}
      </Button>
      <span aria-current="page">{t('paging.page', { page, pages })}</span>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('paging.next')}
      </Button>
    </nav>
  );
};
