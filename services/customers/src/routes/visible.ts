import type { Customer } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { getCustomer } from '../repo/customers.ts';

/** Another organisation's customer and one outside the user's restriction look the same: not there. */
export const restricted = (): AppError => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

export const requireVisible = async (tx: Tx, id: string): Promise<Customer> => {
  const customer = await getCustomer(tx, id);
  if (!customer) throw restricted();
  return customer;
};
