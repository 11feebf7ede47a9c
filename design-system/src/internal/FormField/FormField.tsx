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

/** The props a text-like input shares with its field (TextInput, PasswordInput). */
export type TextFieldOwnProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredMark?: string;
  id?: string;
  fieldClassName?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
};

/**
 * Splits a text-like input's props: the field's (label, messages, ids, its class; aria-invalid set by hand marks it
 * invalid) and the input's own (the rest, and required, which both take).
 */
export const splitFieldProps = <P extends TextFieldOwnProps>(props: P) => {
  const { label, error, hint, required, requiredMark, id, fieldClassName, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...input } = props;
  const field = {
    label,
    error,
    invalid: ariaInvalid === true || ariaInvalid === 'true',
    hint,
    required,
    requiredMark,
    id,
    describedBy,
    className: fieldClassName,
  };
  return [field, { ...input, required }] as const;
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
