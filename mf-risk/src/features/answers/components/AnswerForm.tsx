import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { isApiCallError } from '@tunne/app-kit';
import type { RiskAnswer, RiskQuestion } from '@tunne/contracts';
import { saveAnswers } from '../api.ts';
import { answerInputs, answerPointsOf, answerProblems, shownQuestions, valuesFromAnswers, type AnswerValues } from '../answer-form.ts';
import { QuestionField } from './QuestionField.tsx';
import * as styles from './AnswerForm.module.css';

type Props = {
  customerId: string;
  questions: RiskQuestion[];
  answers: RiskAnswer[];
  onSaved: (answers: RiskAnswer[]) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

const problemCodes = new Set(['RISK_ANSWER_MANDATORY', 'RISK_DESCRIPTION_MANDATORY', 'RISK_ANSWER_INVALID']);

/** The background questionnaire: conditional questions follow the answers live; problems show after a save attempt. */
export const AnswerForm = ({ customerId, questions, answers, onSaved, onCancel, onError }: Props) => {
  const { t } = useTranslation('risk');
  const [values, setValues] = useState<AnswerValues>(() => valuesFromAnswers(answers));
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ id: string; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = shownQuestions(questions, values);
  const problems = tried ? answerProblems(questions, values) : {};
  const points = answerPointsOf(questions, values);
  const total = Object.values(points).reduce((a, b) => a + b, 0);

  const set = (id: string, change: Partial<AnswerValues[string]>) => {
    setServerProblem(null);
    setValues((current) => ({ ...current, [id]: { description: '', ...current[id], ...change } }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = answerProblems(questions, values);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector(`[data-question="${CSS.escape(first)}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveAnswers(customerId, answerInputs(questions, values)));
    } catch (error) {
      const field = isApiCallError(error) ? /^\/riskquestions\/(.+)$/.exec(error.errors[0]?.field ?? '') : null;
      if (field?.[1] && isApiCallError(error) && problemCodes.has(error.code)) setServerProblem({ id: field[1], code: error.code });
      else onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('answers.formTitle')}>
      {shown.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          answer={values[q.id]?.answer}
          description={values[q.id]?.description ?? ''}
          points={points[q.id] ?? 0}
          problem={problems[q.id] ?? (serverProblem?.id === q.id ? serverProblem.code : null)}
          onAnswer={(answer) => set(q.id, { answer })}
          onDescription={(description) => set(q.id, { description })}
        />
      ))}
      <div className={styles.footer}>
        <span className={styles.total} aria-live="polite" data-testid="risk-answers-total">
          {t('answers.total', { count: total })}
        </span>
        <div className={styles.buttons}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {t('answers.save')}
          </Button>
        </div>
      </div>
    </form>
  );
};
