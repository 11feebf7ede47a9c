import type { OutboundItem } from '@tunne/contracts';

/**
 * A row as the database gives it, read off the shape the API shows of it (services/contracts): the named fields the
 * API shows as ISO texts are timestamps here. So a column is written once, in the contract.
 */
export type Stored<T, Dates extends PropertyKey> = { [K in keyof T]: K extends Dates ? (null extends T[K] ? Date | null : Date) : T[K] };

/** What the API works out of an item rather than reads from its row: its light, files and public address. */
type Derived = 'organizations_id' | 'light' | 'files' | 'public_url';

/**
 * An outbound item's row (outbound.requests, letters, identifications): the item as staff see it but for what is
 * derived (`Shown`: its flags and the like), with its own timestamps (`Dates`) besides the sending's, the organisation
 * under the column's spelling and the customer's name as it was when the item was made.
 */
export type ItemRecord<T extends OutboundItem<string>, Dates extends keyof T = never, Shown extends keyof T = never> =
  Stored<Omit<T, Derived | Shown>, 'created_at' | 'send_at' | 'sent_at' | 'resent_at' | 'expires_at' | Dates> & {
    organisations_id: string;
    customer_name: string;
  };

/** The API's side of a stored row: the named timestamps as ISO texts (null stays null). */
export const isoDates = <R extends object, K extends keyof R>(
  row: R, keys: readonly K[],
): { [P in keyof R]: P extends K ? (null extends R[P] ? string | null : string) : R[P] } => {
  const shown: Record<PropertyKey, unknown> = { ...(row as Record<PropertyKey, unknown>) };
  for (const key of keys) {
    const value = row[key];
    shown[key] = value instanceof Date ? value.toISOString() : value;
  }
  return shown as { [P in keyof R]: P extends K ? (null extends R[P] ? string | null : string) : R[P] };
};
