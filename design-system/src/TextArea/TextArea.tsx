import { forwardRef, useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from '../internal/NativeField.module.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Inline validation message (already translated); sets aria-invalid. */
  error?: string;
  hint?: string;
  /** Show a visual " *" after the label of a required field (the screen reader skips it); default off. */
  markRequired?: boolean;
};

/** Multi-line text with the label above, the hint under the label and the error below. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, markRequired = false, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = cx(hint && `${controlId}-hint`, error && `${controlId}-error`);
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {markRequired && rest.required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        {...rest}
        ref={ref}
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cx(styles.control, error && styles.invalid, className)}
      />
      {error && (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
