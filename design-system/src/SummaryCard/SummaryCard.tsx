import type { ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Spinner } from '../Spinner/Spinner';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SummaryCard.module.css';

/** One row of a summary: what it is (often a link), a line about it, and its state on the right. */
export type SummaryItem = {
  id: string;
  primary: ReactNode;
  secondary?: ReactNode;
  trailing?: ReactNode;
};

/** Rows a summary shows at most; the rest are behind its link. */
export const summaryMaxItems = 5;

export type SummaryCardProps = {
  title: string;
  state: 'loading' | 'error' | 'done';
  /** How many need attention (may exceed the rows shown); shown beside the title once loaded. */
  count?: number;
  /** The count in words for screen readers, e.g. "3 avointa hälytystä". */
  countLabel?: string;
  items?: readonly SummaryItem[];
  /** Said when nothing needs attention, e.g. "Ei avoimia hälytyksiä". */
  emptyTitle: string;
  emptyText?: ReactNode;
  loadingLabel: string;
  errorText: string;
  /** The link to the full list (right of the title). */
  action?: ReactNode;
  /** Under the rows, e.g. "and 4 more". */
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
};

/**
 * A home page summary (issue 16 §6): a titled card with a count, at most five rows and a link to the rest; it says
 * plainly when nothing needs attention. Its body keeps one height from loading to loaded, so a grid of them does not
 * jump as each answers.
 */
export function SummaryCard({
  title, state, count, countLabel, items = [], emptyTitle, emptyText, loadingLabel, errorText, action, footer, headingLevel = 2,
}: SummaryCardProps) {
  const shownCount = state === 'done' && count !== undefined;
  // The count is seen beside the title but heard once, in words, at the start of the body: the heading (and the
  // region it names) stays the title alone.
  const heading = (
    <span className={styles.heading}>
      <span>{title}</span>
      <span className={styles.count} data-count={shownCount ? count : undefined} aria-hidden="true">
        {shownCount ? count : ' '}
      </span>
    </span>
  );
  return (
    <Card title={heading} actions={action} headingLevel={headingLevel} className={styles.card}>
      <div className={styles.content} aria-busy={state === 'loading'}>
        {shownCount && <VisuallyHidden>{countLabel ?? String(count)}</VisuallyHidden>}
        {state === 'loading' && (
          <div className={styles.centre}>
            <Spinner label={loadingLabel} size="sm" />
          </div>
        )}
        {state === 'error' && (
          <p className={styles.error} role="alert">
            {errorText}
          </p>
        )}
        {state === 'done' && items.length === 0 && (
          <div className={styles.empty}>
            <TrafficLight status="green" label={emptyTitle} />
            {emptyText && <p className={styles.emptyText}>{emptyText}</p>}
          </div>
        )}
        {state === 'done' && items.length > 0 && (
          <>
            <ul className={styles.list}>
              {items.slice(0, summaryMaxItems).map((item) => (
                <li key={item.id} className={styles.item} data-summary-item={item.id}>
                  <span className={styles.text}>
                    <span className={styles.primary}>{item.primary}</span>
                    {item.secondary && <span className={styles.secondary}>{item.secondary}</span>}
                  </span>
                  {item.trailing && <span className={styles.trailing}>{item.trailing}</span>}
                </li>
              ))}
            </ul>
            {footer && <p className={styles.footer}>{footer}</p>}
          </>
        )}
      </div>
    </Card>
  );
}
