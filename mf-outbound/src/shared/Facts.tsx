import type { ReactNode } from 'react';
import * as styles from './Detail.module.css';

/** A detail view's facts as a definition list; empty values are left out. */
export const Facts = ({ items, label }: { items: readonly [string, ReactNode][]; label: string }) => (
  <dl className={styles.facts} aria-label={label}>
    {items
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
  </dl>
);
