import type { Request } from '@tunne/contracts';
import { requestForm } from '../../../kinds/requests.form.tsx';
import { ItemDialog, type ItemDialogProps } from '../../../shared/ItemDialog.tsx';

type Props = ItemDialogProps<Request> & {
  /** The draft being edited; null for a new request. */
  request: Request | null;
};

/** The request form (spec §3 Request, §4): a new one starts from the user's defaults and the customer's contact. */
export const RequestDialog = ({ request, ...props }: Props) => <ItemDialog kind={requestForm} item={request} {...props} />;
