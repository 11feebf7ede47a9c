import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, appHref, navigate, useAppLocation, useSessionStore } from '@tunne/app-kit';
import type { Page } from '@tunne/contracts';
import { LoginPrompt } from '../components/LoginPrompt.tsx';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { loginMarker, markPrompted, promptApplies, wasPrompted } from './alerts-prompt.ts';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * After login, when the organisation uses alerts: offers to view the unsilenced alerts of non-archived customers
 * (spec §2). Not a modal: the user may go on with what they opened; it goes away once answered or left.
 */
export const AlertsPrompt = () => {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const organisation = useSessionStore((state) => state.organisation);
  const remotes = useRemoteStore((state) => state.remotes);
  const { path } = useAppLocation();
  const [open, setOpen] = useState<{ count: number; path: string } | null>(null);

  const applies = Boolean(user && organisation && remotes && promptApplies(organisation, remotes.flatMap((remote) => remote.routes)));

  useEffect(() => {
    if (!applies || !user) return undefined;
    const marker = loginMarker(user);
    if (wasPrompted(marker, storage())) return undefined;
    const controller = new AbortController();
    // Open alerts of active customers the user may see (the list's default leaves archived customers out).
    api
      .get<Page<unknown>>('v2.5/user/alerts', { searchParams: { view: 'open', size: 1 }, signal: controller.signal })
      .then((page) => {
        markPrompted(marker, storage());
        if (page.total > 0) setOpen({ count: page.total, path: window.location.pathname });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Once per login (the marker), not on every render of the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applies, user?.id, user?.prevlogin_at]);

  // Leaving the page where it appeared answers it too.
  useEffect(() => {
    if (open && appHref(path) !== open.path && `${appHref(path)}/` !== open.path) setOpen(null);
  }, [path, open]);

  if (!open) return null;
  return (
    <LoginPrompt
      tone="alert"
      title={t('alertsPrompt.title')}
      message={t('alertsPrompt.message', { count: open.count })}
      laterLabel={t('alertsPrompt.later')}
      viewLabel={t('alertsPrompt.view')}
      onLater={() => setOpen(null)}
      onView={() => {
        setOpen(null);
        navigate(appHref('/alerts?view=open'));
      }}
    />
  );
};
