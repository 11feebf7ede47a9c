import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from 'react-i18next';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { ErrorBoundaryFallback } from './ErrorBoundaryFallback.tsx';
import { CustomerAlerts } from './features/alerts/components/CustomerAlerts.tsx';
import { registerAlertTranslations } from './i18n.ts';
import * as styles from './features/alerts/components/CustomerAlerts.module.css';

/** What the customer card passes (app-kit CardSectionProps). */
export interface CardSectionProps {
  customerId: string;
  /** The alert a deep link points at (/customers/{id}/alerts/{alertId}). */
  highlightId?: string;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorBoundaryFallback error={this.state.error} /> : this.props.children;
  }
}

/** The section, or a note when the organisation does not use alerts (the calls would be refused). */
const AlertsSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('alerts');
  const usesAlerts = useSessionStore((state) => state.organisation?.use_alerts ?? false);
  if (!usesAlerts) return <p className={styles.notInUse}>{t('card.notInUse')}</p>;
  return <CustomerAlerts customerId={customerId} highlightId={highlightId} />;
};

/**
 * Renders a card section this remote offers (remotes.json cardSections: 'alerts') into `element` with its own React
 * root; react, react-dom and i18next are the shell's shared singletons. Returns the unmount function.
 */
export function mountCardSection(section: string, element: HTMLElement, props: CardSectionProps): () => void {
  if (section !== 'alerts') throw new Error(`mf_alerts has no card section ${section}`);
  registerAlertTranslations();
  const root = createRoot(element);
  root.render(
    <I18nextProvider i18n={i18n} defaultNS="alerts">
      <Boundary>
        <AlertsSection customerId={props.customerId} highlightId={props.highlightId} />
      </Boundary>
    </I18nextProvider>,
  );
  return () => root.unmount();
}
