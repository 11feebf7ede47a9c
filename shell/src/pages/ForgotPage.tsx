import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useErrorText } from '@tunne/app-kit';
import { AppLink } from '../components/AppLink.tsx';
import { OutcomeDialog, type Outcome } from '../components/OutcomeDialog.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { requestPasswordReset } from '../session/session-api.ts';
import * as styles from './forms.module.css';

/** The organisation id in the URL (spec §5): 36 characters of lowercase letters, digits and hyphens. */
export const isValidOrganisationParam = (value: string): boolean => /^[a-z0-9-]{36}$/.test(value);


export const ForgotPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { search } = useAppLocation();
  const organisationParam = search.get('organizations_id');
  const organisationInvalid = organisationParam !== null && !isValidOrganisationParam(organisationParam);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });

  const handleForgot = async ({ email }: { email: string }): Promise<void> => {
    if (organisationInvalid) {
      setOutcome({ kind: 'error', message: t('forgot.invalidOrganisation') });
      return;
    }
    try {
      await requestPasswordReset({ email: email.trim(), ...(organisationParam ? { organizations_id: organisationParam } : {}) });
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
    <AuthLayout title={t('forgot.title')} context={t('forgot.context')}>
      {organisationInvalid && (
        <p className={styles.errorNotice} role="alert">
          {t('forgot.invalidOrganisation')}
        </p>
      )}
      <form className={styles.form} noValidate onSubmit={handleSubmit(handleForgot)}>
        <TextInput
          label={t('forgot.email')}
          type="email"
          autoComplete="username"
          required
          requiredMark={t('form.requiredMark')}
          error={errors.email?.message}
          {...register('email', { validate: (value) => value.trim() !== '' || t('forgot.emailRequired') })}
        />
        <div className={styles.actions}>
          <AppLink className={styles.link} href={appHref('/')}>
            {t('forgot.back')}
          </AppLink>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </div>
      </form>
      <OutcomeDialog outcome={outcome} doneMessage={t('forgot.done')} onClose={handleClose} />
    </AuthLayout>
  );
};
