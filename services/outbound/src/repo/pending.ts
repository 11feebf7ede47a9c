import { letterLight, requestLight, type LetterState, type OutboundState, type Page, type PendingItem, type PendingTimeFrame } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

export interface PendingFilter {
  olderThanDays?: number;
  /** Only the caller's own items (the ones they made). */
  ownUsersId?: string;
  timeframe: PendingTimeFrame;
  /** Which kinds the organisation uses (use_requests, use_letters, use_identifications, use_esignatures). */
  requests: boolean;
  letters: boolean;
  identifications?: boolean;
  esignatures?: boolean;
  page: number;
  size: number;
  now: Date;
}

/** [from, to) of a time frame in Finnish time, computed by the database from `now`. */
const frameBounds = (tx: Tx, frame: PendingTimeFrame, now: Date) => {
  const local = tx`(${now}::timestamptz at time zone 'Europe/Helsinki')`;
  const at = (fragment: ReturnType<Tx>) => tx`((${fragment}) at time zone 'Europe/Helsinki')`;
  switch (frame) {
    case 'today': return { from: at(tx`date_trunc('day', ${local})`), to: at(tx`date_trunc('day', ${local}) + interval '1 day'`) };
    case 'yesterday': return { from: at(tx`date_trunc('day', ${local}) - interval '1 day'`), to: at(tx`date_trunc('day', ${local})`) };
    case 'this_month': return { from: at(tx`date_trunc('month', ${local})`), to: at(tx`date_trunc('month', ${local}) + interval '1 month'`) };
    case 'last_month': return { from: at(tx`date_trunc('month', ${local}) - interval '1 month'`), to: at(tx`date_trunc('month', ${local})`) };
    case 'this_year': return { from: at(tx`date_trunc('year', ${local})`), to: at(tx`date_trunc('year', ${local}) + interval '1 year'`) };
    case 'last_year': return { from: at(tx`date_trunc('year', ${local}) - interval '1 year'`), to: at(tx`date_trunc('year', ${local})`) };
    case 'all': return null;
  }
};

interface Row {
  kind: 'request' | 'letter' | 'identification' | 'esignature';
  id: string;
  customers_id: string;
  customer_name: string;
  email: string;
  state: string;
  sent_at: Date;
  resent_at: Date | null;
  resend_cnt: number;
  users_id: string | null;
  total: number;
}

/**
 * Pending customer actions (spec §2, §7): requests and identifications sent and not answered / identified or awaiting
 * approval, letters sent and not opened, e-signatures sent and not signed by everyone (SEND as state error, PAUSED as
 * wait; the e-mail of the first signatory still to sign); the oldest waiting first. RLS shows only items of customers
 * the caller sees.
 */
export const listPending = async (tx: Tx, filter: PendingFilter): Promise<Page<PendingItem>> => {
  const bounds = frameBounds(tx, filter.timeframe, filter.now);
  const where = tx`sent_at is not null
    ${filter.olderThanDays !== undefined ? tx`and sent_at <= ${filter.now}::timestamptz - make_interval(days => ${filter.olderThanDays})` : tx``}
    ${filter.ownUsersId ? tx`and users_id = ${filter.ownUsersId}` : tx``}
    ${bounds ? tx`and sent_at >= ${bounds.from} and sent_at < ${bounds.to}` : tx``}`;
  const rows = await tx<Row[]>`
    with items as (
      select 'request' as kind, id, customers_id, customer_name, email, state, sent_at, resent_at, resend_cnt, users_id
      from outbound.requests where ${filter.requests} and state in ('error', 'wait') and ${where}
      union all
      select 'letter' as kind, id, customers_id, customer_name, email, state, sent_at, resent_at, resend_cnt, users_id
      from outbound.letters where ${filter.letters} and state = 'error' and ${where}
      union all
      select 'identification' as kind, id, customers_id, customer_name, email, state, sent_at, resent_at, resend_cnt, users_id
      from outbound.identifications where ${filter.identifications ?? false} and state in ('error', 'wait') and ${where}
      union all
      select 'esignature' as kind, e.id, e.customers_id, e.customer_name,
        coalesce((select s.email from outbound.signatories s where s.esignatures_id = e.id and s.status <> 'done'
                  order by s.signorder, s.created_at, s.id limit 1), '') as email,
        case e.status when 'PAUSED' then 'wait' else 'error' end as state, e.sent_at, e.resent_at, e.resend_cnt, e.users_id
      from outbound.esignatures e where ${filter.esignatures ?? false} and e.status in ('SEND', 'PAUSED') and ${where}
    )
    select *, (count(*) over ())::int as total from items
    order by sent_at, id
    limit ${filter.size} offset ${(filter.page - 1) * filter.size}`;
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      customers_id: r.customers_id,
      customer_name: r.customer_name,
      email: r.email,
      state: r.state as OutboundState,
      light: r.kind === 'letter' ? letterLight(r.state as LetterState) : requestLight(r.state as OutboundState),
      sent_at: r.sent_at.toISOString(),
      resent_at: r.resent_at?.toISOString() ?? null,
      resend_cnt: r.resend_cnt,
      users_id: r.users_id,
      user_name: null,
    })),
    total: rows[0]?.total ?? 0,
    page: filter.page,
    size: filter.size,
  };
};
