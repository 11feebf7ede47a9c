import { useTranslation } from 'react-i18next';
import { Link, SummaryCard, TrafficLight, type SummaryItem } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, useLoad, useSessionStore } from '@tunne/app-kit';
import { isOverdue } from '../../../shared/traffic.ts';
import { listMyTodos } from '../api.ts';
import { dueSoonDays, todosDueSoon, todosPageSize } from '../my-todos.ts';

/** Home page (issue 16 §6): the user's open todos due within a week or overdue, soonest first, and the way to /todos. */
export const TodosDueHomeCard = () => {
  const usesTodos = useSessionStore((state) => state.organisation?.use_todos ?? false);
  return usesTodos ? <TodosDueCard /> : null;
};

const TodosDueCard = () => {
  const { t } = useTranslation('customers');
  // The call's maximum of open todos: the due ones are picked here (the call has no deadline filter).
  const load = useLoad((signal) => listMyTodos({ is_done: false, page: 1, size: todosPageSize }, signal), []);
  const now = new Date();
  const due = load.state === 'done' ? todosDueSoon(load.data.items, now) : [];
  const items = due.map((todo): SummaryItem => {
    const overdue = isOverdue(todo, now);
    return {
      id: todo.id,
      primary: (
        <Link href={appHref(`/customers/${todo.customers_id}/todos/${todo.id}`)} onClick={handleLinkClick}>
          {todo.name}
        </Link>
      ),
      secondary: todo.customers_name,
      trailing: (
        <TrafficLight
          status={overdue ? 'red' : 'yellow'}
          label={t(overdue ? 'todos.home.overdue' : 'todos.home.due', { date: formatDate(todo.deadline_at) })}
        />
      ),
    };
  });
  const more = due.length - Math.min(due.length, 5);
  return (
    <SummaryCard
      title={t('todos.home.title')}
      state={load.state}
      count={load.state === 'done' ? due.length : undefined}
      countLabel={load.state === 'done' ? t('todos.home.count', { count: due.length }) : undefined}
      items={items}
      emptyTitle={t('todos.home.empty')}
      emptyText={t('todos.home.emptyText', { count: dueSoonDays })}
      loadingLabel={t('todos.page.loading')}
      errorText={t('todos.page.error')}
      action={
        <Link href={appHref('/todos')} onClick={handleLinkClick}>
          {t('todos.home.showAll')}
        </Link>
      }
      footer={more > 0 ? t('todos.home.more', { count: more }) : undefined}
    />
  );
};
