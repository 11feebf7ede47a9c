import type { Customer, CustomerCreateBody, CustomerDuplicate } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { basicValues, checkIdentifiers } from './customer-values.ts';
import { findDuplicates, insertCustomer } from './repo/customers.ts';

export type CreateCustomerResult = { created: true; customer: Customer } | { created: false; duplicates: CustomerDuplicate[] };

/**
 * A new customer by the rules of POST /api/v2.5/user/customers: trimmed and normalised values, a name, the
 * identifier checked in its country (MISSING_NAME, INVALID_BUSINESSID, INVALID_SSN), the spec §5 duplicate
 * warning unless `confirm_duplicate`, and the caller as the owner user. Runs in the caller's transaction, so a
 * conversion (a lead) can create the customer and record it atomically.
 */
export const createCustomer = async (tx: Tx, usersId: string, body: CustomerCreateBody): Promise<CreateCustomerResult> => {
  const { type, confirm_duplicate: confirmDuplicate, domain, teams_id: teamsId, ...basic } = body;
  const values = basicValues(basic);
  if (typeof values.name !== 'string') throw new AppError('MISSING_NAME', 'Name is required', '/name');
  checkIdentifiers(values, type, typeof values.country === 'string' ? values.country : null);
  if (!confirmDuplicate) {
    const duplicates = await findDuplicates(tx, {
      type,
      name: values.name,
      businessid: typeof values.businessid === 'string' ? values.businessid : null,
      ssn: typeof values.ssn === 'string' ? values.ssn : null,
    });
    if (duplicates.length > 0) return { created: false, duplicates };
  }
  const customer = await insertCustomer(tx, {
    ...values,
    type,
    domain: domain?.trim() || null,
    teams_id: teamsId ?? null,
    users_id: usersId,
  });
  return { created: true, customer };
};

/** The 409 duplicate warning: the matches in `data.duplicates` for the confirmation dialog. */
export const duplicateConflict = (duplicates: CustomerDuplicate[]): AppError =>
  new AppError('DUPLICATE_CUSTOMER', 'A customer with the same name or identifier already exists', { data: { duplicates } });
