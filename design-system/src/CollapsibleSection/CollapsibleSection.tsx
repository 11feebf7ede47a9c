import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { TrafficLight } from '../TrafficLight/TrafficLight';
import type { TrafficLightStatus } from '../TrafficLight/TrafficLight';
import * as styles from './CollapsibleSection.module.css';

export type CollapsibleSectionProps = {
  /** Anchor id (`section-<id>`), e.g. 'owners' for a deep link /customers/{id}/owners/{rowId}. */
  id: string;
  title: string;
  count?: number | null;
  light?: { status: TrafficLightStatus; label: string };
  actions?: ReactNode;
  defaultOpen?: boolean;
  /** Open state controlled from outside (deep links). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The toggle's tooltip, e.g. "Avaa tai sulje". */
  expandLabel: string;
  children: ReactNode;
};

/** A collapsible section (the customer card's parts): title, count and traffic light in the header (DESIGN.md). */
export function CollapsibleSection({ id, title, count, light, actions, defaultOpen = true, open, onOpenChange, expandLabel, children }: CollapsibleSectionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const bodyId = useId();
  const titleId = useId();
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <section className={styles.section} id={`section-${id}`} aria-labelledby={titleId} data-section={id}>
      <div className={styles.header}>
        <h2 className={styles.heading} id={titleId}>
          <button type="button" className={styles.toggle} aria-expanded={isOpen} aria-controls={bodyId} onClick={toggle} title={expandLabel}>
            <span aria-hidden="true" className={isOpen ? styles.chevronOpen : styles.chevron}>
              ▸
            </span>
            <span>{title}</span>
            {count !== undefined && count !== null && <span className={styles.count}>{count}</span>}
          </button>
        </h2>
        {light && <TrafficLight status={light.status} label={light.label} compact />}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div id={bodyId} className={styles.body} hidden={!isOpen}>
        {children}
      </div>
    </section>
  );
}
