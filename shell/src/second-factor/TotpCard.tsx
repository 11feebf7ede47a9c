import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, Modal, PasswordInput, Spinner, TextInput } from '@tunne/design-system';
import { formatDateTime, useLoad } from '@tunne/app-kit';
import type { TotpStatus } from '@tunne/contracts';
import { FailureDialog } from '../components/OutcomeDialog.tsx';
import { disableTotp, fetchTotpStatus } from '../session/session-api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { useSecondFactorStore } from './second-factor-store.ts';
import { TotpEnrolmentForm } from './TotpEnrolmentForm.tsx';
import * as styles from './SecondFactor.module.css';

type Mode = { kind: 'view' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] };

/** Profile: two-step verification with an authenticator app — enable (QR, confirm, recovery codes) or disable. */
export const TotpCard = () => {
  const { t } = useTranslation('shell');
  const status = useLoad(() => fetchTotpStatus(), []);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [disabling, setDisabling] = useState(false);

  const handleDone = (): void => {
    setMode({ kind: 'view' });
    status.reload();
  };

  const handleDisabled = (): void => {
    setDisabling(false);
    status.reload();
    // When the organisation requires a second factor, its setup screen comes back.
    useSecondFactorStore.getState().recheck();
  };

  let content;
  if (mode.kind === 'enrol') {
    content = <TotpEnrolmentForm onConfirmed={(codes) => setMode({ kind: 'codes', codes })} onCancel={() => setMode({ kind: 'view' })} />;
  } else if (mode.kind === 'codes') {
    content = <RecoveryCodes codes={mode.codes} doneLabel={t('totp.done')} onDone={handleDone} />;
  } else if (status.state === 'loading') {
    content = <Spinner label={t('totp.loading')} delayMs={750} />;
  } else if (status.state === 'error') {
    content = <p className={styles.text}>{t('totp.loadFailed')}</p>;
  } else {
    content = <TotpStatusView status={status.data} onEnable={() => setMode({ kind: 'enrol' })} onDisable={() => setDisabling(true)} />;
  }

  return (
    <Card title={t('totp.title')}>
      {content}
      {disabling && <DisableTotpDialog onClose={() => setDisabling(false)} onDisabled={handleDisabled} />}
    </Card>
  );
};

const TotpStatusView = ({ status, onEnable, onDisable }: { status: TotpStatus; onEnable: () => void; onDisable: () => void }) => {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.spread}>
      <div className={styles.status}>
        <span className={`${styles.badge} ${status.enabled ? styles.on : styles.off}`}>{t(status.enabled ? 'totp.on' : 'totp.off')}</span>
        <p className={styles.text}>
          {status.enabled
            ? t('totp.onText', { date: formatDateTime(status.confirmed_at), count: status.recovery_codes_left })
            : t('totp.offText')}
        </p>
      </div>
      {status.enabled ? (
        <Button variant="danger" onClick={onDisable}>
          {t('totp.disable')}
        </Button>
      ) : (
        <Button variant="primary" onClick={onEnable}>
          {t('totp.enable')}
        </Button>
      )}
    </div>
  );
};

interface DisableValues {
  password: string;
  code: string;
}

/** Disabling names what is lost and asks for the password or a current code. */
const DisableTotpDialog = ({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) => {
  const { t } = useTranslation('shell');
  const formId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DisableValues>({ mode: 'onTouched', defaultValues: { password: '', code: '' } });

  const handleDisable = async (values: DisableValues): Promise<void> => {
    try {
      const code = values.code.replace(/\s+/g, '');
      await disableTotp(values.password ? { password: values.password } : { code });
      onDisabled();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      <Modal
        open
        title={t('totp.disableTitle')}
        onClose={onClose}
        closeLabel={t('dialog.close')}
        footer={
          <>
            <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            <Button variant="danger" type="submit" form={formId} loading={isSubmitting}>
              {t('totp.disableConfirm')}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.steps} noValidate onSubmit={handleSubmit(handleDisable)}>
          <p className={styles.text}>{t('totp.disableText')}</p>
          <PasswordInput
            label={t('totp.disablePassword')}
            autoComplete="current-password"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
            error={errors.password?.message}
            {...register('password', {
              validate: (value, all) => value !== '' || all.code.trim() !== '' || t('totp.disableProofRequired'),
            })}
          />
          <TextInput
            label={t('totp.disableCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={errors.code?.message}
            {...register('code', {
              validate: (value) => value.trim() === '' || /^\d{6}$/.test(value.replace(/\s+/g, '')) || t('totp.codeInvalid'),
            })}
          />
        </form>
      </Modal>
      <FailureDialog failure={failure} onClose={() => setFailure(null)} />
    </>
  );
};
