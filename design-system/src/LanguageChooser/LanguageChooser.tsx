import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { cx } from '../internal/cx';
import { ChevronDownIcon, GlobeIcon } from '../internal/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LanguageChooser.module.css';

export type LanguageOption = { value: string; label: string };

export type LanguageChooserProps = {
  value: string;
  options: LanguageOption[];
  onChange: (value: string) => void;
  /** Accessible name, e.g. "Kieli" / "Language". */
  label: string;
  className?: string;
};

/**
 * A native <select> dressed for the top bar: keyboard, screen reader and mobile behaviour come
 * from the platform.
 */
export function LanguageChooser({ value, options, onChange, label, className }: LanguageChooserProps) {
  const id = useId();

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    onChange(event.target.value);
  }

  return (
    <span className={cx(styles.chooser, className)}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <GlobeIcon className={styles.globe} />
      <select id={id} className={styles.select} value={value} onChange={handleChange}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} />
    </span>
  );
}
