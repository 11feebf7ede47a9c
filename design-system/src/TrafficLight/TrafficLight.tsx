import { cx } from '../internal/cx';
import { CheckIcon, ClockHandsIcon, ExclamationIcon, MinusIcon } from '../internal/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TrafficLight.module.css';

/** grey: not started, green: done, yellow: waiting, red: error. */
export type TrafficLightStatus = 'grey' | 'green' | 'yellow' | 'red';

export type TrafficLightProps = {
  status: TrafficLightStatus;
  label: string;
  /** Hide the text visually (it stays the accessible name and a tooltip); the icon shape remains. */
  compact?: boolean;
  className?: string;
};

// A distinct shape per status, so the meaning never rests on colour alone.
const icons = {
  grey: MinusIcon,
  green: CheckIcon,
  yellow: ClockHandsIcon,
  red: ExclamationIcon,
} satisfies Record<TrafficLightStatus, unknown>;

export function TrafficLight({ status, label, compact = false, className }: TrafficLightProps) {
  const Icon = icons[status];
  return (
    <span
      className={cx(styles.trafficLight, styles[status], compact && styles.compact, className)}
      data-status={status}
      title={compact ? label : undefined}
    >
      <span className={styles.dot} aria-hidden="true">
        <Icon width={12} height={12} strokeWidth={2.25} />
      </span>
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={styles.label}>{label}</span>}
    </span>
  );
}
