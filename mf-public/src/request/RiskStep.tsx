import { Fragment } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { riskDescriptionAllowed } from '@tunne/contracts';
import { Checkbox } from '@tunne/design-system/Checkbox';
import { Select } from '@tunne/design-system/Select';
import { TextArea } from '@tunne/design-system/TextArea';
import { TextInput } from '@tunne/design-system/TextInput';
import * as styles from '../shared/public.module.css';
import { problemText } from './problem-text.ts';
import { initialRiskValues, riskAnswersOf, riskProblems, visibleQuestions, type PublicQuestion, type RiskFormValues } from './risk.ts';
import { formStepLayout } from './form-step.ts';
import type { StepProps } from './step-props.ts';
import { StepLayout } from './StepLayout.tsx';

const riskResolver = (questions: readonly PublicQuestion[]): Resolver<RiskFormValues> => (values) => {
  const problems = riskProblems(questions, values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const answers = Object.fromEntries(
    Object.entries(problems).map(([id, problem]) => [
      id,
      Object.fromEntries(Object.entries(problem).map(([field, type]) => [field, { type, message: type }])),
    ]),
  );
  return { values: {}, errors: { answers } as unknown as FieldErrors<RiskFormValues> };
};

/** ask_riskquestions: the organisation's background questions, conditional ones appearing as they apply. */
export function RiskStep(props: StepProps) {
  const { t } = useTranslation('public');
  const questions = props.view.riskquestions;
  const { register, handleSubmit, getValues, setValue, watch, formState } = useForm<RiskFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: initialRiskValues(questions, props.answer),
    resolver: riskResolver(questions),
  });
  const values = watch();
  const shown = visibleQuestions(questions, values);
  const patchOf = (current: RiskFormValues) => ({ riskanswers: riskAnswersOf(questions, current) });
  const errorOf = (id: string, field: 'answer' | 'description') =>
    problemText(t, field === 'answer' ? 'riskAnswer' : 'riskDescription', formState.errors.answers?.[id]?.[field]?.type as string | undefined);

  const control = (q: PublicQuestion) => {
    const name = `answers.${q.id}.answer` as const;
    const error = errorOf(q.id, 'answer');
    const hint = [q.description, q.help].filter(Boolean).join(' ') || undefined;
    // The wording for the recipient where the organisation wrote one (issue 26), else the staff's question.
    const label = q.recipient_question?.trim() || q.question;
    switch (q.type) {
      case 'TEXT':
        return <TextInput label={label} hint={hint} error={error} required={q.mandatory} placeholder={q.placeholder ?? undefined} {...register(name)} />;
      case 'TEXTAREA':
        return <TextArea label={label} hint={hint} error={error} required={q.mandatory} markRequired rows={4} placeholder={q.placeholder ?? undefined} {...register(name)} />;
      case 'CHECKBOX':
        return (
          <div>
            {hint && <p className={styles.help}>{hint}</p>}
            <Checkbox label={label} {...register(name)} />
            {error && <p className={styles.fieldError}>{error}</p>}
          </div>
        );
      case 'SELECT':
        return (
          <Select label={label} error={error} required={q.mandatory} {...register(name)}>
            <option value="">{t('choose')}</option>
            {q.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        );
      case 'YESNO':
      case 'MULTI': {
        const chosen = values.answers[q.id]?.answer;
        const toggle = (option: string, on: boolean) => {
          const current = Array.isArray(chosen) ? chosen : [];
          setValue(name, on ? [...current, option] : current.filter((item) => item !== option), { shouldValidate: formState.isSubmitted, shouldDirty: true });
        };
        return (
          <fieldset className={styles.choice} aria-describedby={error ? `${q.id}-error` : undefined}>
            <legend>
              {label}
              {q.mandatory && <span aria-hidden="true"> *</span>}
            </legend>
            {hint && <p className={styles.help}>{hint}</p>}
            <div className={q.type === 'YESNO' ? styles.inlineChoices : styles.checkList}>
              {q.type === 'YESNO'
                ? (['yes', 'no'] as const).map((option) => (
                    <label key={option} className={styles.radio}>
                      <input type="radio" value={option} {...register(name)} />
                      {t(`risk.${option}`)}
                    </label>
                  ))
                : q.options.map((option) => (
                    <Checkbox
                      key={option}
                      label={option}
                      checked={Array.isArray(chosen) && chosen.includes(option)}
                      onChange={(event) => toggle(option, event.target.checked)}
                    />
                  ))}
            </div>
            {error && (
              <p id={`${q.id}-error`} className={styles.fieldError}>
                {error}
              </p>
            )}
          </fieldset>
        );
      }
    }
  };

  return (
    <StepLayout
      {...formStepLayout(props, t('actions.next'), { handleSubmit, getValues }, patchOf)}
      formError={formState.isSubmitted && formState.errors.answers ? t('checkFields') : null}
    >
      {shown.map((q) => (
        <Fragment key={q.id}>
          {q.headline && <h3 className={styles.headline}>{q.headline}</h3>}
          <div className={styles.question}>
            {control(q)}
            {riskDescriptionAllowed(q) && (
              <TextArea
                label={t('risk.description')}
                rows={2}
                error={errorOf(q.id, 'description')}
                {...register(`answers.${q.id}.description`)}
              />
            )}
          </div>
        </Fragment>
      ))}
    </StepLayout>
  );
}
