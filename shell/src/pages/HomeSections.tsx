import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@tunne/design-system';
import { useHomeSectionProviders, useRemoteSection, type HomeSectionSource } from '@tunne/app-kit';
import * as styles from './HomeSections.module.css';

/**
 * One home page section another remote fills (app-kit remote-sections.ts, `homeSections` in /app/remotes.json): its
 * module is loaded on first render and mounted into an element only it touches; a failure is shown, never hidden.
 */
const HomeSectionHost = ({ source }: { source: HomeSectionSource }) => {
  const { t } = useTranslation('shell');
  const { hostRef, state } = useRemoteSection(source, (module, element) => module.mountHomeSection(source.section, element), []);

  // Each of these is a cell of the grid: the placeholder keeps the summary's height until the remote has drawn it.
  return (
    <>
      {state === 'loading' && (
        <div className={styles.placeholder} data-home-placeholder={source.section}>
          <Spinner label={t('remote.loading')} size="sm" />
        </div>
      )}
      {state === 'error' && (
        <Card>
          <p role="alert">{t('remote.failedText')}</p>
        </Card>
      )}
      <div ref={hostRef} className={styles.host} data-home-section={source.section} />
    </>
  );
};

/** The sections the remotes add to the home page (what needs attention), in manifest order, in a responsive grid. */
export const HomeSections = () => {
  const sources = useHomeSectionProviders();
  if (sources.length === 0) return null;
  return (
    <div className={styles.grid} data-home-sections>
      {sources.map((source) => (
        <HomeSectionHost key={`${source.remoteName}/${source.section}`} source={source} />
      ))}
    </div>
  );
};
