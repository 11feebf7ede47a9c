import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextArea } from '@tunne/design-system';
import { fieldProblemText, schemaResolver } from '@tunne/app-kit';
import { TodoAnswerBody } from '@tunne/contracts';
import type { Todo } from '../types.ts';
import * as styles from './Todo.module.css';

type Props = {
  todo: Todo;
  creator: string;
  onAnswer: (answer: string) => Promise<void>;
  onClose: () => void;
};

type AnswerValues = { answer: string };

/** The service's own rule: an answer of 1 to 4000 characters once trimmed. */
const answerResolver = schemaResolver<AnswerValues, TodoAnswerBody>(TodoAnswerBody, { toBody: (values) => ({ answer: values.answer.trim() }) });

/** The responsible user acknowledges a todo; the answer goes back to its creator. An empty answer is refused. */
export const TodoAnswerDialog = ({ todo, creator, onAnswer, onClose }: Props) => {
  const { t } = useTranslation('customers');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues>({ defaultValues: { answer: todo.answer ?? '' }, mode: 'onTouched', resolver: answerResolver });
  const problem = errors.answer?.message;

  return (
    <FormDialog
      open
      title={t('todos.answerTitle')}
      onSubmit={(event) => void handleSubmit((values) => onAnswer(values.answer.trim()))(event)}
      onClose={onClose}
      submitLabel={t('todos.answer')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <p className={styles.intro}>{t('todos.answerIntro', { name: todo.name, creator })}</p>
      <TextArea
        label={t('todos.answerLabel')}
        required
        error={problem === 'required' ? t('validation.answerRequired') : fieldProblemText(t, 'customers', 'answer', problem)}
        {...register('answer')}
      />
    </FormDialog>
  );
};
