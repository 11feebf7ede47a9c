import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { TrafficLight, type TrafficLightStatus } from '@tunne/design-system';
import * as styles from './Section.module.css';

export type SectionProps = {
  /** Anchor id, e.g. 'owners' for /customers/{id}/owners/{rowId}. */
  id: string;
  title: string;
  count?: number | null;
  light?: { status: TrafficLightStatus; label: string };
  actions?: ReactNode;
  defaultOpen?: boolean;
  /** Open state controlled from outside (deep links). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  expandLabel: string;
  children: ReactNode;
};

/** A collapsible card of the customer card: title, count and traffic light in the header (DESIGN.md). */
export const Section = ({ id, title, count, light, actions, defaultOpen = true, open, onOpenChange, expandLabel, children }: SectionProps) => {
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
};
