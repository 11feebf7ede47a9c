import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appHref, navigate, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { LoginPrompt } from '../components/LoginPrompt.tsx';
import { announcementsPromptKey, loginMarker, markPrompted, wasPrompted } from '../alerts-prompt/alerts-prompt.ts';
import { fetchAnnouncements } from './announcements-api.ts';
import { newAnnouncementCount } from './announcements-prompt.ts';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * After login, when announcements newer than the previous login exist: offers to read them (spec §2), once per login,
 * beside the alerts prompt. Not a modal: it goes away once answered or when the user goes elsewhere.
 */
export const AnnouncementsPrompt = () => {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const { path } = useAppLocation();
  const [open, setOpen] = useState<{ count: number; path: string } | null>(null);

  useEffect(() => {
    if (!user) return undefined;
    const marker = loginMarker(user);
    if (wasPrompted(marker, storage(), announcementsPromptKey)) return undefined;
    const controller = new AbortController();
    fetchAnnouncements(controller.signal)
      .then((announcements) => {
        markPrompted(marker, storage(), announcementsPromptKey);
        const count = newAnnouncementCount(announcements);
        if (count > 0) setOpen({ count, path: window.location.pathname });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // Once per login (the marker), not on every render of the frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, user?.prevlogin_at]);

  // Leaving the page where it appeared answers it too.
  useEffect(() => {
    if (open && appHref(path) !== open.path && `${appHref(path)}/` !== open.path) setOpen(null);
  }, [path, open]);

  if (!open) return null;
  return (
    <LoginPrompt
      tone="info"
      title={t('announcementsPrompt.title')}
      message={t('announcementsPrompt.message', { count: open.count })}
      laterLabel={t('announcementsPrompt.later')}
      viewLabel={t('announcementsPrompt.view')}
      onLater={() => setOpen(null)}
      onView={() => {
        setOpen(null);
        navigate(appHref('/announcements'));
      }}
    />
  );
};
