import { cx } from '../internal/cx';
import { useDelayedVisible } from '../internal/useDelayedVisible';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.module.css';

/** The spec: a spinner appears only after 750 ms of waiting, never instantly. */
export const spinnerDelayMs = 750;

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = {
  /** Announced to screen readers, e.g. "Loading customers". */
  label: string;
  delayMs?: number;
  size?: SpinnerSize;
  /** Also show the label next to the spinner. */
  showLabel?: boolean;
  className?: string;
};

export function Spinner({ label, delayMs = spinnerDelayMs, size = 'md', showLabel = false, className }: SpinnerProps) {
  const visible = useDelayedVisible(true, delayMs);
  if (!visible) return null;

  return (
    <span role="status" className={cx(styles.spinner, styles[size], className)}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
