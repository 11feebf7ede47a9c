import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import { autologoutMs, isUiLanguage, type User } from '@tunne/contracts';
import { CenteredSpinner } from '../components/CenteredSpinner.tsx';
import { Frame } from '../layout/Frame.tsx';
import { ForcedPasswordChangePage } from '../pages/ForcedPasswordChangePage.tsx';
import { fetchMe, fetchOrganisation } from './session-api.ts';
import { useAutoLogout } from './use-auto-logout.ts';

/** The init screen appears only after a short wait (spec §9). */
const initScreenDelayMs = 500;

/**
 * Loads the user and organisation once per session (spec §2: a failure shows an error dialog and
 * the page reloads on close), switches the UI to the user's language, and then shows either the
 * forced password change or the frame.
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

const LoggedIn = ({ user, organisation }: { user: User; organisation: NonNullable<ReturnType<typeof useSessionStore.getState>['organisation']> }) => {
  useAutoLogout(autologoutMs(user));
  if (user.force_passwordchange) return <ForcedPasswordChangePage />;
  return <Frame user={user} organisation={organisation} />;
};
