import { Button } from '../Button/Button';
import { cx } from '../internal/cx';
import { Select } from '../Select/Select';
import * as styles from './Paging.module.css';

export type PagingLabels = {
  /** Accessible name of the navigation landmark, e.g. "Sivutus". */
  label: string;
  previous: string;
  next: string;
  /** The current position, e.g. (2, 5) => "Sivu 2 / 5". */
  page: (page: number, pageCount: number) => string;
};

/** A rows-per-page choice at the start of the bar (a long list whose reader picks the page length). */
export type PagingSize = {
  value: number;
  options: readonly number[];
  /** The choice's visible label, e.g. "Rivejä sivulla". */
  label: string;
  onChange: (size: number) => void;
};

export type PagingProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PagingLabels;
  pageSize?: PagingSize;
  className?: string;
};

/** Previous / next through a controlled, 1-based page; nothing when there is one page and no size to choose. */
export function Paging({ page, pageCount, onPageChange, labels, pageSize, className }: PagingProps) {
  if (pageCount <= 1 && !pageSize) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={cx(styles.paging, className)} aria-label={labels.label}>
      {pageSize && (
        <Select
          label={pageSize.label}
          size="sm"
          value={String(pageSize.value)}
          onChange={(event) => pageSize.onChange(Number(event.target.value))}
          fieldClassName={styles.size}
        >
          {pageSize.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
      {pageCount > 1 && (
        <>
          <Button size="sm" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
            {labels.previous}
          </Button>
          <span aria-current="page">{labels.page(current, pageCount)}</span>
          <Button size="sm" onClick={() => onPageChange(current + 1)} disabled={current >= pageCount}>
            {labels.next}
          </Button>
        </>
      )}
    </nav>
  );
}

/** How many pages `total` items fill at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
