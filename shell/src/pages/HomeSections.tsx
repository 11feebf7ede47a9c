import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@tunne/design-system';
import { useHomeSectionProviders, type HomeSectionSource } from '@tunne/app-kit';
import * as styles from './HomeSections.module.css';

/**
 * One home page section another remote fills (app-kit remote-sections.ts, `homeSections` in /app/remotes.json): its
 * module is loaded on first render and mounted into an element only it touches; a failure is shown, never hidden.
 */
const HomeSectionHost = ({ source }: { source: HomeSectionSource }) => {
  const { t } = useTranslation('shell');
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'mounted' | 'error'>('loading');

  useEffect(() => {
    let active = true;
    let unmount: (() => void) | null = null;
    source
      .load()
      .then((module) => {
        if (!active || !hostRef.current) return;
        unmount = module.mountHomeSection(source.section, hostRef.current);
        setState('mounted');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`Home section ${source.section} from ${source.remoteName} failed`, error);
        setState('error');
      });
    return () => {
      active = false;
      const done = unmount;
      // The other remote's React root is unmounted after this commit, not inside it.
      if (done) queueMicrotask(() => done());
    };
  }, [source]);

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
