import { useId, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as hidden from '../VisuallyHidden/VisuallyHidden.module.css';
import * as styles from './FileList.module.css';

export type FilePickerProps = {
  /** The button's text, e.g. "Liitä tiedosto". */
  label: string;
  /** Shown while the chosen files upload, e.g. "Ladataan…". */
  busyLabel: string;
  /** Said after the label to screen readers only, naming where the files go (a todo's name). */
  context?: string;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  /** Limits and consequences, shown beside the button and read with it. */
  hint?: ReactNode;
  /** Why the chosen files cannot go (too large, too many), or null to upload them. */
  check?: (files: File[]) => string | null;
  /** Uploads the chosen files; the button stays busy until it settles. */
  onFiles: (files: File[]) => Promise<void>;
  size?: 'xs' | 'sm';
};

/**
 * The native file input stays the control (keyboard, screen readers, drag onto it), visually hidden, its label
 * drawn as a small button; a refused choice says why in an alert.
 */
export function FilePicker({ label, busyLabel, context, multiple = false, accept, disabled = false, hint, check, onFiles, size = 'sm' }: FilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const off = busy || disabled;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = check?.(chosen) ?? null;
    setRefusal(refused);
    if (refused) return;
    setBusy(true);
    try {
      await onFiles(chosen);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.picker}>
      <div className={styles.pickerRow}>
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          accept={accept}
          className={cx(styles.fileInput, hidden.visuallyHidden)}
          disabled={off}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => void handleChange(event)}
        />
        <label htmlFor={inputId} className={cx(styles.pick, styles[size], off && styles.pickDisabled)}>
          {busy ? busyLabel : label}
          {context && <VisuallyHidden>: {context}</VisuallyHidden>}
        </label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </div>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
