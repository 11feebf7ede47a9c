import { forwardRef, useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import * as styles from './Field.module.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** Multi-line text with the label above and the error below (the design system has no TextArea yet). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
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
        className={[styles.control, error && styles.invalid, className].filter(Boolean).join(' ')}
      />
      {error && (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
