import { api, readCustomer, withSignal } from '@tunne/app-kit';
import type { Customer } from '@tunne/contracts';

/** What the forms prefill from the customer: the contact's e-mail and the customer's language. */
export type CustomerContact = Pick<Customer, 'id' | 'type' | 'name' | 'email' | 'contact_email' | 'language' | 'is_frozen'>;

/**
 * GET the customer (the register's own route), shared with the card's header and its other sections (app-kit
 * readCustomer: one call per card): the outbound forms read only its contact fields.
 */
export const getCustomerContact = (customerId: string, signal?: AbortSignal): Promise<CustomerContact> => readCustomer<CustomerContact>(customerId, { signal });

/** The recipient a new item starts with: the contact person's e-mail, else the customer's own. */
export const recipientOf = (customer: CustomerContact | null): string => customer?.contact_email ?? customer?.email ?? '';

/**
 * The persons of a business customer who may be identified for it: its responsible persons and actual beneficiaries,
 * by name (each once, in name order).
 */
export const listCustomerPersons = async (customerId: string, signal?: AbortSignal): Promise<string[]> => {
  const path = (kind: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/${kind}`;
  const lists = await Promise.all(['responsiblepersons', 'actualbeneficiaries'].map((kind) => api.get<{ name: string }[]>(path(kind), withSignal(signal))));
  return [...new Set(lists.flat().map((person) => person.name))].sort((a, b) => a.localeCompare(b));
};
