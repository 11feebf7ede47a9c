import type { Tx } from '@tunne/platform';
import { notVisible } from '../../routes/visible.ts';

export interface VisibleCustomer {
  id: string;
  country: string | null;
}

/**
 * The parent customer as row-level security lets the caller see it. One outside the user's restriction is not there
 * (RESTRICTED_ACCESS), another organisation's an organisation mismatch (ORGANISATION_MISMATCH): both 404, never the data.
 */
export const requireCustomer = async (tx: Tx, id: string): Promise<VisibleCustomer> => {
  const [customer] = await tx<VisibleCustomer[]>`select id, country from customers.customers where id = ${id}`;
  if (!customer) throw await notVisible(tx, id);
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
