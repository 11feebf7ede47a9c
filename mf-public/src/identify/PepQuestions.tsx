import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import type { PepAnswer } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';
import { StepHeading } from './StepHeading.tsx';

const questions = ['is_pep_self', 'is_pep_family', 'is_pep_partner'] as const satisfies readonly (keyof PepAnswer)[];

export const isPepAnswered = (value: Partial<PepAnswer>): value is PepAnswer => questions.every((key) => typeof value[key] === 'boolean');

/** The three PEP questions (self, family member, close associate), each a yes/no; all answered before going on. */
export function PepQuestions({ initial, onContinue, readOnly = false }: { initial: Partial<PepAnswer>; onContinue: (answer: PepAnswer) => void; readOnly?: boolean }) {
  const { t } = useTranslation('public');
  const [answer, setAnswer] = useState<Partial<PepAnswer>>(initial);
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPepAnswered(answer)) onContinue(answer);
    else setProblem(true);
  };
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="pep-title">
      <StepHeading id="pep-title">{t('pep.title')}</StepHeading>
      <p className={styles.stepDescription}>{t('pep.intro')}</p>
      <p className={styles.help}>{t('pep.help')}</p>
      <div>
        {questions.map((key) => {
          const missing = problem && typeof answer[key] !== 'boolean';
          return (
            <div key={key} className={styles.question}>
              <fieldset className={styles.choice} disabled={readOnly} aria-invalid={missing || undefined}>
                <legend className={styles.questionText}>{t(`pep.${key}`)}</legend>
                <div className={styles.inlineChoices}>
                  {([true, false] as const).map((value) => (
                    <label key={String(value)} className={styles.radio}>
                      <input
                        type="radio"
                        name={key}
                        checked={answer[key] === value}
                        onChange={() => setAnswer((current) => ({ ...current, [key]: value }))}
                      />
                      {t(value ? 'pep.yes' : 'pep.no')}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          );
        })}
      </div>
      <div role="alert">{problem && !isPepAnswered(answer) && <p className={styles.formError}>{t('pep.required')}</p>}</div>
      <div className={styles.actions}>
        <span />
        <div className={styles.actionsEnd}>
          <Button variant="primary" type="submit" disabled={readOnly}>
            {t('pep.continue')}
          </Button>
        </div>
      </div>
    </form>
  );
}
