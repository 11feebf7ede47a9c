import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellNote, DataTable, EmptyState, Link, PageHeader, Select, Spinner, TextInput, TrafficLight, sortFromParam, sortToParam } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate, useAppLocation, useIsAdmin, useLoad } from '@tunne/app-kit';
import type { TaskFollowUpCustomer } from '@tunne/contracts';
import { pageCount } from '../features/customers/list-query.ts';
import { tasksLight } from '../shared/traffic.ts';
import { getTasksOverview, setCustomerTask } from '../features/tasks/api.ts';
import {
  doneCount, filterFollowUp, followUpPageSize, readFollowUpQuery, sortFollowUp, taskStateFilters, withAnsweredTasks, withTaskState,
  writeFollowUpQuery, type FollowUpQuery, type FollowUpSortColumn,
} from '../features/tasks/follow-up.ts';
import * as listStyles from './CustomerListPage.module.css';
import * as styles from './FollowUpPage.module.css';
import { ListMessages, SegmentedFilter } from './FollowUpParts.tsx';
import { useListPage } from './use-list-page.ts';

/**
 * /tasks (task follow-up): the non-archived customers with tasks and every task's state on them (done green,
 * pending yellow); a check marks a task done (mode add) or pending again (mode remove), as on the card.
 */
export const TasksPage = () => {
  const { t, i18n } = useTranslation('customers');
  const { search } = useAppLocation();
  const query = readFollowUpQuery(search);
  const isAdmin = useIsAdmin();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const load = useLoad((signal) => getTasksOverview(signal), []);
  const { errorDialog, showError, pagingLabels, notice, setNotice, shown: overview, setShown: setOverview } = useListPage(load);

  const go = (next: FollowUpQuery, replace = false) => navigate(`${appHref('/tasks')}${writeFollowUpQuery(next)}`, { replace });
  const replaceCustomer = (customer: TaskFollowUpCustomer) =>
    setOverview((current) => current && { ...current, customers: current.customers.map((row) => (row.id === customer.id ? customer : row)) });
  const markBusy = (key: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const handleToggle = async (customer: TaskFollowUpCustomer, taskId: string, taskName: string, isDone: boolean) => {
    const key = `${customer.id}/${taskId}`;
    markBusy(key, true);
    replaceCustomer(withTaskState(customer, taskId, isDone));
    try {
      const answered = await setCustomerTask(customer.id, taskId, isDone ? 'add' : 'remove');
      replaceCustomer(withAnsweredTasks(withTaskState(customer, taskId, isDone), answered));
      setNotice(t(isDone ? 'tasks.page.markedDone' : 'tasks.page.markedPending', { task: taskName, customer: customer.name }));
    } catch (error) {
      replaceCustomer(customer);
      showError(error);
    } finally {
      markBusy(key, false);
    }
  };

  const tasks = overview?.tasks ?? [];
  const columns = query.task ? tasks.filter((task) => task.id === query.task) : tasks;
  const matching = overview ? sortFollowUp(filterFollowUp(overview.customers, query), query.sort, i18n.language) : [];
  const pages = pageCount(matching.length, followUpPageSize);
  const page = Math.min(query.page, pages);
  const rows = matching.slice((page - 1) * followUpPageSize, page * followUpPageSize);
  const filtered = Boolean(query.task || query.name.trim() || query.state !== 'all');

  const context = () => {
    if (!overview) return t('tasks.page.context');
    const total = t('tasks.page.total', { count: overview.total });
    const cut = overview.total > overview.customers.length ? ` (${t('tasks.page.cut', { count: overview.customers.length })})` : '';
    return `${total}${cut} · ${t('tasks.page.context')}`;
  };

  const empty = () => {
    if (!overview || load.state === 'loading' || rows.length > 0) return null;
    // No catalogue yet: an admin is shown the way to the task settings (/settings/tasks), anyone else whom to ask.
    const [title, text] =
      tasks.length === 0
        ? ['noTasks', isAdmin ? 'noTasksAdmin' : 'noTasksUser']
        : overview.customers.length === 0 ? ['empty', 'emptyText'] : ['noMatches', 'noMatchesText'];
    const action =
      tasks.length === 0 && isAdmin ? (
        <Link href={appHref('/settings/tasks')} onClick={handleLinkClick}>
          {t('tasks.page.openSettings')}
        </Link>
      ) : undefined;
    return (
      <EmptyState title={t(`tasks.page.${title}`)} headingLevel={2} action={action}>
        {t(`tasks.page.${text}`)}
      </EmptyState>
    );
  };

  const tableColumns: DataTableColumn<TaskFollowUpCustomer>[] = [
    {
      id: 'name',
      header: t('tasks.page.columns.name'),
      sortValue: () => 0,
      sortTitle: t('list.sortBy', { column: t('tasks.page.columns.name') }),
      cell: (customer) => (
        <>
          <Link emphasis="strong" href={appHref(`/customers/${customer.id}/tasks`)} onClick={handleLinkClick}>
            {customer.name}
          </Link>
          {customer.businessid && <CellNote block>{customer.businessid}</CellNote>}
        </>
      ),
    },
    { id: 'type', header: t('columns.type'), cell: (customer) => t(`type.${customer.type}`) },
    {
      id: 'progress',
      header: t('tasks.page.columns.progress'),
      sortValue: () => 0,
      sortTitle: t('list.sortBy', { column: t('tasks.page.columns.progress') }),
      cell: (customer) => (
        <TrafficLight status={tasksLight(customer.tasks)} label={t('tasks.progress', { done: doneCount(customer), count: customer.tasks.length })} />
      ),
    },
    ...columns.map(
      (task): DataTableColumn<TaskFollowUpCustomer> => ({
        id: `task-${task.id}`,
        header: (
          <span className={styles.taskHeading} title={task.description ?? undefined}>
            {task.name}
          </span>
        ),
        align: 'center',
        cell: (customer) => {
          const isDone = customer.tasks.find((row) => row.tasks_id === task.id)?.is_done ?? false;
          return (
            <span className={styles.taskCell}>
              <input
                type="checkbox"
                className={styles.check}
                checked={isDone}
                disabled={busy.has(`${customer.id}/${task.id}`)}
                aria-label={t('tasks.page.toggle', { task: task.name, customer: customer.name })}
                onChange={(event) => void handleToggle(customer, task.id, task.name, event.target.checked)}
              />
              <TrafficLight status={isDone ? 'green' : 'yellow'} label={t(`tasks.page.taskState.${isDone ? 'done' : 'pending'}`)} compact />
            </span>
          );
        },
      }),
    ),
  ];

  return (
    <div className={listStyles.page}>
      <PageHeader title={t('tasks.page.title')} context={context()} />
      <div className={styles.tools} role="search" aria-label={t('tasks.page.tools')}>
        <TextInput
          label={t('tasks.page.search')}
          type="search"
          placeholder={t('tasks.page.searchPlaceholder')}
          value={query.name}
          onChange={(event) => go({ ...query, name: event.target.value, page: 1 }, true)}
          fieldClassName={styles.search}
        />
        <Select label={t('tasks.page.task')} value={query.task} onChange={(event) => go({ ...query, task: event.target.value, page: 1 })} fieldClassName={styles.select}>
          <option value="">{t('tasks.page.allTasks')}</option>
          {tasks.map((task) => (
            <option key={task.id} value={task.id}>
              {task.name}
            </option>
          ))}
        </Select>
        <SegmentedFilter
          label={t('tasks.page.show')}
          values={taskStateFilters}
          current={query.state}
          textOf={(state) => t(`tasks.page.state.${state}`)}
          onChoose={(state) => go({ ...query, state, page: 1 })}
        />
        <span className={styles.toolStatus} aria-live="polite">
          {load.state === 'loading' && <Spinner label={t('tasks.page.loading')} size="sm" showLabel />}
          {overview && filtered && t('tasks.page.matching', { count: matching.length })}
        </span>
      </div>
      <ListMessages notice={notice} error={load.state === 'error' ? t('tasks.page.error') : null} />
      {empty()}
      {rows.length > 0 && (
        <DataTable
          columns={tableColumns}
          data={rows}
          getRowId={(customer) => customer.id}
          label={t('tasks.page.tableLabel')}
          sort={sortFromParam(query.sort)}
          manualSorting
          onSortChange={(next) => next && go({ ...query, sort: sortToParam(next as { id: FollowUpSortColumn; desc: boolean }) })}
          rowAttributes={(customer) => ({ 'data-row-id': customer.id })}
          paging={{ page, pageCount: pages, onPageChange: (next) => go({ ...query, page: next }), labels: pagingLabels }}
        />
      )}
      {errorDialog}
    </div>
  );
};
