import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { Button } from '@tunne/design-system/Button';
import { TextInput } from '@tunne/design-system/TextInput';
import { FormFooter } from '../shared/FormFooter.tsx';
import { pageProblemOf } from '../shared/LinkProblem.tsx';
import * as styles from '../shared/public.module.css';

export interface CodeStepProps {
  telHint: string;
  sendCode: () => Promise<unknown>;
  open: (code: string) => Promise<void>;
  onLinkProblem: (error: unknown) => void;
}

const codePattern = /^[0-9]{6}$/;

/** The letter is behind the recipient's phone: a code by SMS, six digits, then the letter. */
export function CodeStep({ telHint, sendCode, open, onLinkProblem }: CodeStepProps) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  useEffect(() => heading.current?.focus(), []);

  const handleSend = async () => {
    setSending(true);
    setProblem(null);
    try {
      await sendCode();
      setSent(true);
    } catch (error) {
      if (pageProblemOf(error) !== 'OTHER' && pageProblemOf(error) !== 'RATE_LIMITED') onLinkProblem(error);
      else setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const handleOpen = handleSubmit(async ({ code }) => {
    const value = code.replace(/\s/g, '');
    if (!codePattern.test(value)) {
      setError('code', { type: 'format', message: t('code.format') });
      return;
    }
    setProblem(null);
    try {
      await open(value);
    } catch (error) {
      const kind = pageProblemOf(error);
      if (kind !== 'OTHER' && kind !== 'RATE_LIMITED') onLinkProblem(error);
      else setError('code', { type: 'server', message: errorText(error) });
    }
  });

  return (
    <form className={styles.panel} onSubmit={(event) => void handleOpen(event)} noValidate aria-labelledby="code-title">
      <h1 id="code-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('code.title')}
      </h1>
      <p className={styles.stepDescription}>{t('code.intro', { tel: telHint })}</p>
      <div className={styles.fields}>
        <Button variant={sent ? 'secondary' : 'primary'} onClick={() => void handleSend()} loading={sending}>
          {sent ? t('code.sendAgain') : t('code.send')}
        </Button>
        <p className={styles.saved} role="status">
          {sent ? t('code.sent', { tel: telHint }) : ''}
        </p>
        <TextInput
          label={t('code.label')}
          hint={t('code.hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          fieldClassName={styles.codeInput}
          error={formState.errors.code?.message}
          {...register('code')}
        />
      </div>
      <FormFooter problem={problem} submitLabel={t('code.open')} busy={formState.isSubmitting} />
    </form>
  );
}

