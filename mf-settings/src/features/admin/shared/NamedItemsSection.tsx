import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, FieldGrid, TextArea, TextInput, WideField, type DataTableColumn } from '@tunne/design-system';
import { formatDate, isApiCallError, useErrorText, useEditing, useLoad, useShowError, type EditDialogProps } from '@tunne/app-kit';
import { AdminFormDialog } from './AdminFormDialog.tsx';
import { AdminList } from './AdminList.tsx';
import { namedItemBody, namedItemResolver, namedItemValues, type NamedItem, type NamedItemBody, type NamedItemShape, type NamedItemValues } from './named-item-form.ts';
import { serverProblem, useProblemText } from './problem-text.ts';

/** A long text as one short line for the table (the dialog shows all of it). */
const preview = (text: string | null): string => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return '–';
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
};

/** One list's calls and how its rows are made and shown. */
export interface NamedItemsConfig<T extends NamedItem> extends NamedItemShape<T> {
  /** Texts: `admin.<section>.{intro,add,emptyTitle,empty,addTitle,editTitle,deleteConfirm,fields.name,fields.text,fields.date}`. */
  section: 'texts' | 'tags' | 'tasks';
  list: (signal: AbortSignal) => Promise<T[]>;
  create: (body: NamedItemBody) => Promise<unknown>;
  update: (id: string, body: NamedItemBody) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The date the table shows (last change, or when added), if the rows carry one. */
  dateOf?: (row: T) => string;
}

/** The service's refusals that are about one field (a taken name): shown at the field, the rest in the error dialog. */
const fieldOfCode: Record<string, keyof NamedItemValues> = { TAG_NAME_RESERVED: 'name', MISSING_NAME: 'name', MISSING_TEXT: 'text' };

interface DialogProps<T extends NamedItem> extends EditDialogProps<T> {
  config: NamedItemsConfig<T>;
  onError: (error: unknown) => void;
}

const NamedItemDialog = <T extends NamedItem>({ config, row, onSaved, onClose, onError }: DialogProps<T>) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const problem = useProblemText(config.section);
  const resolver = useMemo(() => namedItemResolver(config), [config]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NamedItemValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: namedItemValues(config, row) });

  const save = async (values: NamedItemValues) => {
    try {
      const body = namedItemBody(config, values);
      if (row) await config.update(row.id, body);
      else await config.create(body);
      onSaved();
    } catch (error) {
      const field = isApiCallError(error) ? fieldOfCode[error.code] : undefined;
      if (field) setError(field, { type: serverProblem, message: errorText(error) });
      else onError(error);
    }
  };

  return (
    <AdminFormDialog section={config.section} editing={row !== null} onClose={onClose} onSubmit={(event) => void handleSubmit(save)(event)} busy={isSubmitting}>
      <FieldGrid>
        <WideField>
          <TextInput label={t(`admin.${config.section}.fields.name`)} required maxLength={config.nameMax} {...register('name')} error={problem('name', errors.name)} />
        </WideField>
        <WideField>
          <TextArea
            label={t(`admin.${config.section}.fields.text`)}
            markRequired={config.textRequired}
            rows={config.textRequired ? 8 : 3}
            maxLength={config.textMax}
            {...register('text')}
            error={problem('text', errors.text)}
          />
        </WideField>
      </FieldGrid>
    </AdminFormDialog>
  );
};

/** A settings list of named rows with a longer text (text templates, tags, tasks): table, add/edit dialog, confirmed delete. */
export const NamedItemsSection = <T extends NamedItem>({ config }: { config: NamedItemsConfig<T> }) => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => config.list(signal), [config]);
  const editor = useEditing<T>(load.reload);
  const showError = useShowError();
  const rows = load.state === 'done' ? [...load.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  const { section, dateOf } = config;

  const columns: DataTableColumn<T>[] = [
    { id: 'name', header: t(`admin.${section}.fields.name`), cell: (row) => row.name, sortValue: (row) => row.name.toLocaleLowerCase() },
    {
      id: 'text',
      header: t(`admin.${section}.fields.text`),
      muted: true,
      cell: (row) => preview(config.textOf(row)),
    },
    ...(dateOf
      ? [{ id: 'date', header: t(`admin.${section}.fields.date`), align: 'end', nowrap: true, cell: (row) => formatDate(dateOf(row)), sortValue: dateOf } satisfies DataTableColumn<T>]
      : []),
  ];

  return (
    <AdminList
      section={section}
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={editor.dialog((props) => <NamedItemDialog config={config} {...props} onError={showError} />)}
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        label={t(`sections.${section}.title`)}
        rowActions={editor.actions({
          header: t('admin.common.actions'),
          nameOf: (row) => row.name,
          deleteMessage: (name) => t(`admin.${section}.deleteConfirm`, { name }),
          remove: (row) => config.remove(row.id),
          onError: showError,
        })}
      />
    </AdminList>
  );
};
