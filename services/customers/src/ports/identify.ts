import type { CallerScope, IdentifyOutcome } from '@tunne/contracts';
import { AppError, type Database } from '@tunne/platform';
import { getCustomer, updateCustomer } from '../repo/customers.ts';
import { restricted } from '../routes/visible.ts';

/** An identity code as the register keeps it: trimmed and upper case (basicValues does the same for the card). */
const normalise = (ssn: string): string => ssn.trim().toUpperCase();

/**
 * An identification's identity code into a person customer (issue 14; contracts CustomerRecordsPort.identify), as the
 * caller: set when the customer has none, `same` when equal, `conflict` when it differs (nothing written) unless
 * `overwrite`. The write is the card's own (updateCustomer): the row trigger writes the audit trail in the caller's
 * name and the customer.changed event, so screening and the risk score follow. The code comes from a strong
 * identification and is not re-validated: a foreign code need not follow the customer's country's rules.
 */
export const identifyCustomer = async (db: Database, scope: CallerScope, customersId: string, input: { ssn: string; overwrite?: boolean; confirmed?: boolean }): Promise<IdentifyOutcome> =>
  db.tx(scope, async (tx) => {
    const customer = await getCustomer(tx, customersId);
    if (!customer) throw restricted();
    if (customer.type !== 'person') return { outcome: 'not_person', stored_ssn: null };
    const ssn = normalise(input.ssn);
    if (!ssn) throw new AppError('INVALID_SSN', 'Invalid personal identity code', '/ssn');
    const stored = customer.ssn;
    if (stored && normalise(stored) === ssn) return { outcome: 'same', stored_ssn: stored };
    if (stored && !input.overwrite) return { outcome: 'conflict', stored_ssn: stored };
    if (!stored && !input.overwrite && !input.confirmed) return { outcome: 'missing', stored_ssn: null };
    if (!(await updateCustomer(tx, customersId, { ssn }))) throw restricted();
    return { outcome: stored ? 'overwritten' : 'set', stored_ssn: stored };
  });
