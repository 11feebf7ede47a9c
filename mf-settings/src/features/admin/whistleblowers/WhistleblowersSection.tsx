import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@tunne/design-system';
import * as styles from '../shared/admin.module.css';

/** Settings › whistleblower channels: a placeholder until the whistleblowing module manages its channels here. */
export const WhistleblowersSection = () => {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.stack}>
      <PageHeader title={t('sections.whistleblowers.title')} />
      <EmptyState title={t('admin.whistleblowers.title')} headingLevel={2}>
        {t('admin.whistleblowers.text')}
      </EmptyState>
    </div>
  );
};
