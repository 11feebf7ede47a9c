import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.module.css';

/** Text for assistive technology only (still part of the accessible name). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.visuallyHidden} id={id}>
      {children}
    </span>
  );
}
