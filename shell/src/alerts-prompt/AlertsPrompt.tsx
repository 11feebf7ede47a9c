import { useTranslation } from 'react-i18next';
import { api, appHref, navigate, useSessionStore } from '@tunne/app-kit';
import type { Page } from '@tunne/contracts';
import { LoginPrompt } from '../components/LoginPrompt.tsx';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { useLoginPrompt } from '../components/use-login-prompt.ts';
import { promptApplies } from './alerts-prompt.ts';

/**
 * After login, when the organisation uses alerts: offers to view the unsilenced alerts of non-archived customers
 * (spec §2). Not a modal: the user may go on with what they opened; it goes away once answered or left.
 */
export const AlertsPrompt = () => {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const organisation = useSessionStore((state) => state.organisation);
  const remotes = useRemoteStore((state) => state.remotes);
  const applies = Boolean(user && organisation && remotes && promptApplies(organisation, remotes.flatMap((remote) => remote.routes)));
  // Open alerts of active customers the user may see (the list's default leaves archived customers out).
  const prompt = useLoginPrompt(applies, undefined, async (signal) =>
    (await api.get<Page<unknown>>('v2.5/user/alerts', { searchParams: { view: 'open', size: 1 }, signal })).total);

  if (prompt.count === null) return null;
  return (
    <LoginPrompt
      tone="alert"
      title={t('alertsPrompt.title')}
      message={t('alertsPrompt.message', { count: prompt.count })}
      laterLabel={t('alertsPrompt.later')}
      viewLabel={t('alertsPrompt.view')}
      onLater={prompt.close}
      onView={() => {
        prompt.close();
        navigate(appHref('/alerts?view=open'));
      }}
    />
  );
};
