import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import { TextInput } from '@tunne/design-system/TextInput';
import { useErrorText } from '@tunne/app-kit/error-text';
import type { MfauthMethod } from '@tunne/contracts';
import { fieldsOfLoginError } from '../session/login-errors.ts';
import { useCooldown } from './use-cooldown.ts';
import * as styles from '../pages/forms.module.css';

/** How long the SMS step waits before a new code may be asked for (the server allows 3 codes in 15 minutes). */
export const resendCooldownSeconds = 30;

export interface LoginCodeFormProps {
  method: MfauthMethod;
  /** Logs in with the code; throws the server's refusal. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks the server for a new SMS code (the login without a code); throws the server's refusal. */
  onResend: () => Promise<void>;
  onBack: () => void;
}

/**
 * The second step of login: the one-time SMS code (with "send again" after a short wait) or the authenticator app's
 * code (or a recovery code). A refusal is shown under the field, announced, and the cursor stays in the field.
 */
export const LoginCodeForm = ({ method, onSubmit, onResend, onBack }: LoginCodeFormProps) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const totp = method === 'totp';
  const alertId = useId();
  const [refusal, setRefusal] = useState<{ message: string; invalid: boolean } | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown(resendCooldownSeconds);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });

  const refuse = (error: unknown): void => {
    setRefusal({ message: errorText(error), invalid: fieldsOfLoginError(error).includes('code') });
    setFocus('code', { shouldSelect: true });
  };

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    setResent(false);
    try {
      await onSubmit(values.code.trim());
    } catch (error) {
      refuse(error);
    }
  });

  const resend = async (): Promise<void> => {
    setRefusal(null);
    setResent(false);
    setResending(true);
    try {
      await onResend();
      setResent(true);
      cooldown.restart();
      setFocus('code', { shouldSelect: true });
    } catch (error) {
      refuse(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextInput
        label={t(totp ? 'login.totpCode' : 'login.code')}
        // Recovery codes have letters; the SMS code is digits only.
        inputMode={totp ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        required
        requiredMark={t('form.requiredMark')}
        error={errors.code?.message}
        aria-invalid={refusal?.invalid || undefined}
        aria-describedby={refusal ? alertId : undefined}
        {...register('code', { validate: (value) => value.trim() !== '' || t(totp ? 'login.totpCodeRequired' : 'login.codeRequired') })}
      />
      <div role="alert" id={alertId}>
        {refusal && <p className={styles.inlineError}>{refusal.message}</p>}
      </div>
      {!totp && (
        <div className={styles.resend}>
          <Button variant="secondary" onClick={() => void resend()} loading={resending} disabled={cooldown.secondsLeft > 0}>
            {t('login.resend')}
          </Button>
          {cooldown.secondsLeft > 0 && <p className={styles.resendWait}>{t('login.resendWait', { count: cooldown.secondsLeft })}</p>}
          <p className={styles.resendDone} role="status">
            {resent ? t('login.resent') : ''}
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          {t('login.codeBack')}
        </Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('login.codeSubmit')}
        </Button>
      </div>
    </form>
  );
};
