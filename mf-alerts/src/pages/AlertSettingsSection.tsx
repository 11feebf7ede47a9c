import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@tunne/design-system';
import { useIsAdmin, type SettingsSectionProps } from '@tunne/app-kit';
import { AlertOptionsSettings } from '../features/lists/components/AlertOptionsSettings.tsx';
import { SanctionListsSettings } from '../features/lists/components/SanctionListsSettings.tsx';
import * as styles from '@tunne/design-system/page.module.css';

/**
 * Settings › sanction lists and Settings › alert settings (admins only, spec §2, §6): the sections the settings remote
 * mounts at /settings/{section}. It draws the breadcrumb; each section draws its own header.
 */
export const AlertSettingsSection = ({ section }: SettingsSectionProps) => {
  const { t } = useTranslation('alerts');
  const isAdmin = useIsAdmin();
  const lists = section === 'sanctionlists';
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader
        title={t(lists ? 'settings.sanctionlistsTitle' : 'settings.alertsTitle')}
        context={t(lists ? 'settings.sanctionlistsContext' : 'settings.alertsContext')}
      />
      {!isAdmin ? (
        <EmptyState title={t('settings.adminOnlyTitle')} headingLevel={2}>
          {t('settings.adminOnly')}
        </EmptyState>
      ) : lists ? (
        <SanctionListsSettings />
      ) : (
        <AlertOptionsSettings />
      )}
    </div>
  );
};
