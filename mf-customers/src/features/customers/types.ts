// The customer register's shapes come from @tunne/contracts (services/contracts/src/customers.ts), the
// same types the service answers with; this file adds only what the screens need on top.
export type { AuditEntry, Customer, CustomerDuplicate as Duplicate, CustomerListItem, RiskLevel, Tag, TagRef } from '@tunne/contracts';
import { tradeRegisterFlags, type CustomerType, type TradeRegisterFlag } from '@tunne/contracts';

/** The trade-register status flags of spec §3, in display order. */
export const registerFlags = tradeRegisterFlags;
export type RegisterFlag = TradeRegisterFlag;

/** The editable basic fields (spec §3) as the add and edit forms send them. */
export const basicFields = [
  'name',
  'businessid',
  'ssn',
  'country',
  'address',
  'postalnumber',
  'city',
  'language',
  'department',
  'email',
  'contact_name',
  'contact_email',
  'vatnumber',
  'lei',
  'nationality',
  'description',
] as const;
export type BasicField = (typeof basicFields)[number];

export type CustomerBasics = Record<BasicField, string>;

export interface CustomerCreate extends Partial<Record<BasicField, string | null>> {
  type: CustomerType;
  name: string;
  confirm_duplicate?: boolean;
}


export interface Team {
  id: string;
  name: string;
}

export type { OrgUser } from '../../shared/org-user.ts';
