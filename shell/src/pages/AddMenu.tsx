import { useTranslation } from 'react-i18next';
import { EmptyState, Modal } from '@tunne/design-system';
import { appHref, navigate } from '@tunne/app-kit';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { addTargets } from '../remotes/remote-manifest.ts';
import * as styles from './AddMenu.module.css';

/**
 * The add menu (+) at /add: business or person customer, import, identification, sanction query and lead,
 * each shown only when a remote offers it in /app/remotes.json.
 */
export const AddMenu = () => {
  const { t } = useTranslation('shell');
  const targets = addTargets(useRemoteStore((state) => state.remotes) ?? []);
  const handleClose = (): void => {
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) window.history.back();
    else navigate(appHref('/'));
  };
  const handleNavigate = (event: React.MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(event.currentTarget.getAttribute('href') ?? appHref('/'));
  };
  return (
    <Modal open title={t('add.title')} onClose={handleClose} closeLabel={t('dialog.close')} size="sm">
      {targets.length === 0 ? (
        <EmptyState title={t('add.empty')} headingLevel={3}>
          {t('add.emptyText')}
        </EmptyState>
      ) : (
        <nav aria-label={t('add.title')}>
          <ul className={styles.list}>
            {targets.map((target) => (
              <li key={target.key}>
                <a className={styles.target} href={appHref(target.path)} onClick={handleNavigate}>
                  {t(`add.targets.${target.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Modal>
  );
};
