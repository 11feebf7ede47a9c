import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import { autologoutMs, isUiLanguage, type Organisation, type User } from '@tunne/contracts';
import { CenteredSpinner } from '../components/CenteredSpinner.tsx';
import { Frame } from '../layout/Frame.tsx';
import { ForcedPasswordChangePage } from '../pages/ForcedPasswordChangePage.tsx';
import { SecondFactorSetupPage } from '../pages/SecondFactorSetupPage.tsx';
import { useSecondFactorStore, type SetupState } from '../second-factor/second-factor-store.ts';
import { fetchMe, fetchOrganisation, fetchTotpStatus } from './session-api.ts';
import { useAutoLogout } from './use-auto-logout.ts';

/** The init screen appears only after a short wait (spec §9). */
const initScreenDelayMs = 500;

/**
 * Loads the user and organisation once per session (spec §2: a failure shows an error dialog and
 * the page reloads on close), switches the UI to the user's language, and then shows the forced
 * password change, the second-factor setup the organisation requires, or the frame.
 */
export const SessionGate = () => {
  const { t } = useTranslation('shell');
  const token = useSessionStore((state) => state.token);
  const user = useSessionStore((state) => state.user);
  const organisation = useSessionStore((state) => state.organisation);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token || (user && organisation)) return undefined;
    let cancelled = false;
    // A new session: whether it must set up a second factor is asked again.
    useSecondFactorStore.getState().recheck();
    Promise.all([fetchMe(), fetchOrganisation()])
      .then(([me, organisationData]) => {
        if (cancelled) return;
        if (isUiLanguage(me.language) && me.language !== i18n.language) void i18n.changeLanguage(me.language);
        useSessionStore.getState().setOrganisation(organisationData);
        useSessionStore.getState().setUser(me);
      })
      .catch((error: unknown) => {
        // A lost session already sends the user to login; anything else is the spec's reload dialog.
        if (cancelled || !useSessionStore.getState().token) return;
        setFailed(true);
        useErrorDialogStore.getState().showError(error, { reloadOnClose: true });
      });
    return () => {
      cancelled = true;
    };
    // Only a new token (a new session) needs a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!user || !organisation) return failed ? null : <CenteredSpinner label={t('session.loading')} delayMs={initScreenDelayMs} />;
  return <LoggedIn user={user} organisation={organisation} />;
};

/** The user's own auto-logout or the organisation's idle timeout, whichever is shorter (the server ends the session then). */
const idleTimeoutMs = (user: User, organisation: Organisation): number =>
  Math.min(autologoutMs(user), (organisation.session_idle_minutes ?? Number.POSITIVE_INFINITY) * 60_000);

/**
 * Whether this session must set up the second factor the organisation requires: asked from the server only when it
 * can be so (the setting is on, the user has no SMS code) and no password change comes first.
 */
const useSecondFactorSetup = (user: User, organisation: Organisation): SetupState => {
  const setup = useSecondFactorStore((state) => state.setup);
  const mayBeRequired = organisation.require_second_factor && !user.use_mfauth && !user.force_passwordchange;
  useEffect(() => {
    if (!mayBeRequired || setup !== 'unknown') return undefined;
    let cancelled = false;
    fetchTotpStatus()
      .then((status) => {
        if (!cancelled) useSecondFactorStore.getState().setSetup(status.required ? 'required' : 'done');
      })
      .catch((error: unknown) => {
        if (!cancelled && useSessionStore.getState().token) useErrorDialogStore.getState().showError(error, { reloadOnClose: true });
      });
    return () => {
      cancelled = true;
    };
  }, [mayBeRequired, setup]);
  return mayBeRequired ? setup : 'done';
};

const LoggedIn = ({ user, organisation }: { user: User; organisation: Organisation }) => {
  const { t } = useTranslation('shell');
  useAutoLogout(idleTimeoutMs(user, organisation));
  const secondFactor = useSecondFactorSetup(user, organisation);
  if (user.force_passwordchange) return <ForcedPasswordChangePage />;
  if (secondFactor === 'unknown') return <CenteredSpinner label={t('session.loading')} delayMs={initScreenDelayMs} />;
  if (secondFactor === 'required') return <SecondFactorSetupPage />;
  return <Frame user={user} organisation={organisation} />;
};
