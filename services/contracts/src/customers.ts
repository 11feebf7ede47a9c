import { Type, type Static } from '@sinclair/typebox';

export const customerTypes = ['business', 'person'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** A customer row as the list and the v3 single GET return it (minimal for the foundation). */
export interface CustomerSummary {
  id: string;
  type: CustomerType;
  name: string;
  businessid: string | null;
  /** Masked: only the birth-date part and the separator are returned in lists. */
  ssn: string | null;
  department: string | null;
  city: string | null;
  country: string | null;
  users_id: string | null;
  teams_id: string | null;
  is_removed: boolean;
  removes_at: string | null;
  created_at: string;
}

export const customerSorts = ['name', '-name', 'created_at', '-created_at', 'city', '-city', 'country', '-country'] as const;

export const CustomerListQuery = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    archived: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union(customerSorts.map((s) => Type.Literal(s)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { $id: 'CustomerListQuery', additionalProperties: false },
);
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerCreateBody = Type.Object(
  {
    type: Type.Union(customerTypes.map((t) => Type.Literal(t))),
    name: Type.String({ maxLength: 300 }),
    businessid: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    ssn: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    city: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    country: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()])),
  },
  { $id: 'CustomerCreateBody', additionalProperties: false },
);
export type CustomerCreateBody = Static<typeof CustomerCreateBody>;

/** Personal identity codes are masked in lists: the birth-date part and the century sign stay. */
export const maskSsn = (ssn: string | null): string | null => {
  if (!ssn) return null;
  return ssn.length <= 7 ? '*'.repeat(ssn.length) : `${ssn.slice(0, 7)}${'*'.repeat(ssn.length - 7)}`;
};
