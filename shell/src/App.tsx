import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useAppLocation, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import { CenteredSpinner } from './components/CenteredSpinner.tsx';
import { ErrorDialogHost } from './components/ErrorDialogHost.tsx';
import { ForgotPage } from './pages/ForgotPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { ResetPage } from './pages/ResetPage.tsx';
import { SessionGate } from './session/SessionGate.tsx';
import { loginWithUrlToken, urlLoginTarget, urlWithoutLoginParams } from './session/url-login.ts';

/** Exchanges a ?jwt= URL token once (spec §2), then lands on the customer the keyword names. */
const useUrlLogin = (): boolean => {
  const { search } = useAppLocation();
  const urlToken = search.get('jwt');
  const [pending, setPending] = useState(urlToken !== null);

  useEffect(() => {
    if (!urlToken) return;
    setPending(true);
    const href = window.location.href;
    // The token must not stay in the address bar or the history.
    navigate(urlWithoutLoginParams(href), { replace: true });
    loginWithUrlToken(urlToken)
      .then(() => urlLoginTarget(href))
      .then((target) => navigate(target, { replace: true }))
      .catch((error: unknown) => useErrorDialogStore.getState().showError(error))
      .finally(() => setPending(false));
  }, [urlToken]);

  return pending;
};

const PublicPage = ({ path }: { path: string }) => (path === '/forgot' ? <ForgotPage /> : <ResetPage />);

export const App = () => {
  const { t } = useTranslation('shell');
  const { path } = useAppLocation();
  const status = useSessionStore((state) => state.status);
  const urlLoginPending = useUrlLogin();

  let content;
  if (urlLoginPending) content = <CenteredSpinner label={t('urlLogin.loading')} delayMs={500} />;
  else if (status === 'loggedOut') content = path === '/forgot' || path === '/reset' ? <PublicPage path={path} /> : <LoginPage />;
  else if (path === '/reset') content = <ResetPage />;
  else content = <SessionGate />;

  return (
    <>
      {content}
      <ErrorDialogHost />
    </>
  );
};
