import { useTranslation } from 'react-i18next';
import { EmptyState, Modal, NavRow } from '@tunne/design-system';
import { appHref, navigate } from '@tunne/app-kit';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { addTargets } from '../remotes/remote-manifest.ts';

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
  const handleNavigate = (href: string, event: React.MouseEvent): void => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <Modal open title={t('add.title')} onClose={handleClose} closeLabel={t('dialog.close')} size="sm">
      {targets.length === 0 ? (
        <EmptyState title={t('add.empty')} headingLevel={3}>
          {t('add.emptyText')}
        </EmptyState>
      ) : (
        <nav aria-label={t('add.title')}>
          {targets.map((target) => (
            <NavRow key={target.key} label={t(`add.targets.${target.key}`)} href={appHref(target.path)} onNavigate={handleNavigate} />
          ))}
        </nav>
      )}
    </Modal>
  );
};
