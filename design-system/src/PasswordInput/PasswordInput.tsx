import { forwardRef, useState } from 'react';
import { cx } from '../internal/cx';
import { FormField, splitFieldProps } from '../internal/FormField/FormField';
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
  { className, showLabel, hideLabel, autoComplete = 'current-password', ...props },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  const [field, input] = splitFieldProps(props);

  return (
    <FormField {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...input}
            {...control}
            ref={ref}
            type={revealed ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            className={cx(control.className, styles.input, className)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={revealed ? hideLabel : showLabel}
            aria-controls={control.id}
            title={revealed ? hideLabel : showLabel}
            disabled={input.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
});
