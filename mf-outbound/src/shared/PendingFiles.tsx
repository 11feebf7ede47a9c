import { useTranslation } from 'react-i18next';
import { FileList, formatFileSize, type FileListRemove } from '@tunne/design-system';
import { currentLanguage } from '@tunne/app-kit';
import { outboundFileLimits } from '@tunne/contracts';
import { useFileCheck } from './ItemFiles.tsx';

type Props = {
  files: readonly File[];
  onChange: (files: File[]) => void;
};

type Chosen = { id: string; name: string; file: File };

/** Removing a file from a list of an item's files: asks first, naming it, then `onConfirm` removes it. */
export const useFileRemoval = () => {
  const { t } = useTranslation('outbound');
  return <F extends { name: string }>(onConfirm: (entry: F) => Promise<unknown>): FileListRemove<F> => ({
    label: t('common.remove'),
    accessibleName: (entry) => t('files.removeNamed', { name: entry.name }),
    title: t('files.removeTitle'),
    message: (entry) => t('files.removeText', { name: entry.name }),
    confirmLabel: t('common.remove'),
    cancelLabel: t('common.cancel'),
    onConfirm,
  });
};

/** Attachments chosen for an item that is not saved yet: uploaded once the draft exists. */
export const PendingFiles = ({ files, onChange }: Props) => {
  const { t } = useTranslation('outbound');
  const check = useFileCheck(files.length);
  const removal = useFileRemoval();
  const language = currentLanguage();
  const chosen: Chosen[] = files.map((file, index) => ({ id: `${index}:${file.name}`, name: file.name, file }));
  return (
    <FileList
      files={chosen}
      label={t('files.title')}
      hrefOf={async (entry) => URL.createObjectURL(entry.file)}
      downloadLabel={(entry) => t('files.download', { name: entry.name })}
      details={(entry) => formatFileSize(entry.file.size, language)}
      remove={removal(async (entry: Chosen) => onChange(files.filter((file) => file !== entry.file)))}
      onError={() => undefined}
      picker={{
        label: t('files.add'),
        busyLabel: t('files.uploading'),
        multiple: true,
        hint: t('files.hint', { count: outboundFileLimits.maxFiles, size: formatFileSize(outboundFileLimits.maxBytes, language) }),
        check,
        onFiles: async (added) => onChange([...files, ...added]),
      }}
    />
  );
};
