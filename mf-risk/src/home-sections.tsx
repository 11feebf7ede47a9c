import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@tunne/app-kit';
import { ReviewsDueCard } from './features/reviews/components/ReviewsDueCard.tsx';
import { registerRiskTranslations } from './i18n.ts';

export const homeSections = ['reviewsdue'] as const;

/**
 * The home sections contract (remotes.json `homeSections`): the shell calls this for 'reviewsdue' with an element of
 * its home page; the section renders there in its own React root until the returned function unmounts it.
 */
export function mountHomeSection(section: string, element: HTMLElement): () => void {
  registerRiskTranslations();
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n} defaultNS="risk">
        {section === 'reviewsdue' ? <ReviewsDueCard /> : null}
      </I18nextProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}
