import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@tunne/design-system';
import { appHref, isApiCallError, navigate, useAppLocation, useErrorText } from '@tunne/app-kit';
import { AppLink } from '../components/AppLink.tsx';
import { OutcomeDialog } from '../components/OutcomeDialog.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { requestPasswordReset } from '../session/session-api.ts';
import * as styles from './forms.module.css';

/** The organisation id in the URL (spec §5): 36 characters of lowercase letters, digits and hyphens. */
export const isValidOrganisationParam = (value: string): boolean => /^[a-z0-9-]{36}$/.test(value);

/** Codes about the e-mail field: shown beside it; any other refusal under the form. */
const emailCodes = new Set(['MISSING_EMAIL', 'INVALID_EMAIL']);

/** Asks for a reset link; a refusal is shown beside the field or under the form (announced), the sent mail in a dialog. */
export const ForgotPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { search } = useAppLocation();
  const organisationParam = search.get('organizations_id');
  const organisationInvalid = organisationParam !== null && !isValidOrganisationParam(organisationParam);
  const alertId = useId();
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });

  const handleForgot = async ({ email }: { email: string }): Promise<void> => {
    setRefusal(null);
    if (organisationInvalid) {
      setRefusal(t('forgot.invalidOrganisation'));
      return;
    }
    try {
      await requestPasswordReset({ email: email.trim(), ...(organisationParam ? { organizations_id: organisationParam } : {}) });
      setDone(true);
    } catch (error) {
      if (isApiCallError(error) && emailCodes.has(error.code)) setError('email', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      else setRefusal(errorText(error));
    }
  };

  const handleClose = (): void => {
    setDone(false);
    navigate(appHref('/'));
  };

  return (
    <AuthLayout title={t('forgot.title')} context={t('forgot.context')}>
      {/* The link's fault, told at once; a submit then says it under the form instead. */}
      {organisationInvalid && refusal === null && (
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
          aria-describedby={refusal ? alertId : undefined}
          {...register('email', { validate: (value) => value.trim() !== '' || t('forgot.emailRequired') })}
        />
        <div role="alert" id={alertId}>
          {refusal && <p className={styles.inlineError}>{refusal}</p>}
        </div>
        <div className={styles.actions}>
          <AppLink className={styles.link} href={appHref('/')}>
            {t('forgot.back')}
          </AppLink>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </div>
      </form>
      <OutcomeDialog outcome={done ? { kind: 'done' } : null} doneMessage={t('forgot.done')} onClose={handleClose} />
    </AuthLayout>
  );
};
