import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, PasswordInput, TextInput } from '@tunne/design-system';
import { appHref, useErrorText, useSessionStore } from '@tunne/app-kit';
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
 * One required text field, checked as the shell's other forms check theirs (react-hook-form's 'onTouched'): first when
 * it is left, then on every change. The login page does without react-hook-form: it is the only form most visitors
 * load before logging in, and the library was a tenth of the page's JavaScript (bench/delivery).
 */
const useRequiredField = (check: (value: string) => string | undefined) => {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  return {
    value,
    /** Checks the field now (on submit); false when it has an error. */
    validate: (): boolean => {
      const problem = check(value);
      setTouched(true);
      setError(problem);
      return problem === undefined;
    },
    focus: () => ref.current?.focus(),
    props: {
      ref,
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        if (touched) setError(check(event.target.value));
      },
      onBlur: () => {
        setTouched(true);
        setError(check(value));
      },
    },
  };
};

type RequiredField = ReturnType<typeof useRequiredField>;

/** Submits when every field is filled in; otherwise shows the errors and moves the focus to the first. */
const useSubmit = (fields: RequiredField[], submit: () => Promise<void>) => {
  const [submitting, setSubmitting] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = fields.filter((field) => !field.validate());
    if (invalid.length > 0) {
      invalid[0]?.focus();
      return;
    }
    setSubmitting(true);
    void submit().finally(() => setSubmitting(false));
  };
  return { submitting, handleSubmit };
};

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
  const email = useRequiredField((value) => (value.trim() === '' ? t('login.emailRequired') : undefined));
  const password = useRequiredField((value) => (value === '' ? t('login.passwordRequired') : undefined));
  const { submitting, handleSubmit } = useSubmit([email, password], () => onSubmit({ email: email.value.trim(), password: password.value }));

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        requiredMark={t('form.requiredMark')}
        name="email"
        {...email.props}
      />
      <PasswordInput
        label={t('login.password')}
        autoComplete="current-password"
        required
        requiredMark={t('form.requiredMark')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        name="password"
        {...password.props}
      />
      <div className={styles.actions}>
        <AppLink className={styles.link} href={appHref('/forgot')}>
          {t('login.forgot')}
        </AppLink>
        <Button type="submit" variant="primary" loading={submitting}>
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
};

const CodeForm = ({ method, onSubmit, onBack }: { method: MfauthMethod; onSubmit: (code: string) => Promise<void>; onBack: () => void }) => {
  const { t } = useTranslation('shell');
  const totp = method === 'totp';
  const code = useRequiredField((value) => (value.trim() === '' ? t(totp ? 'login.totpCodeRequired' : 'login.codeRequired') : undefined));
  const { submitting, handleSubmit } = useSubmit([code], () => onSubmit(code.value.trim()));

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
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
        name="code"
        {...code.props}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          {t('login.codeBack')}
        </Button>
        <Button type="submit" variant="primary" loading={submitting}>
          {t('login.codeSubmit')}
        </Button>
      </div>
    </form>
  );
};
