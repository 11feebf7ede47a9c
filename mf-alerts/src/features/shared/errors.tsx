import type { ReactNode } from 'react';
import { Dialog } from '@tunne/design-system';
import { useErrorDialogProps, useRemoteErrorText } from '@tunne/app-kit';

/** Screening codes have their own texts (namespace alerts, errors.*); the rest come from app-kit's catalogue. */
export const useAlertsErrorText = (): ((error: unknown) => string) => useRemoteErrorText('alerts');

/** The spec's 'Virhe' dialog with this remote's texts: render the node, call show(error). */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const [props, show] = useErrorDialogProps('alerts');
  return [<Dialog {...props} />, show];
};
