import { Spinner } from '@tunne/design-system/Spinner';
import * as styles from './CenteredSpinner.module.css';

/** A page-level loading state: nothing for the first moments, then a spinner (spec §9). */
export const CenteredSpinner = ({ label, delayMs }: { label: string; delayMs?: number }) => (
  <div className={styles.center}>
    <Spinner label={label} size="lg" showLabel {...(delayMs === undefined ? {} : { delayMs })} />
  </div>
);
