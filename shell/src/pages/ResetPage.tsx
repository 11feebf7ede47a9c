import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { appHref, i18n, isApiCallError, navigate, useAppLocation } from '@tunne/app-kit';
import { isUiLanguage } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { OutcomeDialog } from '../components/OutcomeDialog.tsx';
import { NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields.tsx';
import { usePasswordErrorText } from '../components/password-error.ts';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { resetPassword } from '../session/session-api.ts';
import * as styles from './forms.module.css';

/**
 * Sets a new password with the token from the reset e-mail, then returns to login. A password the server refuses is
 * told beside the field, a weak one with why (issue 26); a bad link or any other refusal under the form (announced);
 * the success in a dialog. The page speaks the user's language: the link carries it (?lang=, issue 26), and the
 * language menu still changes it.
 */
export const ResetPage = () => {
  const { t } = useTranslation('shell');
  const errorText = usePasswordErrorText();
  const search = useAppLocation().search;
  const token = search.get('token') ?? '';
  const linkLanguage = search.get('lang');
  useEffect(() => {
    if (isUiLanguage(linkLanguage) && linkLanguage !== i18n.language) void i18n.changeLanguage(linkLanguage);
  }, [linkLanguage]);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ mode: 'onTouched', defaultValues: { password: '', passwordAgain: '' } });

  const handleReset = async ({ password }: NewPasswordValues): Promise<void> => {
    setRefusal(null);
    if (!token) {
      setRefusal(t('reset.missingToken'));
      return;
    }
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      // PASSWORD_TOO_WEAK, PASSWORD_SAME_AS_BEFORE, ...: the new password's fault.
      if (isApiCallError(error) && error.code.startsWith('PASSWORD_')) {
        setError('password', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      } else {
        setRefusal(errorText(error));
      }
    }
  };

  const handleClose = (): void => {
    setDone(false);
    navigate(appHref('/'));
  };

  return (
    <AuthLayout title={t('reset.title')} context={t('reset.context')}>
      {!token && refusal === null && (
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
        <div role="alert">
          {refusal && <p className={styles.inlineError}>{refusal}</p>}
        </div>
        <div className={styles.actions}>
          <AppLink className={styles.link} href={appHref('/')}>
            {t('reset.back')}
          </AppLink>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </div>
      </form>
      <OutcomeDialog outcome={done ? { kind: 'done' } : null} doneMessage={t('reset.done')} onClose={handleClose} />
    </AuthLayout>
  );
};
