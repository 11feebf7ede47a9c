import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import { PasswordInput } from '@tunne/design-system/PasswordInput';
import { TextInput } from '@tunne/design-system/TextInput';
import { appHref } from '@tunne/app-kit/navigation';
import { useErrorText } from '@tunne/app-kit/error-text';
import { useSessionStore } from '@tunne/app-kit/session-store';
import type { MfauthMethod } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { LoginCodeForm } from '../second-factor/LoginCodeForm.tsx';
import { fieldsOfLoginError, focusFieldOf, type LoginField } from '../session/login-errors.ts';
import { login } from '../session/session-api.ts';
import * as styles from './forms.module.css';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Login with e-mail and password, then the second factor when the server asks for one (spec §2): the one-time SMS
 * code, or the authenticator app's code (or a recovery code). The URL stays as it was, so after login the user lands
 * on the page they opened. A refusal is told under the form (announced; the fields it is about marked invalid and
 * described by it), never in a dialog, so the cursor stays in the form.
 */
export const LoginPage = () => {
  const { t } = useTranslation('shell');
  const logoutReason = useSessionStore((state) => state.logoutReason);
  const [credentials, setCredentials] = useState<(Credentials & { method: MfauthMethod }) | null>(null);

  /** One login call; a refusal is thrown to the form on screen, which shows it beside its fields. */
  const handleLogin = async (body: Credentials & { mfauth_password?: string }): Promise<void> => {
    const result = await login(body);
    if (result.jwt) {
      useSessionStore.getState().setToken(result.jwt);
    } else if (result.mfauth) {
      setCredentials({ email: body.email, password: body.password, method: result.mfauth_method ?? 'sms' });
    }
  };

  const notice =
    logoutReason === 'inactivity' ? t('login.loggedOutInactivity') : logoutReason === 'expired' ? t('login.loggedOutExpired') : null;

  return (
    <AuthLayout
      title={credentials ? t(credentials.method === 'totp' ? 'login.totpTitle' : 'login.codeTitle') : t('login.title')}
      context={credentials ? t(credentials.method === 'totp' ? 'login.totpInfo' : 'login.codeInfo') : t('login.context')}
    >
      {notice && !credentials && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {credentials ? (
        <LoginCodeForm
          method={credentials.method}
          onSubmit={(code) => handleLogin({ email: credentials.email, password: credentials.password, mfauth_password: code })}
          // The login without a code sends a new one (the server's SMS limit applies: 3 codes in 15 minutes).
          onResend={() => handleLogin({ email: credentials.email, password: credentials.password })}
          onBack={() => setCredentials(null)}
        />
      ) : (
        <CredentialsForm onSubmit={handleLogin} />
      )}
    </AuthLayout>
  );
};

const CredentialsForm = ({ onSubmit }: { onSubmit: (values: Credentials) => Promise<void> }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const alertId = useId();
  const [refusal, setRefusal] = useState<{ message: string; fields: readonly LoginField[] } | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const fields = fieldsOfLoginError(error);
      setRefusal({ message: errorText(error), fields });
      // The cursor stays in the form: in the field to fix, else on the button that was pressed.
      const field = focusFieldOf(fields);
      if (field === 'email' || field === 'password') setFocus(field, { shouldSelect: true });
    }
  });

  /** A refusal describes every field; the ones it is about are invalid. */
  const refusalProps = (field: LoginField) =>
    refusal ? { 'aria-describedby': alertId, ...(refusal.fields.includes(field) ? { 'aria-invalid': true as const } : {}) } : {};

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        requiredMark={t('form.requiredMark')}
        error={errors.email?.message}
        {...refusalProps('email')}
        {...register('email', { validate: (value) => value.trim() !== '' || t('login.emailRequired') })}
      />
      <PasswordInput
        label={t('login.password')}
        autoComplete="current-password"
        required
        requiredMark={t('form.requiredMark')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.password?.message}
        {...refusalProps('password')}
        {...register('password', { required: t('login.passwordRequired') })}
      />
      <div role="alert" id={alertId}>
        {refusal && <p className={styles.inlineError}>{refusal.message}</p>}
      </div>
      <div className={styles.actions}>
        <AppLink className={styles.link} href={appHref('/forgot')}>
          {t('login.forgot')}
        </AppLink>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
};
