import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import * as styles from './Tabs.module.css';

export type TabsProps<K extends string> = {
  label: string;
  tabs: { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
};

/** A row of view tabs (tablist); arrow keys move between them, the panel is the content below. */
export const Tabs = <K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const handleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onSelect(tabs[next]!.key);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={tab.key === selected}
          tabIndex={tab.key === selected ? 0 : -1}
          className={tab.key === selected ? styles.selected : styles.tab}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => handleKey(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
};
