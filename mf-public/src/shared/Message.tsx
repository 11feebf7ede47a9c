import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './public.module.css';

export type MessageTone = 'info' | 'success' | 'problem';

const icons: Record<MessageTone, string> = { info: 'i', success: '✓', problem: '!' };

/** A whole-page message (receipt, expired link…): an icon, a heading that takes focus, a few sentences. */
export function Message({ tone, title, children }: { tone: MessageTone; title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.message} aria-labelledby="message-title">
      <span className={`${styles.messageIcon} ${styles[tone]}`} aria-hidden="true">
        {icons[tone]}
      </span>
      <h1 id="message-title" ref={heading} tabIndex={-1} className={styles.messageTitle}>
        {title}
      </h1>
      {children}
    </section>
  );
}
