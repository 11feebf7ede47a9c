import { useId, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system';
import { acceptedFiles, maxMegabytes } from '../mapping.ts';
import * as styles from './Import.module.css';

type Props = {
  onFile: (file: File) => void;
  busy: boolean;
  /** A localised message about the last file, shown under the drop area. */
  error: string | null;
};

/**
 * Choose a file by dropping it on the area or with the file picker. The native file input stays the
 * control (visually hidden, focusable, its label styled as a button), so keyboard and screen readers use it.
 */
export const FileDrop = ({ onFile, busy, error }: Props) => {
  const { t } = useTranslation('customers');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [over, setOver] = useState(false);

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <div>
      <div
        className={[styles.drop, over && styles.dropOver].filter(Boolean).join(' ')}
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        data-testid="import-drop"
      >
        <span className={styles.dropIcon} aria-hidden="true">
          ⇪
        </span>
        <p className={styles.dropTitle}>{t('import.dropTitle')}</p>
        <p className={styles.dropHint} id={hintId}>
          {t('import.dropHint', { mb: maxMegabytes })}
        </p>
        <input
          id={inputId}
          type="file"
          className={styles.fileInput}
          accept={acceptedFiles}
          disabled={busy}
          onChange={handleChange}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <label htmlFor={inputId} className={[styles.pick, busy && styles.pickDisabled].filter(Boolean).join(' ')}>
          {t('import.choose')}
        </label>
        {busy && <Spinner label={t('import.reading')} size="sm" showLabel />}
      </div>
      {error && (
        <p className={styles.fileError} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
