import { Button } from '../Button/Button';
import { cx } from '../internal/cx';
import * as styles from './Paging.module.css';

export type PagingLabels = {
  /** Accessible name of the navigation landmark, e.g. "Sivutus". */
  label: string;
  previous: string;
  next: string;
  /** The current position, e.g. (2, 5) => "Sivu 2 / 5". */
  page: (page: number, pageCount: number) => string;
};

export type PagingProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PagingLabels;
  className?: string;
};

/** Previous / next through a controlled, 1-based page; nothing when there is only one page. */
export function Paging({ page, pageCount, onPageChange, labels, className }: PagingProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={cx(styles.paging, className)} aria-label={labels.label}>
      <Button size="sm" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
        {labels.previous}
      </Button>
      <span aria-current="page">{labels.page(current, pageCount)}</span>
      <Button size="sm" onClick={() => onPageChange(current + 1)} disabled={current >= pageCount}>
        {labels.next}
      </Button>
    </nav>
  );
}

/** How many pages `total` items fill at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
