import type { ApprovalSource } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * The alerts' pending four-eyes requests for the approvals inbox (issue 25 §3): a decision another user asked for, that
 * the viewer may approve (an admin of senior management, not the one who asked: mayApproveDecisions), on alerts of
 * customers the viewer sees (row-level security).
 */
export const alertsApprovalSource = (db: Database): ApprovalSource => ({
  pending: async (viewer) => {
    if (!viewer.isAdmin || !viewer.seniorManagement) return [];
    const rows = await db.tx({
      organisationsId: viewer.organisationsId, usersId: viewer.usersId,
      ...(viewer.restrictiontype ? { restrictiontype: viewer.restrictiontype } : {}), ...(viewer.teamIds ? { teamIds: viewer.teamIds } : {}),
    }, (tx) => tx<{ id: string; customers_id: string; since: Date; requested_by: string | null }[]>`
      select a.id, a.customers_id, d.created_at as since, d.users_id as requested_by
        from alerts.alerts a
        join alerts.alert_decisions d on d.organisations_id = a.organisations_id and d.id = a.pending_decisions_id
       where a.customers_id is not null and d.users_id is distinct from ${viewer.usersId}::uuid
       order by d.created_at limit 200`);
    return rows.map((r) => ({ kind: 'ALERT_DECISION' as const, id: r.id, customers_id: r.customers_id, since: r.since.toISOString(), requested_by: r.requested_by }));
  },
});
