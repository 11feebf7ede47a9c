import { useTranslation } from 'react-i18next';
import { countryNamer, currentLanguage, type CardSectionProps } from '@tunne/app-kit';
import type { EddTrigger } from '@tunne/contracts';
import { AssessmentsSection } from '../features/assessments/components/AssessmentsSection.tsx';
import { eddTriggerText } from '../features/edd/edd-text.ts';
import { ScorePanel } from '../features/score/components/ScorePanel.tsx';

/** The card's risk assessment section: the manual assessments with the automatic score (and its EDD reasons) above them. */
export const AssessmentsCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('risk');
  const countryName = countryNamer(currentLanguage());
  const triggerText = (trigger: EddTrigger) => eddTriggerText(t, trigger, { countryName });
  return (
    <AssessmentsSection
      customerId={customerId}
      highlightId={highlightId}
      scorePanel={(at) => <ScorePanel customerId={customerId} at={at} triggerText={triggerText} />}
    />
  );
};
