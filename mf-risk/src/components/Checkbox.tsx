import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import * as styles from './Field.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A labelled native checkbox (the design system has no Checkbox yet). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input {...rest} ref={ref} type="checkbox" />
      <span>{label}</span>
    </label>
  );
});
