import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList, formatFileSize } from '@tunne/design-system';
import { currentLanguage, useErrorText } from '@tunne/app-kit';
import { esignatureFileLimits, type Esignature } from '@tunne/contracts';
import { useFileRemoval } from '../../../shared/PendingFiles.tsx';
import { Sha256 } from '../../../shared/Sha256.tsx';
import * as styles from '../../../shared/Form.module.css';
import { esignatureFileLink, removeEsignatureFile, uploadEsignatureFile } from '../api.ts';
import { isPdf, sha256Of } from '../esignature-form.ts';

/** A PDF chosen before the draft exists, with its SHA-256 computed in the browser. */
export type LocalFile = { id: string; file: File; name: string; sha256: string | null };

type Props = {
  /** The saved draft (its PDFs upload at once); null: they wait, listed, until it is saved. */
  saved: Esignature | null;
  files: readonly LocalFile[];
  onFilesChange: Dispatch<SetStateAction<LocalFile[]>>;
  /** An upload or removal saved the draft anew. */
  onChanged: (esignature: Esignature) => void;
  /** The dialog's progress line (which file is uploading); null when done. */
  onProgress: (text: string | null) => void;
  onError: (error: unknown) => void;
};

let localKeys = 0;

/** The e-signature's PDFs (spec §3 E-signature): checked by type, count, size and content, each with its SHA-256. */
export const EsignatureFilesField = ({ saved, files, onFilesChange, onChanged, onProgress, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const removal = useFileRemoval();
  const language = currentLanguage();
  const [refusal, setRefusal] = useState<string | null>(null);

  const fileCount = (saved?.files.length ?? 0) + files.length;
  const checkChoice = (chosen: File[]): string | null => {
    if (chosen.some((file) => !(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf')))) return errorText('UNSUPPORTED_FILE');
    if (fileCount + chosen.length > esignatureFileLimits.maxFiles) return t('files.tooMany', { count: esignatureFileLimits.maxFiles });
    const large = chosen.find((file) => file.size > esignatureFileLimits.maxBytes);
    return large ? t('files.tooLarge', { name: large.name, size: formatFileSize(esignatureFileLimits.maxBytes, language) }) : null;
  };

  /** Chosen PDFs: checked by content; with a saved draft uploaded at once, else kept with their SHA-256 until saving. */
  const addFiles = async (chosen: File[]) => {
    setRefusal(null);
    for (const file of chosen) {
      if (!(await isPdf(file))) {
        setRefusal(`${file.name}: ${errorText('UNSUPPORTED_FILE')}`);
        return;
      }
    }
    if (saved) {
      try {
        let next = saved;
        for (const [index, file] of chosen.entries()) {
          onProgress(t('esignatures.progress.file', { index: index + 1, count: chosen.length, name: file.name }));
          next = await uploadEsignatureFile(next.id, file);
          onChanged(next);
        }
      } catch (error) {
        onError(error);
      } finally {
        onProgress(null);
      }
      return;
    }
    const local = await Promise.all(chosen.map(async (file) => ({ id: `local-${(localKeys += 1)}`, file, name: file.name, sha256: await sha256Of(file).catch(() => null) })));
    onFilesChange((current) => [...current, ...local]);
  };

  const listed = [
    ...(saved?.files ?? []).map((file) => ({ id: file.id, name: file.name, size: file.size, pages: file.pages as number | null, sha256: file.sha256 as string | null, local: null as File | null })),
    ...files.map((file) => ({ id: file.id, name: file.name, size: file.file.size, pages: null, sha256: file.sha256, local: file.file })),
  ];
  return (
    <fieldset className={styles.group} data-esignature-files="">
      <legend className={styles.legend}>{t('esignatures.files')}</legend>
      <FileList
        files={listed}
        label={t('esignatures.files')}
        hrefOf={async (file) => (file.local ? URL.createObjectURL(file.local) : esignatureFileLink(saved?.id ?? '', file.id))}
        downloadLabel={(file) => t('files.download', { name: file.name })}
        details={(file) => (
          <>
            {[file.pages === null ? null : t('esignatures.pages', { count: file.pages }), formatFileSize(file.size, language), file.local ? t('esignatures.notUploaded') : null]
              .filter(Boolean)
              .join(' · ')}
            {file.sha256 && <Sha256 value={file.sha256} />}
          </>
        )}
        remove={removal(async (file: (typeof listed)[number]) => {
          if (file.local) onFilesChange((current) => current.filter((entry) => entry.id !== file.id));
          else if (saved) onChanged(await removeEsignatureFile(saved.id, file.id));
        })}
        onError={onError}
        empty={<p className={styles.hint}>{t('esignatures.noFiles')}</p>}
        picker={{
          label: t('esignatures.addPdf'),
          busyLabel: t('files.uploading'),
          multiple: true,
          accept: 'application/pdf,.pdf',
          hint: t('esignatures.pdfHint', { count: esignatureFileLimits.maxFiles, size: formatFileSize(esignatureFileLimits.maxBytes, language) }),
          check: checkChoice,
          onFiles: addFiles,
        }}
      />
      {refusal && (
        <p className={styles.problem} role="alert">
          {refusal}
        </p>
      )}
    </fieldset>
  );
};
