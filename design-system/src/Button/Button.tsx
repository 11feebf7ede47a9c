import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../internal/cx';
import { useDelayedVisible } from '../internal/useDelayedVisible';
import { spinnerDelayMs } from '../Spinner/Spinner';
import * as styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * While true the button ignores clicks (no double submit) but keeps focus, and shows a
   * busy indicator once the spinner delay has passed.
   */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, type = 'button', className, children, onClick, ...rest },
  ref,
) {
  const showIndicator = useDelayedVisible(loading, spinnerDelayMs);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // aria-disabled rather than disabled keeps keyboard focus on the button while submitting.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx(styles.button, styles[variant], styles[size], loading && styles.loading, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {showIndicator && <span className={styles.indicator} aria-hidden="true" />}
      {children}
    </button>
  );
});
