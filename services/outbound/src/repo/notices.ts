import type { OwnerNotice, OwnerNoticeType } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** The newest unseen notices the home card lists. */
export const noticeListLimit = 20;

/** A notice for the item's owner (in the recipient's transaction: the organisation's tenancy, no user). */
export const addNotice = async (tx: Tx, notice: { usersId: string; kind: 'request' | 'letter'; itemId: string; type: OwnerNoticeType }): Promise<void> => {
  await tx`insert into outbound.notices (organisations_id, users_id, item_kind, item_id, type)
    values ((select outbound.caller_organisation()), ${notice.usersId}, ${notice.kind}, ${notice.itemId}, ${notice.type})`;
};

type NoticeRow = Omit<OwnerNotice, 'created_at'> & { created_at: Date };

/**
 * The caller's unseen notices (RLS: their own), each through its item, so an item the caller no longer sees (a
 * restricted or retained customer) or one purged shows nothing.
 */
export const listNotices = async (tx: Tx): Promise<OwnerNotice[]> => {
  const rows = await tx<NoticeRow[]>`
    select n.id, n.type, n.item_kind, n.item_id, i.customers_id, i.customer_name, n.created_at
    from outbound.notices n
    join lateral (
      select r.customers_id, r.customer_name from outbound.requests r where n.item_kind = 'request' and r.id = n.item_id
      union all
      select l.customers_id, l.customer_name from outbound.letters l where n.item_kind = 'letter' and l.id = n.item_id
    ) i on true
    where n.seen_at is null and n.users_id = (select outbound.caller_user())
    order by n.created_at desc, n.id
    limit ${noticeListLimit}`;
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
};

/** Dismisses one of the caller's notices; false when there is no such (unseen) notice of theirs. */
export const markNoticeSeen = async (tx: Tx, id: string): Promise<boolean> => {
  const rows = await tx`update outbound.notices set seen_at = now() where id = ${id} and seen_at is null returning id`;
  return rows.length > 0;
};
