import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextArea } from '@tunne/design-system';
import type { Todo } from '../types.ts';
import * as styles from './Todo.module.css';

type Props = {
  todo: Todo;
  creator: string;
  onAnswer: (answer: string) => Promise<void>;
  onClose: () => void;
};

/** The responsible user acknowledges a todo; the answer goes back to its creator. An empty answer is refused. */
export const TodoAnswerDialog = ({ todo, creator, onAnswer, onClose }: Props) => {
  const { t } = useTranslation('customers');
  const [answer, setAnswer] = useState(todo.answer ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const formId = `todo-answer-${todo.id}`;
  const error = touched && answer.trim() === '' ? t('validation.answerRequired') : undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (answer.trim() === '') return;
    setBusy(true);
    try {
      await onAnswer(answer.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('todos.answerTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            {t('todos.answer')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate className={styles.form}>
        <p className={styles.intro}>{t('todos.answerIntro', { name: todo.name, creator })}</p>
        <TextArea
          label={t('todos.answerLabel')}
          value={answer}
          required
          error={error}
          onChange={(event) => setAnswer(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </form>
    </Modal>
  );
};
