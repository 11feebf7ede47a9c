import { useTranslation } from 'react-i18next';
import type { CardSectionProps } from '@tunne/app-kit';
import { useSessionStore } from '@tunne/app-kit';
import { CustomerAlerts } from './CustomerAlerts.tsx';
import * as section from '@tunne/design-system/section.module.css';

/** The card's alerts section, or a note when the organisation does not use alerts (the calls would be refused). */
export const AlertsCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('alerts');
  const usesAlerts = useSessionStore((state) => state.organisation?.use_alerts ?? false);
  if (!usesAlerts) return <p className={section.notInUse}>{t('card.notInUse')}</p>;
  return <CustomerAlerts customerId={customerId} highlightId={highlightId} />;
};
