import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { riskDescriptionAllowed, riskDescriptionRequired, type RiskAnswerValue, type RiskQuestion } from '@tunne/contracts';
import * as styles from './AnswerForm.module.css';

type Props = {
  question: RiskQuestion;
  answer: RiskAnswerValue | undefined;
  description: string;
  points: number;
  problem: string | null;
  onAnswer: (value: RiskAnswerValue) => void;
  onDescription: (value: string) => void;
};

/** One background question as the answerer sees it: headline, question, description, help, the input its type takes. */
export const QuestionField = ({ question: q, answer, description, points, problem, onAnswer, onDescription }: Props) => {
  const { t } = useTranslation('risk');
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [q.help ? helpId : '', problem ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const descriptionRequired = riskDescriptionRequired(q, answer);
  const showDescription = riskDescriptionAllowed(q) && (q.type !== 'YESNO' || answer !== undefined);
  const hasPoints = q.type === 'YESNO' ? q.points_yes !== 0 || q.points_no !== 0 : q.type === 'CHECKBOX' && q.points_check !== 0;
  const title = (
    <>
      {q.question}
      {q.mandatory && <span className={styles.required} aria-hidden="true"> *</span>}
    </>
  );

  // What the text, long text and select answers share: the question names them, the help and problem describe them.
  const textControl = {
    className: styles.control,
    value: typeof answer === 'string' ? answer : '',
    'aria-labelledby': `${id}-q`,
    'aria-describedby': describedBy,
    'aria-invalid': problem ? true : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onAnswer(e.target.value),
  };

  const input = (() => {
    switch (q.type) {
      case 'YESNO':
        return (
          <div role="radiogroup" aria-labelledby={`${id}-q`} aria-describedby={describedBy} className={styles.choices}>
            {(['yes', 'no'] as const).map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" name={id} value={value} checked={answer === value} onChange={() => onAnswer(value)} />
                <span>{t(`answers.${value}`)}</span>
              </label>
            ))}
          </div>
        );
      case 'CHECKBOX':
        return (
          <label className={styles.choice}>
            <input type="checkbox" checked={answer === true} aria-describedby={describedBy} onChange={(e) => onAnswer(e.target.checked)} />
            <span>{t('answers.checked')}</span>
          </label>
        );
      case 'TEXT':
        return (
          <input id={`${id}-input`} {...textControl} placeholder={q.placeholder ?? undefined} maxLength={10000} />
        );
      case 'TEXTAREA':
        return (
          <textarea {...textControl} placeholder={q.placeholder ?? undefined} rows={3} maxLength={10000} />
        );
      case 'SELECT':
        return (
          <select {...textControl}>
            <option value="">{q.placeholder ?? t('answers.choose')}</option>
            {q.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        );
      case 'MULTI': {
        const chosen = Array.isArray(answer) ? answer : [];
        return (
          <div role="group" aria-labelledby={`${id}-q`} aria-describedby={describedBy} className={styles.choices}>
            {q.options.map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option)}
                  onChange={(e) => onAnswer(e.target.checked ? q.options.filter((o) => o === option || chosen.includes(o)) : chosen.filter((o) => o !== option))}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        );
      }
    }
  })();

  return (
    <div className={styles.question} data-question={q.id} data-type={q.type}>
      {q.headline && <h4 className={styles.headline}>{q.headline}</h4>}
      <div className={styles.questionRow}>
        <p className={styles.questionText} id={`${id}-q`}>
          {q.type === 'TEXT' ? <label htmlFor={`${id}-input`}>{title}</label> : title}
        </p>
        {hasPoints && (
          <span className={styles.points} aria-live="polite">
            {t('answers.points', { count: points })}
          </span>
        )}
      </div>
      {q.description && <p className={styles.description}>{q.description}</p>}
      {input}
      {q.help && (
        <p id={helpId} className={styles.help}>
          {q.help}
        </p>
      )}
      {showDescription && (
        <label className={styles.descriptionField}>
          <span className={styles.descriptionLabel}>
            {t('answers.description')}
            {descriptionRequired && <span className={styles.required} aria-hidden="true"> *</span>}
          </span>
          <textarea
            className={styles.control}
            value={description}
            rows={2}
            maxLength={5000}
            required={descriptionRequired}
            aria-invalid={problem === 'RISK_DESCRIPTION_MANDATORY' ? true : undefined}
            onChange={(e) => onDescription(e.target.value)}
          />
        </label>
      )}
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {t(`answers.problems.${problem}`)}
        </p>
      )}
    </div>
  );
};
