import { useId } from 'react';
import { Button } from '@tunne/design-system';
import * as styles from './LoginPrompt.module.css';

/**
 * A prompt shown after login above the page (spec §2: new announcements, open alerts). Not a modal: the user may go
 * on with what they opened.
 */
export const LoginPrompt = ({ tone, title, message, laterLabel, viewLabel, onLater, onView }: {
  /** 'alert' for open alerts (red), 'info' for news. */
  tone: 'alert' | 'info';
  title: string;
  message: string;
  laterLabel: string;
  viewLabel: string;
  onLater: () => void;
  onView: () => void;
}) => {
  const titleId = useId();
  return (
    <section className={tone === 'info' ? `${styles.prompt} ${styles.info}` : styles.prompt} aria-labelledby={titleId} role="region">
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.message}>{message}</p>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onLater}>
          {laterLabel}
        </Button>
        <Button variant="primary" onClick={onView}>
          {viewLabel}
        </Button>
      </div>
    </section>
  );
};
