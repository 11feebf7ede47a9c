import { useTranslation } from 'react-i18next';
import { FileList, formatFileSize } from '@tunne/design-system';
import { currentLanguage } from '@tunne/app-kit';
import { outboundFileLimits, type OutboundFile } from '@tunne/contracts';
import { itemFileLink, removeItemFile, uploadItemFile, type OutboundKind } from './item-api.ts';
import * as styles from './Detail.module.css';

type Props = {
  kind: OutboundKind;
  itemId: string;
  files: readonly OutboundFile[];
  label: string;
  /** A draft's attachments can be added and removed; what was sent, and the recipient's files, stay. */
  canEdit: boolean;
  onRemoved: (fileId: string) => void;
  onAdded: (file: OutboundFile) => void;
  onError: (error: unknown) => void;
};

/** Too many or too large files, in the user's words; null when they can go. */
export const useFileCheck = (current: number) => {
  const { t } = useTranslation('outbound');
  return (chosen: File[]): string | null => {
    if (current + chosen.length > outboundFileLimits.maxFiles) return t('files.tooMany', { count: outboundFileLimits.maxFiles });
    const large = chosen.find((file) => file.size > outboundFileLimits.maxBytes);
    return large ? t('files.tooLarge', { name: large.name, size: formatFileSize(outboundFileLimits.maxBytes, currentLanguage()) }) : null;
  };
};

/** An item's files with size and SHA-256 (spec §7): download; while a draft, add and remove (after asking). */
export const ItemFiles = ({ kind, itemId, files, label, canEdit, onRemoved, onAdded, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const check = useFileCheck(files.length);
  const language = currentLanguage();
  return (
    <FileList
      files={files}
      label={label}
      hrefOf={(file) => itemFileLink(kind, itemId, file.id)}
      downloadLabel={(file) => t('files.download', { name: file.name })}
      details={(file) => (
        <>
          {formatFileSize(file.size, language)} · {t(`files.role.${file.role}`)}
          <code className={styles.hash} title={file.sha256}>
            SHA-256 {file.sha256}
          </code>
        </>
      )}
      remove={
        canEdit
          ? {
              label: t('common.remove'),
              accessibleName: (file) => t('files.removeNamed', { name: file.name }),
              title: t('files.removeTitle'),
              message: (file) => t('files.removeText', { name: file.name }),
              confirmLabel: t('common.remove'),
              cancelLabel: t('common.cancel'),
              onConfirm: async (file) => {
                await removeItemFile(kind, itemId, file.id);
                onRemoved(file.id);
              },
            }
          : undefined
      }
      onError={onError}
      empty={<p className={styles.muted}>{t('files.none')}</p>}
      picker={
        canEdit
          ? {
              label: t('files.add'),
              busyLabel: t('files.uploading'),
              multiple: true,
              hint: t('files.hint', { count: outboundFileLimits.maxFiles, size: formatFileSize(outboundFileLimits.maxBytes, language) }),
              check,
              onFiles: async (chosen) => {
                try {
                  for (const file of chosen) onAdded(await uploadItemFile(kind, itemId, file));
                } catch (error) {
                  onError(error);
                }
              },
            }
          : undefined
      }
    />
  );
};
