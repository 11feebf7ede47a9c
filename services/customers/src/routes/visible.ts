import type { Customer } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { getCustomer } from '../repo/customers.ts';

/** A customer outside the user's restriction, or one that does not exist: not there (404, never the data). */
export const restricted = (): AppError => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

/**
 * Why the caller does not see customer `id`: an id of another organisation's customer is the spec's organisation
 * mismatch (§8; 404, nothing more said: no data, no name), anything else a restricted access.
 */
export const notVisible = async (tx: Tx, id: string): Promise<AppError> => {
  const [row] = await tx<{ other: boolean }[]>`select customers.in_other_organisation(${id}::uuid) as other`;
  return row?.other ? new AppError('ORGANISATION_MISMATCH', 'The id belongs to another organisation') : restricted();
};

export const requireVisible = async (tx: Tx, id: string): Promise<Customer> => {
  const customer = await getCustomer(tx, id);
  if (!customer) throw await notVisible(tx, id);
  return customer;
};
