import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Toolbar.module.css';

export type ToolbarProps = {
  /** Accessible name of the group (e.g. "Suodattimet"); without it the row is plain layout. */
  label?: string;
  /** Filters, search and selects, from the start. */
  children?: ReactNode;
  /** Actions at the end of the row (export, add). */
  actions?: ReactNode;
  className?: string;
};

/**
 * The tools row between a page header and its content: filters at the start, actions at the end, wrapping on
 * narrow screens. A group, not an ARIA toolbar: its controls stay in the Tab order.
 */
export function Toolbar({ label, children, actions, className }: ToolbarProps) {
  return (
    <div className={cx(styles.toolbar, className)} role={label ? 'group' : undefined} aria-label={label}>
      {children && <div className={styles.tools}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
