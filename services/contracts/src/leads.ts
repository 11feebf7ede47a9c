import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Email, Uuid } from './common.ts';
import { customerTypes, type Customer, type CustomerType } from './customers.ts';

/**
 * Leads (spec §2 Add menu: "lead (contact)"): a prospective customer that a compliance or sales person records
 * before the customer relationship starts. docs/customer-register-api.md, "Leads", is the call list.
 *
 * A lead is NEW, CONTACTED or DISCARDED as the user sets it; converting it (POST .../{id}/convert) creates the
 * customer through the customer-create rules (duplicate warning, identifier checks) and makes it CONVERTED with
 * `customers_id`, in one transaction. A converted lead is history: it can no longer be changed or converted.
 */

export const leadStatuses = ['NEW', 'CONTACTED', 'CONVERTED', 'DISCARDED'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
/** The statuses a user sets directly; CONVERTED comes only with the conversion. */
export const leadEditableStatuses = ['NEW', 'CONTACTED', 'DISCARDED'] as const satisfies readonly LeadStatus[];
export type LeadEditableStatus = (typeof leadEditableStatuses)[number];

export interface Lead {
  id: string;
  type: CustomerType;
  name: string;
  businessid: string | null;
  /** Two-letter country code: the business id is checked for it and the customer gets it on conversion. */
  country: string | null;
  email: string | null;
  phone: string | null;
  contact_name: string | null;
  description: string | null;
  /** The owner user (who recorded the lead). */
  users_id: string | null;
  status: LeadStatus;
  /** The customer the lead was converted to (null before, and after that customer was deleted for good). */
  customers_id: string | null;
  created_at: string;
  updated_at: string;
}

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
/** Forms send '' for an emptied field; the service stores null. */
const text = (maxLength: number) => nullable(Type.String({ maxLength }));
const Phone = Type.String({ pattern: '^\\+?[0-9(][0-9 ()-]{2,38}$' });

const leadFields = {
  type: literals(customerTypes),
  /** Required; an empty or blank name is MISSING_NAME. */
  name: Type.String({ maxLength: 300 }),
  businessid: text(40),
  country: nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
  email: nullable(Type.Union([Email, Type.Literal('')])),
  phone: nullable(Type.Union([Phone, Type.Literal('')])),
  contact_name: text(200),
  description: text(5000),
  status: Type.Optional(literals(leadEditableStatuses)),
};

export const LeadCreateBody = Type.Object(leadFields, { $id: 'LeadCreateBody', additionalProperties: false });
export type LeadCreateBody = Static<typeof LeadCreateBody>;

/** A partial change; a converted lead refuses it (LEAD_ALREADY_CONVERTED). */
export const LeadUpdateBody = Type.Partial(Type.Object(leadFields), {
  $id: 'LeadUpdateBody',
  additionalProperties: false,
  minProperties: 1,
});
export type LeadUpdateBody = Static<typeof LeadUpdateBody>;

export const leadSortColumns = ['name', 'status', 'created_at', 'updated_at'] as const;
export type LeadSortColumn = (typeof leadSortColumns)[number];
export const leadSorts = leadSortColumns.flatMap((c) => [c, `-${c}`] as const) as readonly (LeadSortColumn | `-${LeadSortColumn}`)[];
export type LeadSort = (typeof leadSorts)[number];
export const leadListMaxSize = 500;

export const LeadListQuery = Type.Object(
  {
    /** Part of the name, business id, e-mail, phone or contact name (case-insensitive). */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(literals(leadStatuses)),
    sort: Type.Optional(literals(leadSorts)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: leadListMaxSize })),
  },
  { $id: 'LeadListQuery', additionalProperties: false },
);
export type LeadListQuery = Static<typeof LeadListQuery>;

/**
 * What the customer needs beyond the lead: a person's ssn, another country, a team; `confirm_duplicate` after the
 * duplicate warning (409 DUPLICATE_CUSTOMER with data.duplicates, exactly as on customer create).
 */
export const LeadConvertBody = Type.Object(
  {
    ssn: text(40),
    country: nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    teams_id: nullable(Uuid),
    confirm_duplicate: Type.Optional(Type.Boolean()),
  },
  { $id: 'LeadConvertBody', additionalProperties: false },
);
export type LeadConvertBody = Static<typeof LeadConvertBody>;

export interface LeadConversion {
  lead: Lead;
  customer: Customer;
}
