import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../internal/cx';
import * as styles from './Tabs.module.css';

export type TabItem<K extends string> = { key: K; label: string };

export type TabsProps<K extends string> = {
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** id of the panel the selected tab controls (aria-controls). */
  panelId?: string;
  className?: string;
};

const steps: Partial<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/**
 * A row of view tabs with a roving tabindex: Tab enters at the selected tab, arrows (and Home / End) move and
 * select, as the views are cheap to switch (automatic activation).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, panelId, className }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = steps[event.key];
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    const next =
      step === 'first' ? 0 : step === 'last' ? tabs.length - 1 : (index + (step === 'next' ? 1 : -1) + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    refs.current[next]?.focus();
    onSelect(tab.key);
  }

  return (
    <div role="tablist" aria-label={label} className={cx(styles.tabs, className)}>
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={cx(styles.tab, isSelected && styles.selected)}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
