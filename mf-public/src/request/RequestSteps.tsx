import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import type { PublicRequestView, RequestAnswerBody } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';
import { BasicStep } from './BasicStep.tsx';
import { FilesStep } from './FilesStep.tsx';
import { PeopleStep } from './PeopleStep.tsx';
import { RiskStep } from './RiskStep.tsx';
import type { FilesControl, StepProps } from './step-props.ts';
import { stepsOf, type StepId } from './steps.ts';
import { SummaryStep } from './SummaryStep.tsx';
import { TextStep } from './TextStep.tsx';

export interface RequestStepsProps {
  view: PublicRequestView;
  initial: RequestAnswerBody;
  files: FilesControl;
  readOnly: boolean;
  saveDraft: (draft: RequestAnswerBody) => Promise<unknown>;
  /** Sends the answer; the problem in words when it failed. */
  submit: (answer: RequestAnswerBody) => Promise<string | null>;
}

const timeOf = (date: Date) => `${String(date.getHours()).padStart(2, '0')}.${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * The steps of a request: the answer is kept here, each step hands back its part; moving between steps saves the
 * draft (save and continue later), so the recipient can close the page at any point.
 */
export function RequestSteps({ view, initial, files, readOnly, saveDraft, submit }: RequestStepsProps) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const steps = stepsOf(view);
  const [answer, setAnswer] = useState<RequestAnswerBody>(initial);
  const [index, setIndex] = useState(() => Math.max(0, steps.indexOf((initial.step ?? '') as StepId)));
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const step = steps[index] ?? 'summary';

  const store = async (next: RequestAnswerBody, announce: boolean) => {
    if (readOnly) return;
    try {
      await saveDraft(next);
      setStatus(announce ? t('saved', { time: timeOf(new Date()) }) : null);
    } catch (error) {
      setStatus(t('saveFailed', { problem: errorText(error) }));
    }
  };

  const go = (to: number, patch: Partial<RequestAnswerBody>) => {
    const target = steps[to] ?? 'summary';
    const next = { ...answer, ...patch, step: target };
    setAnswer(next);
    setIndex(to);
    setSubmitError(null);
    void store(next, false);
  };

  const handleNext = async (patch: Partial<RequestAnswerBody>) => {
    if (step !== 'summary') return go(index + 1, patch);
    if (readOnly) return;
    setBusy(true);
    const problem = await submit(answer);
    setBusy(false);
    setSubmitError(problem);
  };

  const props: StepProps = {
    view,
    answer,
    title: t(`steps.${step}`),
    readOnly,
    busy,
    status,
    onNext: (patch) => void handleNext(patch),
    onBack: index > 0 ? (patch) => go(index - 1, patch) : undefined,
    onSave: (patch) => {
      const next = { ...answer, ...patch, step };
      setAnswer(next);
      void store(next, true);
    },
  };

  const body = () => {
    switch (step) {
      case 'basic':
        return <BasicStep key={step} {...props} />;
      case 'owners':
      case 'actualbeneficiaries':
      case 'responsiblepersons':
      case 'peps':
        return <PeopleStep key={step} kind={step} files={files} {...props} />;
      case 'riskquestions':
        return <RiskStep key={step} {...props} />;
      case 'sof':
      case 'freetext':
        return <TextStep key={step} part={step} {...props} />;
      case 'files':
        return <FilesStep key={step} files={files} {...props} />;
      case 'summary':
        return <SummaryStep key={step} steps={steps} files={files.files} submitError={submitError} onEdit={(to) => go(steps.indexOf(to), {})} {...props} />;
    }
  };

  return (
    <>
      <div className={styles.progress}>
        <p className={styles.progressText}>{t('progress', { n: index + 1, total: steps.length, step: t(`steps.${step}`) })}</p>
        <div className={styles.progressBar} aria-hidden="true">
          <div className={styles.progressFill} style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
        </div>
      </div>
      {body()}
    </>
  );
}
