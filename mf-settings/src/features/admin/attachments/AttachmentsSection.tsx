import { useTranslation } from 'react-i18next';
import { Button, DataTable, formatFileSize, type DataTableColumn } from '@tunne/design-system';
import { currentLanguage, formatDate, useEditing, useLoad, useShowError } from '@tunne/app-kit';
import type { Attachment } from '@tunne/contracts';
import { AdminList } from '../shared/AdminList.tsx';
import { deleteAttachment, downloadAttachment, listAttachments } from './api.ts';
import { AttachmentDialog } from './AttachmentDialog.tsx';

/** Settings › attachments: files users attach to messages; upload, rename, download, delete. */
export const AttachmentsSection = () => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => listAttachments(signal), []);
  const editor = useEditing<Attachment>(load.reload);
  const showError = useShowError();
  const language = currentLanguage();
  const rows = load.state === 'done' ? [...load.data].sort((a, b) => a.name.localeCompare(b.name)) : [];

  const columns: DataTableColumn<Attachment>[] = [
    { id: 'name', header: t('admin.attachments.fields.name'), cell: (row) => row.name, sortValue: (row) => row.name.toLocaleLowerCase() },
    { id: 'description', header: t('admin.attachments.fields.description'), muted: true, cell: (row) => row.description || '–' },
    {
      id: 'filename',
      header: t('admin.attachments.fields.filename'),
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('admin.attachments.download', { filename: row.filename })}
          onClick={() => void downloadAttachment(row.id).catch(showError)}
        >
          {row.filename}
        </Button>
      ),
      sortValue: (row) => row.filename.toLocaleLowerCase(),
    },
    { id: 'size', header: t('admin.attachments.fields.size'), align: 'end', nowrap: true, cell: (row) => formatFileSize(row.size, language), sortValue: (row) => row.size },
    { id: 'added', header: t('admin.attachments.fields.created_at'), align: 'end', nowrap: true, cell: (row) => formatDate(row.created_at), sortValue: (row) => row.created_at },
  ];

  return (
    <AdminList
      section="attachments"
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={editor.dialog((props) => <AttachmentDialog {...props} onError={showError} />)}
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        label={t('sections.attachments.title')}
        rowActions={editor.actions({
          header: t('admin.common.actions'),
          nameOf: (row) => row.name,
          deleteMessage: (name) => t('admin.attachments.deleteConfirm', { name }),
          remove: (row) => deleteAttachment(row.id),
          onError: showError,
        })}
      />
    </AdminList>
  );
};
