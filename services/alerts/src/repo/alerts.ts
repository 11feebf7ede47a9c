import type { Alert, AlertMetadata, AlertTarget, AlertType, AlertView, CustomerType, Page, SilenceBody, SilenceClass } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AlertRow {
  id: string;
  customers_id: string;
  customer_name: string;
  customer_type: CustomerType;
  customer_is_removed: boolean;
  type: AlertType;
  target: AlertTarget;
  target_id: string;
  target_name: string;
  description: string;
  metadata: AlertMetadata;
  created_at: Date;
  updated_at: Date;
  silence_description: string | null;
  silence_valid_at: Date | null;
  silenceclass: SilenceClass | null;
  silence_users_id: string | null;
  silence_created_at: Date | null;
  is_silenced: boolean;
}

/** A silence holds while it has no end or its end (valid_at) is still ahead. */
const silencedExpr = (tx: Tx) => tx`(a.silenceclass is not null and (a.silence_valid_at is null or a.silence_valid_at > now()))`;

const columns = (tx: Tx) => tx`a.id, a.customers_id, a.customer_name, a.customer_type, a.customer_is_removed, a.type, a.target,
  a.target_id, a.target_name, a.description, a.metadata, a.created_at, a.updated_at, a.silence_description, a.silence_valid_at,
  a.silenceclass, a.silence_users_id, a.silence_created_at, ${silencedExpr(tx)} as is_silenced`;

const toAlert = (row: AlertRow): Alert => {
  const silence = row.silenceclass
    ? {
        description: row.silence_description ?? '',
        valid_at: row.silence_valid_at?.toISOString() ?? null,
        silenceclass: row.silenceclass,
        users_id: row.silence_users_id,
        created_at: row.silence_created_at!.toISOString(),
      }
    : null;
  return {
    id: row.id,
    customers_id: row.customers_id,
    customer: { id: row.customers_id, name: row.customer_name, type: row.customer_type, is_removed: row.customer_is_removed },
    type: row.type,
    target: row.target,
    target_id: row.target_id === '' ? null : row.target_id,
    target_name: row.target_name,
    description: row.description,
    metadata: row.metadata,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_silenced: row.is_silenced,
    silence,
    silenceclass: silence?.silenceclass ?? null,
    valid_at: silence?.valid_at ?? null,
    users_id: silence?.users_id ?? null,
  };
};

export interface AlertFilter {
  view: AlertView;
  includeArchived: boolean;
  customersId?: string;
  page: number;
  size: number;
}

/** The caller's alerts (RLS: organisation and restriction), sorted by description (spec §9), newest first within. */
export const listAlerts = async (tx: Tx, filter: AlertFilter): Promise<Page<Alert>> => {
  const where = tx`a.superseded_at is null
    ${filter.includeArchived ? tx`` : tx`and not a.customer_is_removed`}
    ${filter.customersId ? tx`and a.customers_id = ${filter.customersId}` : tx``}
    ${filter.view === 'open' ? tx`and not ${silencedExpr(tx)}` : filter.view === 'silenced' ? tx`and ${silencedExpr(tx)}` : tx``}`;
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total from alerts.alerts a where ${where}`;
  const rows = await tx<AlertRow[]>`select ${columns(tx)} from alerts.alerts a where ${where}
    order by lower(a.description), a.created_at desc, a.id
    limit ${filter.size} offset ${(filter.page - 1) * filter.size}`;
  return { items: rows.map(toAlert), total: count?.total ?? 0, page: filter.page, size: filter.size };
};

export const getAlert = async (tx: Tx, id: string): Promise<Alert | null> => {
  const [row] = await tx<AlertRow[]>`select ${columns(tx)} from alerts.alerts a where a.id = ${id} and a.superseded_at is null`;
  return row ? toAlert(row) : null;
};

/** valid_at already checked (a future moment or null). */
export const silenceAlert = async (tx: Tx, id: string, usersId: string, body: Omit<SilenceBody, 'valid_at'> & { valid_at: Date | null }): Promise<boolean> => {
  const result = await tx`update alerts.alerts set silence_description = ${body.description}, silence_valid_at = ${body.valid_at},
      silenceclass = ${body.silenceclass}, silence_users_id = ${usersId}, silence_created_at = now(), updated_at = now()
    where id = ${id} and superseded_at is null`;
  return result.count > 0;
};

export const unsilenceAlert = async (tx: Tx, id: string): Promise<boolean> => {
  const result = await tx`update alerts.alerts set silence_description = null, silence_valid_at = null, silenceclass = null,
      silence_users_id = null, silence_created_at = null, updated_at = now()
    where id = ${id} and superseded_at is null and silenceclass is not null`;
  return result.count > 0;
};
