import type { Identification } from '@tunne/contracts';
import { identificationForm } from '../../../kinds/identifications.form.tsx';
import { ItemDialog, type ItemDialogProps } from '../../../shared/ItemDialog.tsx';

type Props = ItemDialogProps<Identification> & {
  /** The draft being edited; null for a new identification. */
  identification: Identification | null;
};

/** The identification form (spec §3 Identification, §4): a new one starts from the user's defaults and the customer. */
export const IdentificationDialog = ({ identification, ...props }: Props) => <ItemDialog kind={identificationForm} item={identification} {...props} />;
