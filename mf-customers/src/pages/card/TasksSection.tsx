import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tasksLight } from '../../shared/traffic.ts';
import { listCustomerTasks, setTask } from '../../features/related/api.ts';
import { useSectionOpen } from '../../shared/section-open.ts';
import * as styles from '../../features/customers/components/CardSections.module.css';
import { Checkbox, CollapsibleSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';

type Props = { customerId: string; onSummary: (count: number, light: ReturnType<typeof tasksLight>) => void; onError: (error: unknown) => void };

/** The organisation's tasks, one checkbox each: checking sends mode add (done), unchecking mode remove (pending). */
export const TasksSection = ({ customerId, onSummary, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen('tasks');
  const tasks = useLoad((signal) => listCustomerTasks(customerId, signal), [customerId]);
  const rows = tasks.state === 'done' ? tasks.data : [];
  const [busy, setBusy] = useState<string | null>(null);
  const light = tasksLight(rows);
  const done = rows.filter((task) => task.is_done).length;

  useEffect(() => {
    if (tasks.state === 'done') onSummary(done, light);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks.state, done, light]);

  // The box follows the click at once (as on the follow-up page); a refused change is undone.
  const handleToggle = async (taskId: string, isDone: boolean) => {
    setBusy(taskId);
    const before = rows;
    tasks.set(rows.map((task) => (task.id === taskId ? { ...task, is_done: isDone } : task)));
    try {
      await setTask(customerId, taskId, isDone ? 'add' : 'remove');
    } catch (error) {
      tasks.set(before);
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <CollapsibleSection
      id="tasks"
      title={t('sections.tasks')}
      count={tasks.state === 'done' ? rows.length : null}
      light={{ status: light, label: t(`lights.${light}`) }}
      open={open}
      onOpenChange={setOpen}
      expandLabel={t('common.toggleSection')}
    >
      {tasks.state === 'done' && rows.length === 0 && <p className={styles.muted}>{t('empty.tasks')}</p>}
      {tasks.state === 'error' && <p className={styles.bad}>{t('card.sectionError')}</p>}
      {rows.length > 0 && (
        <div className={styles.taskList}>
          <p className={styles.muted}>{t('tasks.progress', { done, count: rows.length })}</p>
          {rows.map((task) => (
            <Checkbox key={task.id} label={task.name} title={task.description ?? undefined} checked={task.is_done} disabled={busy === task.id} onChange={(event) => void handleToggle(task.id, event.target.checked)} />
          ))}
        </div>
      )}
    </CollapsibleSection>
  );
};
