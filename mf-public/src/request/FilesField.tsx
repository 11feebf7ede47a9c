import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { Button } from '@tunne/design-system/Button';
import { FilePicker, formatFileSize } from '@tunne/design-system/FileList';
import { outboundFileLimits } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';
import type { FilesControl } from './step-props.ts';

/** Accepted by the service's content check (platform sniffFileType). */
export const acceptedFiles = '.pdf,.png,.jpg,.jpeg,.gif,.txt,.docx,.xlsx,.pptx,.odt,.ods,application/pdf,image/*,text/plain';

/** The files given so far (each removable) and the picker that uploads more. */
export function FilesField({ control, readOnly, label, removable = true }: { control: FilesControl; readOnly: boolean; label: string; removable?: boolean }) {
  const { t, i18n } = useTranslation('public');
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const maxMb = outboundFileLimits.maxBytes / 1024 / 1024;
  const check = (chosen: File[]): string | null => {
    if (chosen.some((file) => file.size > outboundFileLimits.maxBytes)) return t('files.tooLarge', { mb: maxMb });
    if (control.files.length + chosen.length > outboundFileLimits.maxFiles) return t('files.tooMany', { count: outboundFileLimits.maxFiles });
    return null;
  };
  const run = async (action: () => Promise<void>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <div>
      {control.files.length > 0 ? (
        <ul className={styles.fileRows} aria-label={label}>
          {control.files.map((file) => (
            <li key={file.id} className={styles.fileRow}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileMeta}>{formatFileSize(file.size, i18n.language)}</span>
              {!readOnly && removable && (
                <Button variant="ghost" size="sm" aria-label={t('files.removeNamed', { name: file.name })} onClick={() => void run(() => control.remove(file))}>
                  {t('files.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.help}>{t('files.none')}</p>
      )}
      {!readOnly && (
        <FilePicker
          label={t('files.add')}
          busyLabel={t('files.uploading')}
          context={label}
          multiple
          accept={acceptedFiles}
          hint={t('files.hint', { mb: maxMb })}
          check={check}
          onFiles={(chosen) => run(() => control.upload(chosen))}
          size="sm"
        />
      )}
      <div role="alert">{problem && <p className={styles.fieldError}>{problem}</p>}</div>
    </div>
  );
}
