import type { ReactNode } from 'react';
import { DeleteRowAction } from '../DeleteRowAction/DeleteRowAction';
import { cx } from '../internal/cx';
import { FilePicker } from './FilePicker';
import type { FilePickerProps } from './FilePicker';
import * as styles from './FileList.module.css';

export type FileListFile = { id: string; name: string };

export type FileListRemove<F> = {
  /** The button's text, e.g. "Poista" or "×". */
  label: string;
  accessibleName: (file: F) => string;
  title: string;
  message: (file: F) => ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: (file: F) => Promise<unknown>;
};

export type FileListProps<F extends FileListFile> = {
  files: readonly F[];
  /** The list's accessible name, e.g. "Liitteet: Passikopio". */
  label: string;
  /** The file's download address (a link with a temporary token, made only when asked for). */
  hrefOf: (file: F) => Promise<string>;
  /** The name button's accessible name, e.g. "Lataa passi.pdf". */
  downloadLabel: (file: F) => string;
  /** Facts after the name: size, who added it and when. */
  details?: (file: F) => ReactNode;
  /** Removing asks first, naming the file. */
  remove?: FileListRemove<F>;
  /** A failed download or removal (the page shows its error dialog). */
  onError: (error: unknown) => void;
  /** Shown instead of the list when there are no files. */
  empty?: ReactNode;
  /** Adding files, below the list. */
  picker?: FilePickerProps;
  /** The file a deep link points at. */
  highlightedId?: string | undefined;
  size?: 'xs' | 'sm';
};

/** Saves the file the browser is pointed at, as a download named like the file. */
function save(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Attached files: each name downloads the file (its link is made only when asked for, so a temporary token
 * is fresh); another is added with the native file picker; removing one asks first, naming it.
 */
export function FileList<F extends FileListFile>({
  files,
  label,
  hrefOf,
  downloadLabel,
  details,
  remove,
  onError,
  empty,
  picker,
  highlightedId,
  size = 'sm',
}: FileListProps<F>) {
  async function handleDownload(file: F) {
    try {
      save(await hrefOf(file), file.name);
    } catch (error) {
      onError(error);
    }
  }

  return (
    <div className={cx(styles.root, styles[size])}>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {files.map((file) => (
            <li
              key={file.id}
              className={cx(styles.file, file.id === highlightedId && styles.highlighted)}
              aria-current={file.id === highlightedId ? 'true' : undefined}
              data-row-id={file.id}
            >
              <button type="button" className={styles.name} onClick={() => void handleDownload(file)} aria-label={downloadLabel(file)}>
                {file.name}
              </button>
              {details && <span className={styles.details}>{details(file)}</span>}
              {remove && (
                <DeleteRowAction
                  label={remove.label}
                  accessibleName={remove.accessibleName(file)}
                  title={remove.title}
                  message={remove.message(file)}
                  confirmLabel={remove.confirmLabel}
                  cancelLabel={remove.cancelLabel}
                  onConfirm={() => remove.onConfirm(file)}
                  onError={onError}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        empty
      )}
      {picker && <FilePicker size={size} {...picker} />}
    </div>
  );
}
