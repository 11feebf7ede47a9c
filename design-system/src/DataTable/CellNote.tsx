import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './DataTable.module.css';

export type CellNoteProps = {
  children: ReactNode;
  /** On its own line under the cell's main text (a description under a name); inline otherwise. */
  block?: boolean;
};

/** A muted aside in a table cell: a business ID after a name, a description under it. */
export function CellNote({ children, block = false }: CellNoteProps) {
  return <span className={cx(styles.note, block && styles.noteBlock)}>{children}</span>;
}
