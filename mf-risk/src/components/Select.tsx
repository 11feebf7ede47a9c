import { forwardRef, useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import * as styles from './Field.module.css';

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: string;
  /** Keep the label for screen readers only (compact tool bars). */
  hideLabel?: boolean;
  error?: string;
  size?: 'sm' | 'md';
  fieldClassName?: string;
  children: ReactNode;
};

/** A native select styled like the design system's inputs (the design system has no Select yet). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hideLabel, error, size = 'md', fieldClassName, className, children, required, id, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={[styles.field, fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? undefined : styles.label} style={hideLabel ? hiddenStyle : undefined}>
        {label}
        {required && <span className={styles.required} aria-hidden="true"> *</span>}
      </label>
      <select
        {...rest}
        ref={ref}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[styles.control, size === 'sm' && styles.small, error && styles.invalid, className].filter(Boolean).join(' ')}
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

export const hiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
