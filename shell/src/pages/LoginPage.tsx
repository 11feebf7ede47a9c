import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import { Dialog } from '@tunne/design-system/Dialog';
import { PasswordInput } from '@tunne/design-system/PasswordInput';
import { TextInput } from '@tunne/design-system/TextInput';
import { appHref } from '@tunne/app-kit/navigation';
import { useErrorText } from '@tunne/app-kit/error-text';
import { useSessionStore } from '@tunne/app-kit/session-store';
import type { MfauthMethod } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { login } from '../session/session-api.ts';
import * as styles from './forms.module.css';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Login with e-mail and password, then the second factor when the server asks for one (spec §2): the one-time SMS
 * code, or the authenticator app's code (or a recovery code). The URL stays as it was, so after login the user lands
 * on the page they opened.
 */
export const LoginPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const logoutReason = useSessionStore((state) => state.logoutReason);
  const [credentials, setCredentials] = useState<(Credentials & { method: MfauthMethod }) | null>(null);
  const [error, setError] = useState<unknown>(null);

  const handleLogin = async (body: Credentials & { mfauth_password?: string }): Promise<void> => {
    try {
      const result = await login(body);
      if (result.jwt) {
        useSessionStore.getState().setToken(result.jwt);
      } else if (result.mfauth) {
        setCredentials({ email: body.email, password: body.password, method: result.mfauth_method ?? 'sms' });
      }
    } catch (caught) {
      setError(caught);
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
        <CodeForm
          method={credentials.method}
          onSubmit={(code) => handleLogin({ email: credentials.email, password: credentials.password, mfauth_password: code })}
          onBack={() => setCredentials(null)}
        />
      ) : (
        <CredentialsForm onSubmit={handleLogin} />
      )}
      <Dialog
        open={error !== null}
        kind="error"
        title={t('dialog.errorTitle')}
        message={error === null ? '' : errorText(error)}
        onClose={() => setError(null)}
        closeLabel={t('dialog.ok')}
      />
    </AuthLayout>
  );
};

const CredentialsForm = ({ onSubmit }: { onSubmit: (values: Credentials) => Promise<void> }) => {
  const { t } = useTranslation('shell');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ mode: 'onTouched', defaultValues: { email: '', password: '' } });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit({ email: values.email.trim(), password: values.password }))}>
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        requiredMark={t('form.requiredMark')}
        error={errors.email?.message}
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
        {...register('password', { required: t('login.passwordRequired') })}
      />
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

const CodeForm = ({ method, onSubmit, onBack }: { method: MfauthMethod; onSubmit: (code: string) => Promise<void>; onBack: () => void }) => {
  const { t } = useTranslation('shell');
  const totp = method === 'totp';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => onSubmit(values.code.trim()))}>
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
        {...register('code', { validate: (value) => value.trim() !== '' || t(totp ? 'login.totpCodeRequired' : 'login.codeRequired') })}
      />
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
