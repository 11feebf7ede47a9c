import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Link } from '@tunne/design-system';
import { appHref, handleLinkClick } from '@tunne/app-kit';
import { CenteredSpinner } from '../components/CenteredSpinner.tsx';
import type { RemoteDescriptor } from './remote-manifest.ts';
import type { RouteOffReason } from './route-availability.ts';
import { useRemoteStore } from './remote-store.ts';
import { remoteRootId, setRemoteHostReady } from './single-spa-setup.ts';
import * as styles from './RemoteOutlet.module.css';

/**
 * The element remotes mount into. It stays in the frame for the frame's whole life so single-spa
 * can mount and unmount into it while React never touches its children. `off`: the path belongs to a module the
 * organisation does not use (`unused`, or `true`) or no remote serves yet (`unavailable`: the feature is not built, so
 * it is not said to be switched off) (route-availability.ts); no remote mounts then (single-spa-setup.ts) and the user
 * is told which, with the way home, instead of a load failure.
 */
export const RemoteOutlet = ({ active, off = false }: { active: RemoteDescriptor | null; off?: boolean | RouteOffReason }) => {
  const notYet = off === 'unavailable';
  const { t } = useTranslation('shell');
  const status = useRemoteStore((state) => (active ? (state.status[active.name] ?? 'idle') : 'idle'));

  useEffect(() => {
    setRemoteHostReady(true);
    return () => setRemoteHostReady(false);
  }, []);

  return (
    <>
      {off && (
        <div className={styles.error} data-testid="module-off">
          <EmptyState
            title={t(notYet ? 'remote.unavailable' : 'remote.off')}
            headingLevel={1}
            action={
              <Link href={appHref('/')} onClick={handleLinkClick}>
                {t('remote.offHome')}
              </Link>
            }
          >
            {t(notYet ? 'remote.unavailableText' : 'remote.offText')}
          </EmptyState>
        </div>
      )}
      {active && status === 'error' && (
        <div role="alert" className={styles.error}>
          <EmptyState
            title={t('remote.failed')}
            headingLevel={1}
            action={
              <Button variant="primary" onClick={() => window.location.reload()}>
                {t('remote.retry')}
              </Button>
            }
          >
            {t('remote.failedText')}
          </EmptyState>
        </div>
      )}
      {active && (status === 'loading' || status === 'idle') && <CenteredSpinner label={t('remote.loading')} />}
      <div id={remoteRootId} className={styles.root} hidden={!active || status === 'error'} data-remote={active?.name} />
    </>
  );
};
