import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from '../shared/public.module.css';

/** A step's heading: it takes focus when the step opens, so a screen reader hears where the page went. */
export function StepHeading({ id, children, level = 2 }: { id: string; children: ReactNode; level?: 1 | 2 }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} ref={heading} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </Tag>
  );
}
