import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { eddFileMaxCount, type CustomerEdd, type EddFile } from '@tunne/contracts';
import { eddFileLink, removeEddFile, uploadEddFile } from '../api.ts';
import { eddFileAccept, eddFileMaxMegabytes, formatFileSize, tooLargeFiles } from '../edd-form.ts';
import * as table from '../../../components/Table.module.css';
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
  const [removing, setRemoving] = useState<EddFile | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
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

  const handleRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      onChanged(await removeEddFile(customerId, removing.id));
    } catch (error) {
      onError(error);
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  return (
    <div className={table.stack}>
      {files.length === 0 ? (
        <p className={table.muted}>{t('edd.files.empty')}</p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table} aria-label={t('edd.files.title')}>
            <thead>
              <tr>
                <th scope="col">{t('edd.files.name')}</th>
                <th scope="col" className={table.right}>
                  {t('edd.files.size')}
                </th>
                <th scope="col">{t('edd.files.uploader')}</th>
                <th scope="col">{t('edd.files.uploaded')}</th>
                <th scope="col" className={table.right}>
                  <span className={table.hidden}>{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id} data-row-id={file.id} className={file.id === highlightId ? table.highlight : undefined}>
                  <td>
                    <button type="button" className={styles.fileLink} onClick={() => void handleDownload(file)} aria-label={t('edd.files.download', { name: file.name })}>
                      {file.name}
                    </button>
                  </td>
                  <td className={table.right}>{formatFileSize(file.size, i18n.language)}</td>
                  <td>{userName(file.uploaded_by)}</td>
                  <td>{formatDateTime(file.uploaded_at)}</td>
                  <td className={table.actions}>
                    <Button size="sm" variant="ghost" aria-label={t('common.deleteNamed', { name: file.name })} onClick={() => setRemoving(file)}>
                      {t('common.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <p className={table.error} role="alert">
          {pickError}
        </p>
      )}
      <Dialog
        open={removing !== null}
        kind="confirm"
        title={t('edd.files.removeTitle')}
        message={removing ? `${t('edd.files.removeConfirm', { name: removing.name })}${edd.state === 'APPROVED' ? ` ${t('edd.files.needsApproval')}` : ''}` : ''}
        confirmLabel={t('common.delete')}
        destructive
        confirmLoading={removeBusy}
        closeLabel={t('common.cancel')}
        onClose={() => setRemoving(null)}
        onConfirm={() => void handleRemove()}
      />
    </div>
  );
};
