import { forwardRef, useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from '../internal/NativeField.module.css';

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: string;
  /** Keep the label for screen readers only (compact tool bars). */
  hideLabel?: boolean;
  /** Inline validation message (already translated); sets aria-invalid. */
  error?: string;
  size?: 'sm' | 'md';
  /** Class for the wrapping field (label + control + error). */
  fieldClassName?: string;
  children: ReactNode;
};

const hiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A native select styled like the inputs; works with react-hook-form's register(). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel, error, size = 'md', fieldClassName, className, children, required, id, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={cx(styles.field, fieldClassName)}>
      <label htmlFor={controlId} className={hideLabel ? undefined : styles.label} style={hideLabel ? hiddenStyle : undefined}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <select
        {...rest}
        ref={ref}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(styles.control, size === 'sm' && styles.small, error && styles.invalid, className)}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
