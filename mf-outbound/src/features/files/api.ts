import { api, withSignal } from '@tunne/app-kit';
import type { CustomerFile } from '@tunne/contracts';

/** GET /api/v2.5/user/customers/{id}/files: the files of the customer's requests and secure messages, newest first. */
export const listCustomerFiles = (customerId: string, signal?: AbortSignal): Promise<CustomerFile[]> =>
  api.get<CustomerFile[]>(`v2.5/user/customers/${encodeURIComponent(customerId)}/files`, withSignal(signal));
