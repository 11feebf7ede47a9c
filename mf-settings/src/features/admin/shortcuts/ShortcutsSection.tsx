import { useTranslation } from 'react-i18next';
import { DataTable, DeleteRowAction, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, useLoad, useShowError } from '@tunne/app-kit';
import type { SavedFilter } from '@tunne/contracts';
import { AdminList } from '../shared/AdminList.tsx';
import { deleteFilter, listFilters } from './api.ts';
import * as styles from '../shared/admin.module.css';

/** Settings › shortcuts: the saved customer filters; made on the filtering screen, removed here. */
export const ShortcutsSection = () => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => listFilters(signal), []);
  const showError = useShowError();
  const rows = load.state === 'done' ? [...load.data].sort((a, b) => a.name.localeCompare(b.name)) : [];

  const columns: DataTableColumn<SavedFilter>[] = [
    { id: 'name', header: t('admin.shortcuts.fields.name'), cell: (row) => row.name, sortValue: (row) => row.name.toLocaleLowerCase() },
    { id: 'items', header: t('admin.shortcuts.fields.items'), align: 'end', cell: (row) => row.items.length, sortValue: (row) => row.items.length },
    { id: 'created', header: t('admin.shortcuts.fields.created_at'), align: 'end', nowrap: true, cell: (row) => formatDate(row.created_at), sortValue: (row) => row.created_at },
  ];

  const toFilters = (
    <a className={styles.link} href={appHref('/filters')} onClick={handleLinkClick}>
      {t('admin.shortcuts.openFilters')}
    </a>
  );

  return (
    <AdminList section="shortcuts" load={load} count={rows.length} emptyAction={toFilters}>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        label={t('sections.shortcuts.title')}
        rowActions={{
          header: t('admin.common.actions'),
          hideHeader: true,
          render: (row) => (
            <DeleteRowAction
              label={t('admin.shortcuts.delete')}
              accessibleName={t('admin.shortcuts.deleteNamed', { name: row.name })}
              title={t('admin.shortcuts.deleteTitle')}
              message={t('admin.shortcuts.deleteConfirm', { name: row.name })}
              confirmLabel={t('admin.shortcuts.delete')}
              cancelLabel={t('admin.common.cancel')}
              onConfirm={async () => {
                await deleteFilter(row.id);
                load.reload();
              }}
              onError={showError}
            />
          ),
        }}
      />
    </AdminList>
  );
};
