import { useTranslation } from 'react-i18next';
import { EmptyState } from '@tunne/design-system';
import { useAppLocation, useIsAdmin } from '@tunne/app-kit';
import { SectionPage } from './pages/SectionPage.tsx';
import { SettingsIndexPage } from './pages/SettingsIndexPage.tsx';
import { routeFor } from './routes.ts';
import * as styles from './shared/Page.module.css';

/** The remote's pages by path (createRemote draws them in the remote's frame). Settings are for admins only (spec §6). */
export const Root = () => {
  const { t } = useTranslation('settings');
  const { path } = useAppLocation();
  const isAdmin = useIsAdmin();
  const route = routeFor(path);
  if (!route) return null;
  if (!isAdmin) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('index.adminOnly')} headingLevel={2}>
          {t('index.adminOnlyText')}
        </EmptyState>
      </div>
    );
  }
  return route.page === 'index' ? <SettingsIndexPage /> : <SectionPage section={route.section} rest={route.rest} />;
};
