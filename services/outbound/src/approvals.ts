import type { ApprovalItem, ApprovalSource } from '@tunne/contracts';
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
