import { maskSsn, type Customer, type CustomerListItem, type TagRef } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** The list row as selected from `customers.customers c`: the list item's columns, its instants still Dates. */
export type ListRow = Omit<CustomerListItem, 'removes_at' | 'created_at'> & { removes_at: Date | null; created_at: Date };

// kycclock_alarm_at is a day and leaves the database as 'YYYY-MM-DD' text (postgres.js would make a `date` a Date).
export const listColumns = (tx: Tx) => tx`c.id, c.type, c.name, c.businessid, c.ssn, c.department, c.city, c.country,
  c.users_id, c.teams_id, c.is_removed, c.removes_at, c.created_at, c.is_kycclock,
  to_char(c.kycclock_alarm_at, 'YYYY-MM-DD') as kycclock_alarm_at, c.is_monitored,
  c.prepayment_register, c.trade_register, c.riskscores_level, c.edd_state, c.is_frozen`;

export const toListItem = (row: ListRow): CustomerListItem => ({
  id: row.id,
  type: row.type,
  name: row.name,
  businessid: row.businessid,
  ssn: maskSsn(row.ssn),
  department: row.department,
  city: row.city,
  country: row.country,
  users_id: row.users_id,
  teams_id: row.teams_id,
  is_removed: row.is_removed,
  removes_at: row.removes_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  is_kycclock: row.is_kycclock,
  kycclock_alarm_at: row.kycclock_alarm_at,
  is_monitored: row.is_monitored,
  prepayment_register: row.prepayment_register,
  trade_register: row.trade_register,
  riskscores_level: row.riskscores_level,
  edd_state: row.edd_state,
  is_frozen: row.is_frozen,
});

type DateKeys = 'removes_at' | 'created_at' | 'updated_at' | 'bis_checked_at' | 'bis_failed_at' | 'kycclock_off_at';
export type CardRow = Omit<Customer, DateKeys | 'tags'> & Record<DateKeys, Date | null> & { tags: TagRef[] | null };

/** Every card column; the tags as one aggregated json value (one row per card, so no list cost). */
export const cardColumns = (tx: Tx) => tx`c.id, c.type, c.name, c.businessid, c.ssn, c.address, c.postalnumber, c.city,
  c.country, c.language, c.department, c.vatnumber, c.email, c.contact_name, c.contact_email, c.nationality,
  c.description, c.industry_name, c.industry_names, c.industry_code, c.companytype_code, to_char(c.founded_at, 'YYYY-MM-DD') as founded_at,
  c.lei, c.domain, c.users_id, c.teams_id, c.is_kycclock,
  to_char(c.kycclock_alarm_at, 'YYYY-MM-DD') as kycclock_alarm_at, c.kycclock_users_id,
  c.kycclock_off_reason, c.kycclock_off_by, c.kycclock_off_at, c.is_monitored, c.monitor_emails, c.riskscores_level, c.edd_state, c.is_frozen, c.prepayment_register, c.trade_register,
  c.employer_register, c.tax_liability, c.bankruptcy, c.liquidation, c.restructuring, c.interrupted, c.defunct,
  c.ended, c.bis_checked_at, c.bis_failed_at, c.is_removed, c.removes_at, c.created_at, c.updated_at,
  (select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
     from customers.customer_tags ct
     join customers.tags t on t.organisations_id = ct.organisations_id and t.id = ct.tags_id
    where ct.organisations_id = c.organisations_id and ct.customers_id = c.id) as tags`;

export const toCustomer = (row: CardRow): Customer => ({
  ...row,
  tags: row.tags ?? [],
  removes_at: row.removes_at?.toISOString() ?? null,
  created_at: row.created_at!.toISOString(),
  updated_at: row.updated_at!.toISOString(),
  bis_checked_at: row.bis_checked_at?.toISOString() ?? null,
  bis_failed_at: row.bis_failed_at?.toISOString() ?? null,
  kycclock_off_at: row.kycclock_off_at?.toISOString() ?? null,
});
