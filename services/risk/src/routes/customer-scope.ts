import type { CallerScope } from '@tunne/contracts';
import { AppError, tenancyOf, type Principal, type Tx } from '@tunne/platform';
import type { CustomerAccess, RiskDeps } from '../ports.ts';
import { ensureCustomer } from '../repo/scores.ts';

/** Another organisation's customer and one outside the user's restriction look the same: not there (404). */
export const restricted = (): AppError => new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');

/**
 * Runs fn for a customer-scoped call: the customers service first says whether the caller sees the customer (its
 * policy is the authority, always current); in the caller's transaction risk's own policies apply the same rule
 * (through the shared `access` functions, ADR 0003), and the customer's risk row is made if it is the first call.
 */
export const withCustomer = async <T>(deps: RiskDeps, principal: Principal, customersId: string, fn: (tx: Tx, access: CustomerAccess) => Promise<T>): Promise<T> =>
  withCustomerScope(deps, tenancyOf(principal), customersId, fn);

/** withCustomer for a caller that is not a request's principal (another service through the ports). */
export const withCustomerScope = async <T>(deps: RiskDeps, tenancy: CallerScope, customersId: string, fn: (tx: Tx, access: CustomerAccess) => Promise<T>): Promise<T> => {
  const access = await deps.customers.register.access(tenancy, customersId);
  if (!access) throw restricted();
  return deps.db.tx(tenancy, async (tx) => {
    await ensureCustomer(tx, customersId);
    return fn(tx, access);
  });
};
