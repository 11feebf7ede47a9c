import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './PageHeader.module.css';

export type PageHeaderProps = {
  title: string;
  /** A short context line under the title (counts, breadcrumbs, scope). */
  context?: ReactNode;
  /** The page's primary action(s), shown on the right. */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, context, actions, className }: PageHeaderProps) {
  return (
    <div className={cx(styles.header, className)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {context && <div className={styles.context}>{context}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
