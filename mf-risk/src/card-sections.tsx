import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@tunne/app-kit';
import { AnswersSection } from './features/answers/components/AnswersSection.tsx';
import { AssessmentsSection } from './features/assessments/components/AssessmentsSection.tsx';
import { EddSection } from './features/edd/components/EddSection.tsx';
import { registerRiskTranslations } from './i18n.ts';

export type CardSection = 'riskanswers' | 'riskassessments' | 'edd';
export const cardSections: readonly CardSection[] = ['riskanswers', 'riskassessments', 'edd'];

export interface CardSectionProps {
  customerId: string;
  /**
   * A row to scroll to and mark: /customers/{id}/riskassessments/{target} (alert links, spec §2); for 'edd' a
   * document or a history event.
   */
  highlightId?: string;
}

/**
 * The card sections contract (remotes.json `cardSections`): mf-customers calls this for 'riskanswers',
 * 'riskassessments' and 'edd' (enhanced due diligence, issue #11 §2) with an element of its card; the section renders
 * there in its own React root (react, i18next, app-kit and the design system are shared singletons) until the
 * returned function unmounts it.
 */
export function mountCardSection(section: string, element: HTMLElement, props: CardSectionProps): () => void {
  registerRiskTranslations();
  const root = createRoot(element);
  const content =
    section === 'riskanswers' ? (
      <AnswersSection customerId={props.customerId} highlightId={props.highlightId} />
    ) : section === 'riskassessments' ? (
      <AssessmentsSection customerId={props.customerId} highlightId={props.highlightId} />
    ) : section === 'edd' ? (
      <EddSection customerId={props.customerId} highlightId={props.highlightId} />
    ) : null;
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n} defaultNS="risk">
        {content}
      </I18nextProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}
