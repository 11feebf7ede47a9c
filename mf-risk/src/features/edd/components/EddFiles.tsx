import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, DeleteRowAction, type DataTableColumn } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { eddFileMaxCount, type CustomerEdd, type EddFile } from '@tunne/contracts';
import { eddFileLink, removeEddFile, uploadEddFile } from '../api.ts';
import { eddFileAccept, eddFileMaxMegabytes, formatFileSize, tooLargeFiles } from '../edd-form.ts';
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
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const files = edd.files;
  const full = files.length >= eddFileMaxCount;

  const handleDownload = async (file: EddFile) => {
    try {
      const href = await eddFileLink(customerId, file.id);
      const link = document.createElement('a');
      link.href = href;
      link.download = file.name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      onError(error);
    }
  };

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = tooLargeFiles(chosen);
    if (refused.length > 0) {
      setPickError(t('edd.files.tooLarge', { names: refused.map((file) => file.name).join(', '), mb: eddFileMaxMegabytes }));
      return;
    }
    if (files.length + chosen.length > eddFileMaxCount) {
      setPickError(t('edd.files.tooMany', { count: eddFileMaxCount }));
      return;
    }
    setPickError(null);
    setBusy(true);
    try {
      for (const file of chosen) onChanged(await uploadEddFile(customerId, file));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<EddFile>[] = [
    {
      id: 'name',
      header: t('edd.files.name'),
      cell: (file) => (
        <button type="button" className={styles.fileLink} onClick={() => void handleDownload(file)} aria-label={t('edd.files.download', { name: file.name })}>
          {file.name}
        </button>
      ),
    },
    { id: 'size', header: t('edd.files.size'), align: 'end', cell: (file) => formatFileSize(file.size, i18n.language) },
    { id: 'uploader', header: t('edd.files.uploader'), cell: (file) => userName(file.uploaded_by) },
    { id: 'uploaded', header: t('edd.files.uploaded'), nowrap: true, cell: (file) => formatDateTime(file.uploaded_at) },
  ];

  return (
    <div className={styles.stack}>
      {files.length === 0 ? (
        <p className={styles.muted}>{t('edd.files.empty')}</p>
      ) : (
        <DataTable
          columns={columns}
          data={files}
          getRowId={(file) => file.id}
          label={t('edd.files.title')}
          rowAttributes={(file) => ({ 'data-row-id': file.id, highlighted: file.id === highlightId })}
          rowActions={{
            header: t('common.actions'),
            hideHeader: true,
            render: (file) => (
              <DeleteRowAction
                label={t('common.delete')}
                accessibleName={t('common.deleteNamed', { name: file.name })}
                title={t('edd.files.removeTitle')}
                message={`${t('edd.files.removeConfirm', { name: file.name })}${edd.state === 'APPROVED' ? ` ${t('edd.files.needsApproval')}` : ''}`}
                confirmLabel={t('common.delete')}
                cancelLabel={t('common.cancel')}
                onConfirm={async () => onChanged(await removeEddFile(customerId, file.id))}
                onError={onError}
              />
            ),
          }}
        />
      )}
      <div className={styles.row}>
        <input
          id={inputId}
          type="file"
          multiple
          accept={eddFileAccept}
          className={styles.fileInput}
          disabled={busy || full}
          aria-describedby={hintId}
          onChange={(event) => void handleChoose(event)}
        />
        <label htmlFor={inputId} className={[styles.pick, (busy || full) && styles.pickDisabled].filter(Boolean).join(' ')}>
          {busy ? t('edd.files.uploading') : t('edd.files.add')}
        </label>
        <span id={hintId} className={styles.muted}>
          {full ? t('edd.files.full', { count: eddFileMaxCount }) : t('edd.files.hint', { mb: eddFileMaxMegabytes, count: eddFileMaxCount })}
          {edd.state === 'APPROVED' ? ` ${t('edd.files.needsApproval')}` : ''}
        </span>
      </div>
      {pickError && (
        <p className={styles.error} role="alert">
          {pickError}
        </p>
      )}
    </div>
  );
};
