import type { Letter } from '@tunne/contracts';
import { letterForm } from '../../../kinds/letters.form.tsx';
import { ItemDialog, type ItemDialogProps } from '../../../shared/ItemDialog.tsx';

type Props = ItemDialogProps<Letter> & {
  /** The draft being edited; null for a new message. */
  letter: Letter | null;
};

/** The secure message form (spec §3 Secure message): a new one starts with the customer's contact and language. */
export const LetterDialog = ({ letter, ...props }: Props) => <ItemDialog kind={letterForm} item={letter} {...props} />;
