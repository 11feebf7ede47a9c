import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FormField } from '../internal/FormField/FormField';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Inline validation message (already translated); sets aria-invalid. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Visual required mark after the label, default "*". */
  requiredMark?: string;
  /** Class for the wrapping field (label + control + messages). */
  fieldClassName?: string;
};

/** Works with react-hook-form: `<TextInput label=… {...register('email')} />`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, required, requiredMark, id, className, fieldClassName, type = 'text', 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest },
  ref,
) {
  return (
    <FormField
      label={label}
      error={error}
      invalid={ariaInvalid === true || ariaInvalid === 'true'}
      hint={hint}
      required={required}
      requiredMark={requiredMark}
      id={id}
      describedBy={describedBy}
      className={fieldClassName}
    >
      {(control) => (
        <input
          {...rest}
          ref={ref}
          type={type}
          required={required}
          id={control.id}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          className={cx(control.className, className)}
        />
      )}
    </FormField>
  );
});
