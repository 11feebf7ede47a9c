import { useTranslation } from 'react-i18next';
import { Button, Select } from '@tunne/design-system';
import { pageSizes, type PageSize } from '../list-query.ts';
import * as styles from './Paging.module.css';

type Props = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** With both, a rows-per-page choice is shown (the customer list); without, only the page buttons. */
  size?: PageSize;
  onSize?: (size: PageSize) => void;
};

export const Paging = ({ page, pages, onPage, size, onSize }: Props) => {
  const { t } = useTranslation('customers');
  const sizeChoice = size !== undefined && onSize !== undefined;
  if (pages <= 1 && !sizeChoice) return null;
  return (
    <nav className={styles.paging} aria-label={t('paging.label')}>
      {sizeChoice && (
        <Select
          label={t('paging.size')}
          size="sm"
          value={String(size)}
          onChange={(event) => onSize(Number(event.target.value) as PageSize)}
          fieldClassName={styles.size}
        >
          {pageSizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
      {pages > 1 && (
        <>
          <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            {t('paging.previous')}
          </Button>
          <span aria-current="page">{t('paging.page', { page, pages })}</span>
          <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            {t('paging.next')}
          </Button>
        </>
      )}
    </nav>
  );
};
