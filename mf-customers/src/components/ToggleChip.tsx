import type { ButtonHTMLAttributes } from 'react';
import * as styles from './ToggleChip.module.css';

export type ToggleChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { pressed: boolean };

/** A compact on/off filter or tag chip: a toggle button (aria-pressed) with a check mark when on. */
export const ToggleChip = ({ pressed, className, children, ...rest }: ToggleChipProps) => (
  <button {...rest} type="button" aria-pressed={pressed} className={[styles.chip, pressed && styles.on, className].filter(Boolean).join(' ')}>
    <span aria-hidden="true" className={styles.mark}>
      {pressed ? '✓' : '+'}
    </span>
    {children}
  </button>
);
