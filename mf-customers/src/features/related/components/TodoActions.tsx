import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tunne/design-system';
import { useCurrentUserId } from '../../../shared/hooks.ts';
import type { OrgUser } from '../../../shared/org-user.ts';
import { answerTodo, sendTodo } from '../api.ts';
import type { Todo } from '../types.ts';
import { TodoAnswerDialog } from './TodoAnswerDialog.tsx';

type Props = {
  customerId: string;
  todo: Todo;
  users: OrgUser[];
  onChanged: (todo: Todo) => void;
  onError: (error: unknown) => void;
};

/**
 * Send a todo to its responsible user (confirmed, naming who gets it) and, for the responsible user,
 * answer it back to its creator (spec §4).
 */
export const TodoActions = ({ customerId, todo, users, onChanged, onError }: Props) => {
  const { t } = useTranslation('customers');
  const me = useCurrentUserId();
  const [dialog, setDialog] = useState<'send' | 'answer' | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = (id: string | null | undefined) => users.find((user) => user.id === id)?.name ?? t('card.none');
  const responsible = nameOf(todo.responsible_users_id);

  const handleSend = async () => {
    setBusy(true);
    try {
      onChanged(await sendTodo(customerId, todo.id));
      setDialog(null);
    } catch (error) {
      setDialog(null);
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleAnswer = async (answer: string) => {
    try {
      onChanged(await answerTodo(customerId, todo.id, answer));
      setDialog(null);
    } catch (error) {
      setDialog(null);
      onError(error);
    }
  };

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setDialog('send')} aria-label={t(todo.sent_at ? 'todos.resendNamed' : 'todos.sendNamed', { name: todo.name })}>
        {todo.sent_at ? t('todos.resend') : t('todos.send')}
      </Button>
      {me !== null && me === todo.responsible_users_id && (
        <Button size="sm" variant="ghost" onClick={() => setDialog('answer')} aria-label={t('todos.answerNamed', { name: todo.name })}>
          {todo.answered_at ? t('todos.answerAgain') : t('todos.answer')}
        </Button>
      )}
      <Dialog
        open={dialog === 'send'}
        kind="confirm"
        title={t('todos.sendTitle')}
        message={t('todos.sendConfirm', { name: todo.name, user: responsible })}
        confirmLabel={t('todos.send')}
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setDialog(null)}
        onConfirm={() => void handleSend()}
      />
      {dialog === 'answer' && (
        <TodoAnswerDialog todo={todo} creator={nameOf(todo.users_id)} onAnswer={handleAnswer} onClose={() => setDialog(null)} />
      )}
    </>
  );
};
