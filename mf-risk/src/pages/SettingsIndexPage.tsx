import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@tunne/design-system';
import { appHref, handleLinkClick, useIsAdmin } from '@tunne/app-kit';
import { settingsSections } from '../routes.ts';
import * as styles from './RiskSettingsPage.module.css';

/** Settings pages the shell draws itself, listed here with this remote's own until a settings remote lists them all. */
const shellSections = ['security', 'security-log'] as const;

/** /settings while no settings remote is deployed: the risk sections this remote provides. */
export const SettingsIndexPage = () => {
  const { t } = useTranslation('risk');
  const isAdmin = useIsAdmin();
  return (
    <div className={styles.page}>
      <PageHeader title={t('settings.title')} context={t('settings.context')} />
      {isAdmin ? (
        <ul className={styles.rows}>
          {[...settingsSections, ...shellSections].map((section) => (
            <li key={section}>
              <a className={styles.row} href={appHref(`/settings/${section}`)} onClick={handleLinkClick}>
                <span className={styles.rowTitle}>{t(`settings.${section}`)}</span>
                <span className={styles.rowText}>{t(`settings.descriptions.${section}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('settings.adminOnly')} headingLevel={2}>
          {t('settings.adminOnlyText')}
        </EmptyState>
      )}
    </div>
  );
};
