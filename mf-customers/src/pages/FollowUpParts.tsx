import { useId } from 'react';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './FollowUpPage.module.css';

interface SegmentedFilterProps<V extends string> {
  /** The group's visible label ("Show"). */
  label: string;
  values: readonly V[];
  current: V;
  textOf: (value: V) => string;
  onChoose: (value: V) => void;
}

/** The follow-up pages' one-of-a-few filter: a labelled group of pressed/unpressed buttons. */
export const SegmentedFilter = <V extends string>({ label, values, current, textOf, onChoose }: SegmentedFilterProps<V>) => {
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className={styles.segmentLabel}>
        {label}
      </span>
      <div className={styles.segmented} role="group" aria-labelledby={labelId}>
        {values.map((value) => (
          <button key={value} type="button" className={styles.segment} aria-pressed={current === value} onClick={() => onChoose(value)}>
            {textOf(value)}
          </button>
        ))}
      </div>
    </div>
  );
};

/** Under a list's tools: what the last action did (announced politely), and why the list did not load. */
export const ListMessages = ({ notice, error }: { notice: string | null; error: string | null }) => (
  <>
    <p className={listStyles.notice} role="status">
      {notice}
    </p>
    {error && (
      <p className={listStyles.error} role="alert">
        {error}
      </p>
    )}
  </>
);
