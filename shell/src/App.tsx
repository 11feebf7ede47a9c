import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useAppLocation } from '@tunne/app-kit/navigation';
import { useErrorDialogStore } from '@tunne/app-kit/error-dialog-store';
import { useSessionStore } from '@tunne/app-kit/session-store';
import { CenteredSpinner } from './components/CenteredSpinner.tsx';
import { ErrorDialogHost } from './components/ErrorDialogHost.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { loginWithUrlToken, urlLoginTarget, urlWithoutLoginParams } from './session/url-login.ts';

/**
 * A part of the shell fetched when first shown. A chunk that cannot be fetched (the network, or a new deployment
 * replaced it) gets the spec's error dialog that reloads the page, instead of an empty page.
 */
const lazyPart = (load: () => Promise<ComponentType>) =>
  lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      useErrorDialogStore.getState().showError(error, { reloadOnClose: true });
      return { default: () => null };
    }
  });

// The login page loads only what it shows (bench/delivery): the logged-in frame, its pages, the Module Federation
// runtime, single-spa and the remotes are fetched once there is a session, the public password pages when they are
// opened.
const SessionGate = lazyPart(async () => {
  const [gate, host, remotes] = await Promise.all([
    import('./session/SessionGate.tsx'),
    import('./federation-host.ts'),
    import('./remotes/single-spa-setup.ts'),
  ]);
  // Once per page: lazy() calls this only the first time. The frame shows its own spinner until remotes.json is read.
  host.startFederationHost();
  void remotes.startRemotes();
  return gate.SessionGate;
});
const ForgotPage = lazyPart(async () => (await import('./pages/ForgotPage.tsx')).ForgotPage);
const ResetPage = lazyPart(async () => (await import('./pages/ResetPage.tsx')).ResetPage);

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
      <Suspense fallback={<CenteredSpinner label={t('app.loading')} delayMs={500} />}>{content}</Suspense>
      <ErrorDialogHost />
    </>
  );
};
