import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Link.module.css';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** 'strong' for the name that opens a row's record (a customer's name in a table). */
  emphasis?: 'normal' | 'strong';
};

/** A link in the app's colours, underlined on hover; the caller handles in-app navigation through onClick. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ emphasis = 'normal', className, ...rest }, ref) {
  return <a ref={ref} className={cx(styles.link, emphasis === 'strong' && styles.strong, className)} {...rest} />;
});
