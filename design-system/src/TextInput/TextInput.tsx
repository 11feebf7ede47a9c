import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FormField, splitFieldProps } from '../internal/FormField/FormField';

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
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ className, type = 'text', ...props }, ref) {
  const [field, input] = splitFieldProps(props);
  return <FormField {...field}>{(control) => <input {...input} {...control} ref={ref} type={type} className={cx(control.className, className)} />}</FormField>;
});
