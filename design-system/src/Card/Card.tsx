import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Card.module.css';

export type CardProps = {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** A titled <section> becomes a landmark labelled by its title. */
  as?: 'section' | 'div';
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function Card({ title, actions, children, as: Element = 'section', headingLevel = 2, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title) || Boolean(actions);

  return (
    <Element className={cx(styles.card, className)} aria-labelledby={title ? titleId : undefined}>
      {hasHeader && (
        <div className={styles.header}>
          {title && (
            <Heading className={styles.title} id={titleId}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
