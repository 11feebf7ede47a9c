import { api, withSignal } from '@tunne/app-kit';
import type { Customer } from '@tunne/contracts';

/** What the forms prefill from the customer: the contact's e-mail and the customer's language. */
export type CustomerContact = Pick<Customer, 'id' | 'name' | 'email' | 'contact_email' | 'language' | 'is_frozen'>;

/** GET the customer (the register's own route): the outbound forms read only its contact fields. */
export const getCustomerContact = (customerId: string, signal?: AbortSignal): Promise<CustomerContact> =>
  api.get<CustomerContact>(`v2.5/user/customers/${encodeURIComponent(customerId)}`, withSignal(signal));

/** The recipient a new item starts with: the contact person's e-mail, else the customer's own. */
export const recipientOf = (customer: CustomerContact | null): string => customer?.contact_email ?? customer?.email ?? '';
