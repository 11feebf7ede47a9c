import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from '../internal/NativeField.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A labelled native checkbox; `className` goes on the label wrapping the box and its text. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, className, ...rest }, ref) {
  return (
    <label className={cx(styles.check, className)}>
      <input {...rest} ref={ref} type="checkbox" />
      <span>{label}</span>
    </label>
  );
});
