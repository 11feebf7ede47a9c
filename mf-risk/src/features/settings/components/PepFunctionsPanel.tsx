import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DataTable, DeleteRowAction, TextInput, type DataTableColumn } from '@tunne/design-system';
import { useLoad, useShowError } from '@tunne/app-kit';
import type { PepFunction } from '@tunne/contracts';
import { addPepFunction, deletePepFunction, getPepFunctions } from '../api.ts';
import * as styles from './EuListPanel.module.css';

/**
 * Settings › risk score settings (issue 25 §8, AMLR art. 42–46): the organisation's PEP function list — the national
 * list of prominent public functions — from which a PEP record's function is chosen. A record keeps the name it was
 * saved with, so removing an entry rewrites no record. Every change is in the settings audit.
 */
export const PepFunctionsPanel = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getPepFunctions(signal), []);
  const showError = useShowError();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const rows = load.state === 'done' ? load.data : [];

  const handleAdd = async () => {
    if (!name.trim()) {
      setNameError(t('pepFunctions.nameRequired'));
      return;
    }
    setBusy(true);
    try {
      const added = await addPepFunction({ name: name.trim(), description: description.trim() || null });
      load.set([...rows, added].sort((a, b) => a.name.localeCompare(b.name)));
      setName('');
      setDescription('');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<PepFunction>[] = [
    { id: 'name', header: t('pepFunctions.name'), cell: (row) => row.name },
    { id: 'description', header: t('pepFunctions.description'), cell: (row) => row.description ?? '' },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <DeleteRowAction
          label={t('common.delete')}
          accessibleName={t('common.deleteNamed', { name: row.name })}
          title={t('pepFunctions.deleteTitle')}
          message={t('pepFunctions.deleteText', { name: row.name })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          size="sm"
          onConfirm={async () => {
            await deletePepFunction(row.id);
            load.set(rows.filter((r) => r.id !== row.id));
          }}
          onError={showError}
        />
      ),
    },
  ];

  return (
    <Card title={t('pepFunctions.title')}>
      <div className={styles.stack}>
        <p className={styles.hint}>{t('pepFunctions.hint')}</p>
        {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
        {load.state === 'done' && rows.length === 0 && <p className={styles.hint}>{t('pepFunctions.empty')}</p>}
        {rows.length > 0 && <DataTable columns={columns} data={rows} getRowId={(row) => row.id} label={t('pepFunctions.title')} />}
        <form
          className={styles.stack}
          aria-label={t('pepFunctions.add')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleAdd();
          }}
        >
          <TextInput
            label={t('pepFunctions.name')}
            required
            maxLength={300}
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          <TextInput label={t('pepFunctions.description')} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} />
          <div>
            <Button type="submit" loading={busy}>
              {t('pepFunctions.add')}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  );
};
