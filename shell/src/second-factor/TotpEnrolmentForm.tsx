import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextInput } from '@tunne/design-system';
import { isApiCallError, useErrorText } from '@tunne/app-kit';
import type { TotpEnrolment } from '@tunne/contracts';
import { CenteredSpinner } from '../components/CenteredSpinner.tsx';
import { confirmTotp, startTotp } from '../session/session-api.ts';
import * as styles from './SecondFactor.module.css';

/** The secret as apps show it: groups of four. */
const grouped = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

const codePattern = /^\d{6}$/;

/**
 * Adds the account to an authenticator app: starts the setup (a new secret), shows its QR code and the secret for
 * typing in, and confirms with the code the app shows. `onConfirmed` gets the recovery codes, shown once.
 */
export const TotpEnrolmentForm = ({ onConfirmed, onCancel }: { onConfirmed: (recoveryCodes: string[]) => void; onCancel?: () => void }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });

  useEffect(() => {
    let cancelled = false;
    startTotp()
      .then((started) => {
        if (!cancelled) setEnrolment(started);
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const handleConfirm = async ({ code }: { code: string }): Promise<void> => {
    try {
      const confirmed = await confirmTotp(code.replace(/\s+/g, ''));
      onConfirmed(confirmed.recovery_codes);
    } catch (error) {
      if (isApiCallError(error) && error.code === 'INVALID_TOTP_CODE') setError('code', { message: errorText(error) });
      else setFailure(error);
    }
  };

  const failureDialog = (
    <Dialog
      open={failure !== null}
      kind="error"
      title={t('dialog.errorTitle')}
      message={failure === null ? '' : errorText(failure)}
      onClose={() => {
        setFailure(null);
        if (!enrolment) onCancel?.();
      }}
      closeLabel={t('dialog.ok')}
    />
  );

  if (!enrolment) return failure ? failureDialog : <CenteredSpinner label={t('totp.starting')} delayMs={750} />;

  return (
    <div className={styles.enrolment}>
      <img className={styles.qr} src={enrolment.qr_code} alt={t('totp.qrAlt')} width={192} height={192} />
      <form className={styles.steps} noValidate onSubmit={handleSubmit(handleConfirm)}>
        <p className={styles.text}>{t('totp.scan')}</p>
        <div className={styles.secretRow}>
          <span className={styles.secretLabel}>{t('totp.manualKey')}</span>
          <code className={styles.mono} data-testid="totp-secret">
            {grouped(enrolment.secret)}
          </code>
        </div>
        <TextInput
          label={t('totp.code')}
          hint={t('totp.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          fieldClassName={styles.codeField}
          required
          requiredMark={t('form.requiredMark')}
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => codePattern.test(value.replace(/\s+/g, '')) || t('totp.codeInvalid'),
          })}
        />
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('totp.confirm')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('totp.cancel')}
            </Button>
          )}
        </div>
      </form>
      {failureDialog}
    </div>
  );
};
