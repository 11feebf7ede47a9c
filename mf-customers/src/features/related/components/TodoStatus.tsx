import { useTranslation } from 'react-i18next';
import { TrafficLight } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { todoLight } from '../../../shared/traffic.ts';
import type { Todo } from '../types.ts';
import * as styles from './Todo.module.css';

/** A todo's state in words besides its light: done / pending / overdue, sent to the responsible user, answered. */
export const TodoStatus = ({ todo }: { todo: Todo }) => {
  const { t } = useTranslation('customers');
  const light = todoLight(todo);
  return (
    <div className={styles.status}>
      <TrafficLight status={light} label={t(`todos.state.${light}`)} />
      <span className={styles.line}>{todo.sent_at ? t('todos.sentAt', { at: formatDateTime(todo.sent_at) }) : t('todos.notSent')}</span>
      {todo.answered_at && (
        <span className={styles.answer}>
          <span className={styles.line}>{t('todos.answeredAt', { at: formatDateTime(todo.answered_at) })}</span>
          {todo.answer && <q className={styles.quote}>{todo.answer}</q>}
        </span>
      )}
    </div>
  );
};
