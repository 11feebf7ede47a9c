import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import * as styles from './Paging.module.css';

type Props = { page: number; pages: number; onPage: (page: number) => void };

export const Paging = ({ page, pages, onPage }: Props) => {
  const { t } = useTranslation('alerts');
  if (pages <= 1) return null;
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

export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
