import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection, DataTable, DeleteRowAction, scrollIntoContainer, type DataTableColumn, VisuallyHidden } from '@tunne/design-system';
import { announceCustomerChange, onCustomerChange, useLoad } from '@tunne/app-kit';
import { isOverdue } from '../../../shared/traffic.ts';
import { createRelated, deleteRelated, listRelated, setTodoDone, updateRelated, uploadTodoFile, type RelatedBody } from '../api.ts';
import { bodyOf, valuesOf, type Context, type KindConfig } from '../config.tsx';
import type { RelatedKind, RelatedKinds, Todo } from '../types.ts';
import { RecordDialog } from './RecordDialog.tsx';
import { TodoActions } from './TodoActions.tsx';
import { TodoFiles } from './TodoFiles.tsx';
import { TodoStatus } from './TodoStatus.tsx';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './RecordSection.module.css';

type Props<K extends RelatedKind> = {
  customerId: string;
  config: KindConfig<K>;
  ctx: Context;
  /** Changes (a new number) when a quick action asks to add a row. */
  addRequest: number;
  highlightId?: string | undefined;
  onSummary: (kind: K, count: number, light: ReturnType<KindConfig<K>['light']>) => void;
  onError: (error: unknown) => void;
};

type Editing<Row> = { row: Row | null } | null;

/** The kinds the risk score reads (PEPs; owners', beneficiaries' and responsible persons' countries; complex ownership). */
const riskKinds: ReadonlySet<RelatedKind> = new Set<RelatedKind>(['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons']);

/** One related-record list of the card: table, add / edit dialog and a confirmed delete. */
export const RecordSection = <K extends RelatedKind>({ customerId, config, ctx, addRequest, highlightId, onSummary, onError }: Props<K>) => {
  const { t } = useTranslation('customers');
  const { kind } = config;
  type Row = RelatedKinds[K];
  const load = useLoad((signal) => listRelated(customerId, kind, signal), [customerId, kind]);
  const rows: Row[] = load.state === 'done' ? load.data : [];
  const [editing, setEditing] = useState<Editing<Row>>(null);
  // What the last add, edit or delete did (issue 26: every card action says it succeeded).
  const [notice, setNotice] = useState<string | null>(null);
  const [open, setOpen] = useSectionOpen(kind);
  const firstRequest = useRef(addRequest);
  const light = config.light(rows);

  useEffect(() => {
    if (load.state === 'done') onSummary(kind, load.data.length, config.light(load.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load.state, load.state === 'done' ? load.data : null]);

  // Another module (a request answer, an identification) added or changed records: the list reads them again.
  const { reload } = load;
  useEffect(() => onCustomerChange('records', customerId, reload), [customerId, reload]);

  useEffect(() => {
    if (addRequest === firstRequest.current) return;
    setOpen(true);
    setEditing({ row: null });
    // Only a new request opens the form (setOpen changes when the signed-in user becomes known).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addRequest]);

  // Deep links (/customers/{id}/owners/{rowId}, alert targets) scroll to the row and mark it.
  useEffect(() => {
    if (!highlightId || load.state !== 'done') return;
    const row = document.querySelector(`[data-row-id="${CSS.escape(highlightId)}"]`);
    if (row) scrollIntoContainer(row, 'center');
  }, [highlightId, load.state]);

  // A change the score reads: the card's header (risk light, EDD banner), the score panel and the EDD section read again.
  const changedRisk = () => {
    if (riskKinds.has(kind)) announceCustomerChange('risk', customerId);
  };

  const handleSave = async (values: Record<string, string | boolean>, files: File[]) => {
    const body = bodyOf(config.fields, values) as Partial<RelatedBody<K>>;
    const saved = editing?.row ? await updateRelated(customerId, kind, editing.row.id, body) : await createRelated(customerId, kind, body);
    setNotice(t(editing?.row ? 'recordNotice.saved' : 'recordNotice.added', { name: config.rowName(saved as never) }));
    setEditing(null);
    changedRisk();
    try {
      // A todo's files go once it exists; a refused file leaves the todo saved and says why.
      for (const file of files) await uploadTodoFile(customerId, saved.id, file);
    } catch (error) {
      onError(error);
    } finally {
      load.reload();
    }
  };

  // Done / not done shows at once (the checkbox follows the click); a refused change is undone by the reload.
  const toggleDone = async (todo: Todo) => {
    load.set(rows.map((row) => (row.id === todo.id ? ({ ...row, is_done: !todo.is_done } as Row) : row)));
    try {
      await setTodoDone(customerId, todo.id, !todo.is_done);
    } catch (error) {
      onError(error);
    } finally {
      load.reload();
    }
  };

  const isTodo = kind === 'todos';
  const title = t(`sections.${kind}`);

  const asTodo = (row: Row) => (isTodo ? (row as unknown as Todo) : null);
  const isOverdueDeadline = (row: Row, key: string) => {
    const todo = asTodo(row);
    return todo !== null && key === 'deadline_at' && isOverdue(todo);
  };
  const columns: DataTableColumn<Row>[] = [
    ...(isTodo
      ? [
          {
            id: 'is_done',
            header: t('fields.is_done'),
            cell: (row: Row) => {
              const todo = row as unknown as Todo;
              const name = config.rowName(row as never);
              return (
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={todo.is_done}
                  aria-label={t(todo.is_done ? 'todos.markUndone' : 'todos.markDone', { name })}
                  onChange={() => void toggleDone(todo)}
                />
              );
            },
          },
        ]
      : []),
    ...config.columns.map(
      (column): DataTableColumn<Row> => ({
        id: column.key,
        header: t(`fields.${column.key}`),
        align: column.align === 'right' ? 'end' : 'start',
        cellClassName: (row) => (isOverdueDeadline(row, column.key) ? styles.overdue : undefined),
        cell: (row) => {
          const todo = asTodo(row);
          const overdue = isOverdueDeadline(row, column.key);
          return (
            <>
              {column.render(row as never, ctx)}
              {todo && column.key === 'name' && <TodoFiles customerId={customerId} todo={todo} onChanged={() => load.reload()} onError={onError} />}
              {overdue && <VisuallyHidden> ({t('todos.state.red')})</VisuallyHidden>}
            </>
          );
        },
      }),
    ),
    ...(isTodo ? [{ id: 'status', header: t('fields.status'), cell: (row: Row) => <TodoStatus todo={row as unknown as Todo} /> }] : []),
  ];

  return (
    <CollapsibleSection
      id={kind}
      title={title}
      count={load.state === 'done' ? rows.length : null}
      light={{ status: light, label: t(`lights.${light}`) }}
      open={open}
      onOpenChange={setOpen}
      expandLabel={t('common.toggleSection')}
      actions={
        <Button size="sm" onClick={() => setEditing({ row: null })}>
          {t(`add.${kind}`)}
        </Button>
      }
    >
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {load.state === 'error' && <p className={styles.error}>{t('card.sectionError')}</p>}
      {load.state === 'done' && rows.length === 0 && <p className={styles.empty}>{t(`empty.${kind}`)}</p>}
      {rows.length > 0 && (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={title}
          rowAttributes={(row) => ({ 'data-row-id': row.id, highlighted: row.id === highlightId })}
          rowActions={{
            header: t('common.actions'),
            hideHeader: true,
            render: (row) => {
              const todo = isTodo ? (row as unknown as Todo) : null;
              const name = config.rowName(row as never);
              const buttons = (
                <>
                  <Button size="sm" variant="ghost" onClick={() => setEditing({ row })} aria-label={t('common.editNamed', { name })}>
                    {t('common.edit')}
                  </Button>
                  <DeleteRowAction
                    label={t('common.delete')}
                    accessibleName={t('common.deleteNamed', { name })}
                    title={t('common.deleteTitle')}
                    message={t('common.deleteConfirm', { name, what: title })}
                    confirmLabel={t('common.delete')}
                    cancelLabel={t('common.cancel')}
                    onConfirm={async () => {
                      await deleteRelated(customerId, kind, row.id);
                      setNotice(t('recordNotice.deleted', { name }));
                      load.reload();
                      changedRisk();
                    }}
                    onError={onError}
                  />
                </>
              );
              return todo ? (
                <div className={styles.todoButtons}>
                  <TodoActions customerId={customerId} todo={todo} users={ctx.users} onChanged={() => load.reload()} onError={onError} />
                  {buttons}
                </div>
              ) : (
                buttons
              );
            },
          }}
        />
      )}
      {editing && (
        <RecordDialog
          kind={kind}
          title={editing.row ? t(`edit.${kind}`) : t(`add.${kind}`)}
          fields={config.fields}
          initial={valuesOf(config.fields, editing.row as Record<string, unknown> | null)}
          ctx={ctx}
          withFiles={isTodo}
          onSave={handleSave}
          onClose={() => setEditing(null)}
          onError={onError}
        />
      )}
    </CollapsibleSection>
  );
};
