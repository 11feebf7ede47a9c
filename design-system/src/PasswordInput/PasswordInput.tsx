import { forwardRef, useState } from 'react';
import { cx } from '../internal/cx';
import { FormField } from '../internal/FormField/FormField';
import { EyeIcon, EyeOffIcon } from '../internal/icons';
import type { TextInputProps } from '../TextInput/TextInput';
import * as styles from './PasswordInput.module.css';

export type PasswordInputProps = Omit<TextInputProps, 'type'> & {
  /** Toggle button name while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Toggle button name while the password is shown, e.g. "Hide password". */
  hideLabel: string;
};

export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  {
    label,
    error,
    hint,
    required,
    requiredMark,
    id,
    className,
    fieldClassName,
    showLabel,
    hideLabel,
    autoComplete = 'current-password',
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const [revealed, setRevealed] = useState(false);

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
        <div className={styles.wrapper}>
          <input
            {...rest}
            ref={ref}
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            required={required}
            id={control.id}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            className={cx(control.className, styles.input, className)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? hideLabel : showLabel}
            aria-controls={control.id}
            title={revealed ? hideLabel : showLabel}
            disabled={rest.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
});
