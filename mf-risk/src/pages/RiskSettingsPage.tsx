import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@tunne/design-system';
import { appHref, handleLinkClick, useIsAdmin } from '@tunne/app-kit';
import { QuestionsAdmin } from '../features/questions/components/QuestionsAdmin.tsx';
import { RatingsAdmin } from '../features/ratings/components/RatingsAdmin.tsx';
import { EuListPanel } from '../features/settings/components/EuListPanel.tsx';
import { ScoreSettingsForm } from '../features/settings/components/ScoreSettingsForm.tsx';
import { settingsSections, type SettingsSection } from '../routes.ts';
import * as styles from './RiskSettingsPage.module.css';

/** One risk settings section without the page frame (also what a settings remote mounts). */
export const SettingsSectionBody = ({ section }: { section: string }) => {
  const { t } = useTranslation('risk');
  if (!useIsAdmin()) return <EmptyState title={t('settings.adminOnly')} headingLevel={2}>{t('settings.adminOnlyText')}</EmptyState>;
  if (section === 'riskquestions') return <QuestionsAdmin />;
  if (section === 'riskratings') return <RatingsAdmin />;
  return (
    <div className={styles.sections}>
      <EuListPanel />
      <ScoreSettingsForm />
    </div>
  );
};

/** /settings/riskscore, /settings/riskratings, /settings/riskquestions (admins only, spec §6). */
export const RiskSettingsPage = ({ section }: { section: SettingsSection }) => {
  const { t } = useTranslation('risk');
  return (
    <div className={styles.page}>
      <PageHeader
        title={t(`settings.${section}`)}
        context={
          <nav aria-label={t('settings.nav')} className={styles.nav}>
            <a href={appHref('/settings')} onClick={handleLinkClick}>
              {t('settings.title')}
            </a>
            {settingsSections.map((s) => (
              <a key={s} href={appHref(`/settings/${s}`)} onClick={handleLinkClick} aria-current={s === section ? 'page' : undefined} className={s === section ? styles.current : undefined}>
                {t(`settings.${s}`)}
              </a>
            ))}
          </nav>
        }
      />
      <SettingsSectionBody section={section} />
    </div>
  );
};
