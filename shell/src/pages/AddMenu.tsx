import { useTranslation } from 'react-i18next';
import { EmptyState, Modal } from '@tunne/design-system';
import { appHref, navigate } from '@tunne/app-kit';

/**
 * The add menu (+) at /add. Its targets (business or person customer, import, identification,
 * sanction query, lead) come from remotes that do not provide any yet, so it says so.
 */
export const AddMenu = () => {
  const { t } = useTranslation('shell');
  const handleClose = (): void => {
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) window.history.back();
    else navigate(appHref('/'));
  };
  return (
    <Modal open title={t('add.title')} onClose={handleClose} closeLabel={t('dialog.close')} size="sm">
      <EmptyState title={t('add.empty')} headingLevel={3}>
        {t('add.emptyText')}
      </EmptyState>
    </Modal>
  );
};
