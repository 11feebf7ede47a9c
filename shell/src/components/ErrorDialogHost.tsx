import { useTranslation } from 'react-i18next';
import { Dialog } from '@tunne/design-system/Dialog';
import { useErrorDialogStore } from '@tunne/app-kit/error-dialog-store';
import { useErrorText } from '@tunne/app-kit/error-text';

/** The general 'Virhe' dialog for unexpected errors raised anywhere through useErrorDialogStore. */
export const ErrorDialogHost = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const error = useErrorDialogStore((state) => state.error);
  const reloadOnClose = useErrorDialogStore((state) => state.reloadOnClose);
  const dismiss = useErrorDialogStore((state) => state.dismiss);

  const handleClose = (): void => {
    dismiss();
    if (reloadOnClose) window.location.reload();
  };

  return (
    <Dialog
      open={error !== null}
      kind="error"
      title={t('dialog.errorTitle')}
      message={error === null ? '' : errorText(error)}
      onClose={handleClose}
      closeLabel={t('dialog.ok')}
    />
  );
};
