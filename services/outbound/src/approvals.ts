import type { ApprovalItem, ApprovalNoticeSource, ApprovalSource, ClaimedApproval } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * Outbound's decision for the approvals inbox (issue 25 §3): a request to lower the organisation's minimum eID level
 * that another admin made; any other admin decides it on Settings › methods (decideEidLevelChange: never the requester).
 */
export const outboundApprovalSource = (db: Database): ApprovalSource => ({
  pending: async (viewer) => {
    if (!viewer.isAdmin) return [];
    const rows = await db.tx({ organisationsId: viewer.organisationsId, usersId: viewer.usersId }, (tx) => tx<{ id: string; since: Date; requested_by: string }[]>`
      select id, requested_at as since, requested_by from outbound.eid_level_changes
       where state = 'PENDING' and requested_by <> ${viewer.usersId}::uuid
       order by requested_at limit 200`);
    return rows.map((r): Omit<ApprovalItem, 'customer_name'> => ({
      kind: 'EID_LEVEL', id: r.id, customers_id: null, since: r.since.toISOString(), requested_by: r.requested_by,
    }));
  },
});

/**
 * Outbound's decision for the risk service's approvals mail (issue 25 §3): each request to lower the minimum eID level,
 * claimed once (outbound.approval_notices); a failed mail releases it.
 */
export const outboundApprovalNotices = (db: Database): ApprovalNoticeSource => ({
  claim: (organisationsId) =>
    db.tx({ organisationsId }, async (tx) => {
      const rows = await tx<{ ref_id: string; requested_by: string }[]>`
        with claimed as (
          insert into outbound.approval_notices (kind, ref_id)
          select 'EID_LEVEL', c.id from outbound.eid_level_changes c where c.state = 'PENDING'
          on conflict do nothing returning ref_id
        )
        select cl.ref_id, c.requested_by from claimed cl join outbound.eid_level_changes c on c.id = cl.ref_id`;
      return rows.map((r): ClaimedApproval => ({ kind: 'EID_LEVEL', ref_id: r.ref_id, customers_id: null, name: null, requested_by: r.requested_by }));
    }),
  release: (organisationsId, items) =>
    db.tx({ organisationsId }, async (tx) => {
      for (const item of items) await tx`delete from outbound.approval_notices where kind = ${item.kind} and ref_id = ${item.ref_id}`;
    }),
});
