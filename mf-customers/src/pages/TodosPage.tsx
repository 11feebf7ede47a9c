import { useTranslation } from 'react-i18next';
import { CellNote, DataTable, EmptyState, Link, PageHeader, sortFromParam, sortToParam, Spinner, VisuallyHidden } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, formatIsoDate, handleLinkClick, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { MyTodo } from '@tunne/contracts';
import { listUsers } from '../features/customers/api.ts';
import { pageCount } from '../features/customers/list-query.ts';
import { isOverdue } from '../shared/traffic.ts';
import { setTodoDone } from '../features/related/api.ts';
import { TodoActions } from '../features/related/components/TodoActions.tsx';
import { TodoStatus } from '../features/related/components/TodoStatus.tsx';
import { listMyTodos } from '../features/todos/api.ts';
import {
  isDoneFor, readTodosQuery, sortTodos, todoFilters, todosPageSize, writeTodosQuery, type TodoSortColumn, type TodosQuery,
} from '../features/todos/my-todos.ts';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './FollowUpPage.module.css';
import { ListMessages, SegmentedFilter } from './FollowUpParts.tsx';
import { useListPage } from './use-list-page.ts';

/**
 * /todos: the user's own todos (responsible or created by them) on customers they see, with the spec's lights
 * (§4: pending yellow, done green, overdue red); marked done or undone, sent and acknowledged in place.
 */
export const TodosPage = () => {
  const { t, i18n } = useTranslation('customers');
  const { search } = useAppLocation();
  const query = readTodosQuery(search);

  const users = useLoad((signal) => listUsers(signal), []);
  const userList = users.state === 'done' ? users.data : [];
  const nameOfUser = (id: string) => userList.find((user) => user.id === id)?.name ?? '';

  // Sorting happens on the screen: only the filter and the page ask the server again.
  const load = useLoad(
    (signal) => listMyTodos({ is_done: isDoneFor(query.filter), page: query.page, size: todosPageSize }, signal),
    [query.filter, query.page],
  );
  const { errorDialog, showError, pagingLabels, notice, setNotice, shown, setShown } = useListPage(load);

  const go = (next: TodosQuery) => navigate(`${appHref('/todos')}${writeTodosQuery(next)}`);
  const replaceRow = (todo: MyTodo) =>
    setShown((current) => current && { ...current, items: current.items.map((row) => (row.id === todo.id ? todo : row)) });

  // The row stays where it is (also under "open") so a slip can be undone at once; the next load filters it.
  const handleToggle = async (todo: MyTodo) => {
    const isDone = !todo.is_done;
    replaceRow({ ...todo, is_done: isDone, done_at: isDone ? new Date().toISOString() : null });
    try {
      const saved = await setTodoDone(todo.customers_id, todo.id, isDone);
      replaceRow({ ...saved, customers_name: todo.customers_name });
      setNotice(t(isDone ? 'todos.page.markedDone' : 'todos.page.markedUndone', { name: todo.name }));
    } catch (error) {
      replaceRow(todo);
      showError(error);
    }
  };

  const total = shown?.total ?? null;
  const pages = total === null ? 1 : pageCount(total, todosPageSize);
  const rows = shown ? sortTodos(shown.items, query.sort, nameOfUser, i18n.language) : [];
  const none = t('card.none');
  const sortable = (column: TodoSortColumn, label: string) => ({
    id: column,
    header: label,
    sortValue: () => 0,
    sortTitle: t('list.sortBy', { column: label }),
  });
  const columns: DataTableColumn<MyTodo>[] = [
    {
      id: 'is_done',
      header: t('fields.is_done'),
      cell: (todo) => (
        <input
          type="checkbox"
          className={styles.check}
          checked={todo.is_done}
          aria-label={t(todo.is_done ? 'todos.markUndone' : 'todos.markDone', { name: todo.name })}
          onChange={() => void handleToggle(todo)}
        />
      ),
    },
    {
      ...sortable('name', t('todos.page.columns.name')),
      cell: (todo) => (
        <>
          {todo.name}
          {todo.description && <CellNote block>{todo.description}</CellNote>}
        </>
      ),
    },
    {
      ...sortable('customers_name', t('todos.page.columns.customer')),
      cell: (todo) => (
        <Link emphasis="strong" href={appHref(`/customers/${todo.customers_id}/todos/${todo.id}`)} onClick={handleLinkClick}>
          {todo.customers_name}
        </Link>
      ),
    },
    { ...sortable('responsible', t('fields.responsible_users_id')), cell: (todo) => nameOfUser(todo.responsible_users_id) || none },
    {
      ...sortable('deadline_at', t('fields.deadline_at')),
      cellClassName: (todo) => (isOverdue(todo) ? styles.overdue : undefined),
      cell: (todo) => (
        <>
          {todo.deadline_at ? formatIsoDate(todo.deadline_at) : none}
          {isOverdue(todo) && <VisuallyHidden> ({t('todos.state.red')})</VisuallyHidden>}
        </>
      ),
    },
    { ...sortable('state', t('fields.status')), cell: (todo) => <TodoStatus todo={todo} /> },
  ];

  return (
    <div className={listStyles.page}>
      <PageHeader
        title={t('todos.page.title')}
        context={total === null ? t('todos.page.context') : `${t('todos.page.total', { count: total })} · ${t('todos.page.context')}`}
      />
      <div className={styles.tools}>
        <SegmentedFilter
          label={t('todos.page.show')}
          values={todoFilters}
          current={query.filter}
          textOf={(filter) => t(`todos.page.filter.${filter}`)}
          onChoose={(filter) => {
            setNotice(null);
            go({ ...query, filter, page: 1 });
          }}
        />
        <span className={styles.toolStatus} aria-live="polite">
          {load.state === 'loading' && <Spinner label={t('todos.page.loading')} size="sm" showLabel />}
        </span>
      </div>
      <ListMessages notice={notice} error={load.state === 'error' ? t('todos.page.error') : null} />
      {shown && rows.length === 0 && load.state !== 'loading' && (
        <EmptyState title={t(`todos.page.empty.${query.filter}`)} headingLevel={2}>
          {t(`todos.page.emptyText.${query.filter}`)}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(todo) => todo.id}
          label={t('todos.page.tableLabel')}
          sort={sortFromParam(query.sort)}
          manualSorting
          onSortChange={(next) => next && go({ ...query, sort: sortToParam(next as { id: TodoSortColumn; desc: boolean }) })}
          rowAttributes={(todo) => ({ 'data-row-id': todo.id })}
          rowActions={{
            header: t('common.actions'),
            render: (todo) => (
              <div className={styles.actions}>
                <TodoActions
                  customerId={todo.customers_id}
                  todo={todo}
                  users={userList}
                  onChanged={(changed) => replaceRow({ ...changed, customers_name: todo.customers_name })}
                  onError={showError}
                />
              </div>
            ),
          }}
          paging={{ page: Math.min(query.page, pages), pageCount: pages, onPageChange: (page) => go({ ...query, page }), labels: pagingLabels }}
        />
      )}
      {errorDialog}
    </div>
  );
};
