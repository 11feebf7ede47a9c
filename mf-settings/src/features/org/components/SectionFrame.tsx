import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, Spinner } from '@tunne/design-system';
import type { LoadResult } from '@tunne/app-kit';
import type { SettingsSectionId } from '@tunne/contracts';
import * as styles from './OrgSettings.module.css';

interface SectionFrameProps<T> {
  section: SettingsSectionId;
  load: LoadResult<T>;
  /** What the section is for, under the title. */
  intro?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A section's page: its title, a line of context, and its content once loaded (a retry when loading failed). */
export const SectionFrame = <T,>({ section, load, intro, children }: SectionFrameProps<T>) => {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.section}>
      <PageHeader title={t(`sections.${section}.title`)} context={intro ?? t(`sections.${section}.description`)} />
      {load.state === 'loading' && <Spinner label={t('org.loading')} showLabel size="sm" />}
      {load.state === 'error' && (
        <div className={styles.loadError} role="alert">
          <p>{t('org.loadError')}</p>
          <Button size="sm" onClick={load.reload}>
            {t('org.retry')}
          </Button>
        </div>
      )}
      {load.state === 'done' && children(load.data)}
    </div>
  );
};
