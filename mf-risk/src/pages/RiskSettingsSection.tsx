import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@tunne/design-system';
import { useIsAdmin, type SettingsSectionProps } from '@tunne/app-kit';
import { QuestionsAdmin } from '../features/questions/components/QuestionsAdmin.tsx';
import { RatingsAdmin } from '../features/ratings/components/RatingsAdmin.tsx';
import { EuListPanel } from '../features/settings/components/EuListPanel.tsx';
import { PepFunctionsPanel } from '../features/settings/components/PepFunctionsPanel.tsx';
import { ScoreSettingsForm } from '../features/settings/components/ScoreSettingsForm.tsx';
import * as styles from './RiskSettingsSection.module.css';

const riskSections = ['riskscore', 'riskratings', 'riskquestions'] as const;
type RiskSection = (typeof riskSections)[number];

const isRiskSection = (section: string): section is RiskSection => (riskSections as readonly string[]).includes(section);

const SectionBody = ({ section }: { section: RiskSection }) => {
  if (section === 'riskquestions') return <QuestionsAdmin />;
  if (section === 'riskratings') return <RatingsAdmin />;
  return (
    <div className={styles.sections}>
      <EuListPanel />
      <PepFunctionsPanel />
      <ScoreSettingsForm />
    </div>
  );
};

/**
 * Settings › risk score settings, risk ratings and risk questions (admins only, spec §6): the sections the settings
 * remote mounts at /settings/{section}. It draws the breadcrumb; each section draws its own header.
 */
export const RiskSettingsSection = ({ section }: SettingsSectionProps) => {
  const { t } = useTranslation('risk');
  const isAdmin = useIsAdmin();
  // createRemote mounts only the ids remote.json lists; this keeps the type narrow.
  if (!isRiskSection(section)) return null;
  return (
    <div className={styles.page}>
      <PageHeader title={t(`settings.${section}`)} context={t(`settings.descriptions.${section}`)} />
      {isAdmin ? (
        <SectionBody section={section} />
      ) : (
        <EmptyState title={t('settings.adminOnly')} headingLevel={2}>
          {t('settings.adminOnlyText')}
        </EmptyState>
      )}
    </div>
  );
};
