import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Spinner } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate, useAppLocation, useLoad } from '@tunne/app-kit';
import type { MyTodo, Page } from '@tunne/contracts';
import { SortHeader } from '../components/SortHeader.tsx';
import { toggleSort } from '../components/sort-state.ts';
import { listUsers } from '../features/customers/api.ts';
import { Paging } from '../features/customers/components/Paging.tsx';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { pageCount } from '../features/customers/list-query.ts';
import { isOverdue } from '../features/customers/traffic.ts';
import { setTodoDone } from '../features/related/api.ts';
import { TodoActions } from '../features/related/components/TodoActions.tsx';
import { TodoStatus } from '../features/related/components/TodoStatus.tsx';
import { listMyTodos } from '../features/todos/api.ts';
import {
  isDoneFor, readTodosQuery, sortTodos, todoFilters, todosPageSize, writeTodosQuery, type TodoSortColumn, type TodosQuery,
} from '../features/todos/my-todos.ts';
import * as tableStyles from '../features/customers/components/CustomerTable.module.css';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './FollowUpPage.module.css';

/**
 * /todos: the user's own todos (responsible or created by them) on customers they see, with the spec's lights
 * (§4: pending yellow, done green, overdue red); marked done or undone, sent and acknowledged in place.
 */
export const TodosPage = () => {
  const { t, i18n } = useTranslation('customers');
  const { search } = useAppLocation();
  const query = readTodosQuery(search);
  const [errorDialog, showError] = useErrorDialog();
  const captionId = useId();
  const filterLabelId = useId();
  const [shown, setShown] = useState<Page<MyTodo> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const users = useLoad((signal) => listUsers(signal), []);
  const userList = users.state === 'done' ? users.data : [];
  const nameOfUser = (id: string) => userList.find((user) => user.id === id)?.name ?? '';

  // Sorting happens on the screen: only the filter and the page ask the server again.
  const load = useLoad(
    (signal) => listMyTodos({ is_done: isDoneFor(query.filter), page: query.page, size: todosPageSize }, signal),
    [query.filter, query.page],
  );
  // Only a new answer replaces what is shown: local changes (a row marked done, a task ticked) stay until then.
  const loaded = load.state === 'done' ? load.data : null;
  useEffect(() => {
    if (loaded) setShown(loaded);
  }, [loaded]);

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
  const header = (column: TodoSortColumn, label: string) => (
    <SortHeader column={column} label={label} sort={query.sort} onSort={(next) => go({ ...query, sort: toggleSort(query.sort, next) })} />
  );

  return (
    <div className={listStyles.page}>
      <PageHeader
        title={t('todos.page.title')}
        context={total === null ? t('todos.page.context') : `${t('todos.page.total', { count: total })} · ${t('todos.page.context')}`}
      />
      <div className={styles.tools}>
        <div>
          <span id={filterLabelId} className={styles.segmentLabel}>
            {t('todos.page.show')}
          </span>
          <div className={styles.segmented} role="group" aria-labelledby={filterLabelId}>
            {todoFilters.map((filter) => (
              <button
                key={filter}
                type="button"
                className={styles.segment}
                aria-pressed={query.filter === filter}
                onClick={() => {
                  setNotice(null);
                  go({ ...query, filter, page: 1 });
                }}
              >
                {t(`todos.page.filter.${filter}`)}
              </button>
            ))}
          </div>
        </div>
        <span className={styles.toolStatus} aria-live="polite">
          {load.state === 'loading' && <Spinner label={t('todos.page.loading')} size="sm" showLabel />}
        </span>
      </div>
      <p className={listStyles.notice} role="status">
        {notice}
      </p>
      {load.state === 'error' && (
        <p className={listStyles.error} role="alert">
          {t('todos.page.error')}
        </p>
      )}
      {shown && rows.length === 0 && load.state !== 'loading' && (
        <EmptyState title={t(`todos.page.empty.${query.filter}`)} headingLevel={2}>
          {t(`todos.page.emptyText.${query.filter}`)}
        </EmptyState>
      )}
      {rows.length > 0 && (
        <div className={tableStyles.tableWrap}>
          <table className={`${tableStyles.table} ${styles.table}`} aria-labelledby={captionId}>
            <caption id={captionId} className={tableStyles.caption}>
              {t('todos.page.tableLabel')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.is_done')}</th>
                {header('name', t('todos.page.columns.name'))}
                {header('customers_name', t('todos.page.columns.customer'))}
                {header('responsible', t('fields.responsible_users_id'))}
                {header('deadline_at', t('fields.deadline_at'))}
                {header('state', t('fields.status'))}
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((todo) => {
                const overdue = isOverdue(todo);
                return (
                  <tr key={todo.id} data-row-id={todo.id}>
                    <td>
                      <input
                        type="checkbox"
                        className={styles.check}
                        checked={todo.is_done}
                        aria-label={t(todo.is_done ? 'todos.markUndone' : 'todos.markDone', { name: todo.name })}
                        onChange={() => void handleToggle(todo)}
                      />
                    </td>
                    <td>
                      {todo.name}
                      {todo.description && <span className={styles.muted}>{todo.description}</span>}
                    </td>
                    <td>
                      <a className={tableStyles.nameLink} href={appHref(`/customers/${todo.customers_id}/todos/${todo.id}`)} onClick={handleLinkClick}>
                        {todo.customers_name}
                      </a>
                    </td>
                    <td>{nameOfUser(todo.responsible_users_id) || none}</td>
                    <td className={overdue ? styles.overdue : undefined}>
                      {todo.deadline_at ? formatDate(todo.deadline_at) : none}
                      {overdue && <span className={styles.hidden}> ({t('todos.state.red')})</span>}
                    </td>
                    <td>
                      <TodoStatus todo={todo} />
                    </td>
                    <td>
                      <div className={styles.actions}>
                        <TodoActions
                          customerId={todo.customers_id}
                          todo={todo}
                          users={userList}
                          onChanged={(changed) => replaceRow({ ...changed, customers_name: todo.customers_name })}
                          onError={showError}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && <Paging page={Math.min(query.page, pages)} pages={pages} onPage={(page) => go({ ...query, page })} />}
      {errorDialog}
    </div>
  );
};
