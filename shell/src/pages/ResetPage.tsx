import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useErrorText } from '@tunne/app-kit';
import { AppLink } from '../components/AppLink.tsx';
import { OutcomeDialog, type Outcome } from '../components/OutcomeDialog.tsx';
import { NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { resetPassword } from '../session/session-api.ts';
import * as styles from './forms.module.css';


/** Sets a new password with the token from the reset e-mail, then returns to login. */
export const ResetPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const token = useAppLocation().search.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ mode: 'onTouched', defaultValues: { password: '', passwordAgain: '' } });

  const handleReset = async ({ password }: NewPasswordValues): Promise<void> => {
    if (!token) {
      setOutcome({ kind: 'error', message: t('reset.missingToken') });
      return;
    }
    try {
      await resetPassword({ token, password });
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    }
  };

  const handleClose = (): void => {
    const done = outcome?.kind === 'done';
    setOutcome(null);
    if (done) navigate(appHref('/'));
  };

  return (
    <AuthLayout title={t('reset.title')} context={t('reset.context')}>
      {!token && (
        <p className={styles.errorNotice} role="alert">
          {t('reset.missingToken')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit(handleReset)}>
        <NewPasswordFields
          register={register}
          errors={errors}
          getValues={getValues}
          passwordLabel={t('reset.password')}
          passwordAgainLabel={t('reset.passwordAgain')}
        />
        <div className={styles.actions}>
          <AppLink className={styles.link} href={appHref('/')}>
            {t('reset.back')}
          </AppLink>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </div>
      </form>
      <OutcomeDialog outcome={outcome} doneMessage={t('reset.done')} onClose={handleClose} />
    </AuthLayout>
  );
};
