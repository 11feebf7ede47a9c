import type { ReactNode } from 'react';
import { Dialog } from '@tunne/design-system';
import { useErrorDialogProps } from '@tunne/app-kit';

/** The spec's 'Virhe' dialog with the customer register's own texts (MONITORING_ON, RESTORE_EXPIRED, …). */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const [props, show] = useErrorDialogProps('customers');
  return [<Dialog {...props} />, show];
};
