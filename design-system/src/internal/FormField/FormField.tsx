import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../cx';
import * as styles from './FormField.module.css';

export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  className: string;
};

type FormFieldProps = {
  label: string;
  error?: string;
  /** Invalid without a message of its own (a form-level error describes it, linked through describedBy). */
  invalid?: boolean;
  hint?: string;
  required?: boolean;
  requiredMark?: string;
  id?: string;
  describedBy?: string;
  className?: string;
  /** Renders the control (and anything beside it) with the ids and aria wiring. */
  children: (control: FieldControlProps) => ReactNode;
};

/** Label above, hint under the label, error below the control; shared by the text-like inputs. */
export function FormField({ label, error, invalid = false, hint, required, requiredMark = '*', id, describedBy, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ariaDescribedBy = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ');

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          // The input's own required attribute tells assistive technology; the mark is visual.
          <span className={styles.requiredMark} aria-hidden="true">
            {` ${requiredMark}`}
          </span>
        )}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': ariaDescribedBy || undefined,
        'aria-invalid': error || invalid ? true : undefined,
        className: cx(styles.control, (error || invalid) && styles.invalid),
      })}
      {error && (
        <p className={styles.error} id={errorId}>
          <span className={styles.errorIcon} aria-hidden="true">
            !
          </span>
          {error}
        </p>
      )}
    </div>
  );
}
