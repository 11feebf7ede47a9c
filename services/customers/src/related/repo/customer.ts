import { AppError, type Tx } from '@tunne/platform';

export interface VisibleCustomer {
  id: string;
  country: string | null;
}

/**
 * The parent customer as row-level security lets the caller see it. Another organisation's customer and one
 * outside the user's restriction look the same: not there (404, never the data).
 */
export const requireCustomer = async (tx: Tx, id: string): Promise<VisibleCustomer> => {
  const [customer] = await tx<VisibleCustomer[]>`select id, country from customers.customers where id = ${id}`;
  if (!customer) throw new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');
  return customer;
};

/** Dates to ISO strings, numerics to numbers; drops the internal columns every related table has. */
export const toApiRow = <T>(row: Record<string, unknown>): T => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'organisations_id' || key === 'updated_at') continue;
    // Days (`date`): postgres.js reads them as UTC midnight, so the ISO string's date part is the stored day.
    if (key === 'dob' || key === 'deadline_at' || key === 'start_date' || key === 'end_date') out[key] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    else if (key === 'share') out[key] = value === null ? null : Number(value);
    else out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as T;
};
