import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Dialog, FieldGrid, Select, TextArea, TextInput, WideField, type DataTableColumn } from '@tunne/design-system';
import { formatDate, useEditing, useLoad, useShowError, type EditDialogProps } from '@tunne/app-kit';
import { preferenceTypes, type Preference } from '@tunne/contracts';
import { AdminFormDialog } from '../shared/AdminFormDialog.tsx';
import { AdminList } from '../shared/AdminList.tsx';
import { useProblemText } from '../shared/problem-text.ts';
import { createPreference, deletePreference, listPreferences, resetPreference, updatePreference } from './api.ts';
import { preferenceBody, preferenceResolver, preferenceValues, type PreferenceValues } from './preference-form.ts';

type DialogProps = EditDialogProps<Preference> & { onError: (error: unknown) => void };

const PreferenceDialog = ({ row, onSaved, onClose, onError }: DialogProps) => {
  const { t } = useTranslation('settings');
  const problem = useProblemText('preferences');
  const resolver = useMemo(() => preferenceResolver(), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PreferenceValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: preferenceValues(row) });
  const type = watch('type');
  // The selects start on the stored choice themselves, so the form never reads a not-yet-chosen first option.
  const initial = preferenceValues(row);

  const save = async (values: PreferenceValues) => {
    try {
      const body = preferenceBody(values);
      if (row) await updatePreference(row.id, body);
      else await createPreference(body);
      onSaved();
    } catch (error) {
      onError(error);
    }
  };

  const valueLabel = t('admin.preferences.fields.value');
  return (
    <AdminFormDialog section="preferences" editing={row !== null} onClose={onClose} onSubmit={(event) => void handleSubmit(save)(event)} busy={isSubmitting}>
      <FieldGrid>
        <TextInput label={t('admin.preferences.fields.name')} required maxLength={200} {...register('name')} error={problem('name', errors.name)} />
        <Select label={t('admin.preferences.fields.type')} defaultValue={initial.type} {...register('type')}>
          {preferenceTypes.map((value) => (
            <option key={value} value={value}>
              {t(`admin.preferences.types.${value}`)}
            </option>
          ))}
        </Select>
        <WideField>
          {type === 'boolean' ? (
            <Select label={valueLabel} defaultValue={initial.value} {...register('value')} error={problem('value', errors.value)}>
              <option value="">{t('admin.preferences.noValue')}</option>
              <option value="true">{t('admin.common.yes')}</option>
              <option value="false">{t('admin.common.no')}</option>
            </Select>
          ) : type === 'number' ? (
            <TextInput label={valueLabel} inputMode="decimal" {...register('value')} error={problem('value', errors.value)} />
          ) : (
            <TextArea label={valueLabel} rows={type === 'json' ? 6 : 3} maxLength={20_000} spellCheck={type !== 'json'} {...register('value')} error={problem('value', errors.value)} />
          )}
        </WideField>
      </FieldGrid>
    </AdminFormDialog>
  );
};

/** A value for the table: booleans in words, the rest as one short line. */
const shownValue = (row: Preference, yesNo: (value: boolean) => string): string => {
  if (row.value === null || row.value === '') return '–';
  if (row.type === 'boolean') return yesNo(row.value === 'true');
  const line = row.value.replace(/\s+/g, ' ');
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/** Settings › preferences: the organisation's free name–value settings; edit, delete, or reset to no name and no value. */
export const PreferencesSection = () => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => listPreferences(signal), []);
  const editor = useEditing<Preference>(load.reload);
  const showError = useShowError();
  const [resetting, setResetting] = useState<Preference | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = load.state === 'done' ? [...load.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  const yesNo = (value: boolean) => t(value ? 'admin.common.yes' : 'admin.common.no');

  const handleReset = async (row: Preference) => {
    setBusy(true);
    try {
      await resetPreference(row.id);
      load.reload();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setResetting(null);
    }
  };

  const columns: DataTableColumn<Preference>[] = [
    { id: 'name', header: t('admin.preferences.fields.name'), cell: (row) => row.name || t('admin.preferences.unnamed'), sortValue: (row) => row.name },
    { id: 'type', header: t('admin.preferences.fields.type'), cell: (row) => t(`admin.preferences.types.${row.type}`) },
    { id: 'value', header: t('admin.preferences.fields.value'), muted: true, cell: (row) => shownValue(row, yesNo) },
    { id: 'updated', header: t('admin.preferences.fields.updated_at'), align: 'end', nowrap: true, cell: (row) => formatDate(row.updated_at), sortValue: (row) => row.updated_at },
  ];

  const label = (row: Preference) => row.name || t('admin.preferences.unnamed');
  return (
    <AdminList
      section="preferences"
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={
        <>
          {editor.dialog((props) => <PreferenceDialog {...props} onError={showError} />)}
          <Dialog
            open={resetting !== null}
            kind="confirm"
            title={t('admin.preferences.resetTitle')}
            message={resetting ? t('admin.preferences.resetConfirm', { name: label(resetting) }) : ''}
            confirmLabel={t('admin.preferences.reset')}
            destructive
            confirmLoading={busy}
            closeLabel={t('admin.common.cancel')}
            onClose={() => setResetting(null)}
            onConfirm={() => resetting && void handleReset(resetting)}
          />
        </>
      }
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        label={t('sections.preferences.title')}
        rowActions={editor.actions({
          header: t('admin.common.actions'),
          nameOf: label,
          deleteMessage: (name) => t('admin.preferences.deleteConfirm', { name }),
          remove: (row) => deletePreference(row.id),
          onError: showError,
          before: (row) => (
            <Button size="sm" variant="ghost" aria-label={t('admin.preferences.resetNamed', { name: label(row) })} onClick={() => setResetting(row)}>
              {t('admin.preferences.reset')}
            </Button>
          ),
        })}
      />
    </AdminList>
  );
};
