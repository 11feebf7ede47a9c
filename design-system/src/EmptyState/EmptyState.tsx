import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './EmptyState.module.css';

export type EmptyStateProps = {
  title: string;
  /** What to do next. */
  children?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** 1 when the empty state is the whole page (not found, a module not in use). */
  headingLevel?: 1 | 2 | 3 | 4;
  className?: string;
};

export function EmptyState({ title, children, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.emptyState, className)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.description}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
