import type { ReactNode } from 'react';
import { Dialog } from '@tunne/design-system';
import { useErrorDialogProps } from '@tunne/app-kit';

/** The spec's 'Virhe' dialog; risk codes have their texts in the shared 'errors' namespace (i18n.ts). */
export const useErrorDialog = (): [ReactNode, (error: unknown) => void] => {
  const [props, show] = useErrorDialogProps('risk');
  return [<Dialog {...props} />, show];
};
