import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from './ToggleChip.module.css';

export type ToggleChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { pressed: boolean };

/** A compact on/off filter or tag chip: a toggle button (aria-pressed) with a check mark when on. */
export function ToggleChip({ pressed, className, children, ...rest }: ToggleChipProps) {
  return (
    <button {...rest} type="button" aria-pressed={pressed} className={cx(styles.chip, pressed && styles.on, className)}>
      <span aria-hidden="true" className={styles.mark}>
        {pressed ? '✓' : '+'}
      </span>
      {children}
    </button>
  );
}
