import { useTranslation } from 'react-i18next';
import { appHref, navigate } from '@tunne/app-kit';
import { LoginPrompt } from '../components/LoginPrompt.tsx';
import { useLoginPrompt } from '../components/use-login-prompt.ts';
import { announcementsPromptKey } from '../alerts-prompt/alerts-prompt.ts';
import { fetchAnnouncements } from './announcements-api.ts';
import { newAnnouncementCount } from './announcements-prompt.ts';

/**
 * After login, when announcements newer than the previous login exist: offers to read them (spec §2), once per login,
 * beside the alerts prompt. Not a modal: it goes away once answered or when the user goes elsewhere.
 */
export const AnnouncementsPrompt = () => {
  const { t } = useTranslation('shell');
  const prompt = useLoginPrompt(true, announcementsPromptKey, async (signal) => newAnnouncementCount(await fetchAnnouncements(signal)));
  if (prompt.count === null) return null;
  return (
    <LoginPrompt
      tone="info"
      title={t('announcementsPrompt.title')}
      message={t('announcementsPrompt.message', { count: prompt.count })}
      laterLabel={t('announcementsPrompt.later')}
      viewLabel={t('announcementsPrompt.view')}
      onLater={prompt.close}
      onView={() => {
        prompt.close();
        navigate(appHref('/announcements'));
      }}
    />
  );
};
