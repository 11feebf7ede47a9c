import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';

/**
 * GET /api/v2.5/user/customers/{id}/linked_customers: the customers linked to this one (a link shows on both
 * customers). Only customers the caller may see are listed. POST/DELETE .../linked_customers/{customers_id}
 * link and unlink (both customers must be visible; no self-link); both answer the new list.
 */
export interface LinkedCustomer {
  id: string;
  name: string;
  type: 'business' | 'person';
  businessid: string | null;
  city: string | null;
  country: string | null;
  is_removed: boolean;
  linked_at: string;
  /** Who made the link. */
  users_id: string | null;
}

export const LinkedCustomerParams = Type.Object(
  { id: Uuid, customers_id: Uuid },
  { $id: 'LinkedCustomerParams', additionalProperties: false },
);
export type LinkedCustomerParams = Static<typeof LinkedCustomerParams>;
