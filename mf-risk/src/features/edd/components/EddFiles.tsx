import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList, formatFileSize, Select } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { eddFileKinds, eddFileMaxCount, type CustomerEdd, type EddFile, type EddFileKind } from '@tunne/contracts';
import { eddFileLink, removeEddFile, uploadEddFile } from '../api.ts';
import { eddFileAccept, eddFileMaxMegabytes, tooLargeFiles } from '../edd-form.ts';
import * as styles from './EddSection.module.css';

type Props = {
  customerId: string;
  edd: CustomerEdd;
  highlightId?: string | undefined;
  userName: (id: string | null) => string;
  onChanged: (edd: CustomerEdd) => void;
  onError: (error: unknown) => void;
};

/**
 * Documents of the source of wealth: each downloads through a link with a temporary token; another is added with the
 * native file picker (one request per file); removing asks first. Either makes an approved EDD wait for approval again.
 */
export const EddFiles = ({ customerId, edd, highlightId, userName, onChanged, onError }: Props) => {
  const { t, i18n } = useTranslation('risk');
  const files = edd.files;
  const full = files.length >= eddFileMaxCount;
  const needsApproval = edd.state === 'APPROVED' ? ` ${t('edd.files.needsApproval')}` : '';
  // What the next document proves: an approval needs one of each kind (issue 25 §3).
  const [kind, setKind] = useState<EddFileKind>('SOURCE_OF_FUNDS');
  const kindId = useId();

  const check = (chosen: File[]): string | null => {
    const refused = tooLargeFiles(chosen);
    if (refused.length > 0) return t('edd.files.tooLarge', { names: refused.map((file) => file.name).join(', '), mb: eddFileMaxMegabytes });
    if (files.length + chosen.length > eddFileMaxCount) return t('edd.files.tooMany', { count: eddFileMaxCount });
    return null;
  };

  const handleFiles = async (chosen: File[]) => {
    try {
      for (const file of chosen) onChanged(await uploadEddFile(customerId, file, kind));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
    <Select id={kindId} size="sm" label={t('edd.files.kind')} value={kind} onChange={(event) => setKind(event.target.value as EddFileKind)}>
      {eddFileKinds.map((value) => (
        <option key={value} value={value}>
          {t(`edd.files.kinds.${value}`)}
        </option>
      ))}
    </Select>
    <FileList<EddFile>
      files={files}
      label={t('edd.files.title')}
      highlightedId={highlightId}
      hrefOf={(file) => eddFileLink(customerId, file.id)}
      downloadLabel={(file) => t('edd.files.download', { name: file.name })}
      details={(file) =>
        [t(`edd.files.kinds.${file.kind}`), formatFileSize(file.size, i18n.language), userName(file.uploaded_by), formatDateTime(file.uploaded_at)].join(' · ')
      }
      remove={{
        label: t('common.delete'),
        accessibleName: (file) => t('common.deleteNamed', { name: file.name }),
        title: t('edd.files.removeTitle'),
        message: (file) => `${t('edd.files.removeConfirm', { name: file.name })}${needsApproval}`,
        confirmLabel: t('common.delete'),
        cancelLabel: t('common.cancel'),
        onConfirm: async (file) => onChanged(await removeEddFile(customerId, file.id)),
      }}
      onError={onError}
      empty={<p className={styles.muted}>{t('edd.files.empty')}</p>}
      picker={{
        label: t('edd.files.add'),
        busyLabel: t('edd.files.uploading'),
        multiple: true,
        accept: eddFileAccept,
        disabled: full,
        hint: `${full ? t('edd.files.full', { count: eddFileMaxCount }) : t('edd.files.hint', { mb: eddFileMaxMegabytes, count: eddFileMaxCount })}${needsApproval}`,
        check,
        onFiles: handleFiles,
      }}
    />
    </>
  );
};
