import * as styles from '@tunne/design-system/cells.module.css';

/** A score as a number and a small bar (the number carries the meaning; the bar is decoration). */
export const ScoreBar = ({ value, label }: { value: number; label: string }) => (
  <span className={styles.score}>
    <span className={styles.bar} aria-hidden="true">
      <span className={styles.barFill} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </span>
    <span>{label}</span>
  </span>
);
