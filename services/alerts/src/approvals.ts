import type { ApprovalItem, ApprovalSource } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * The alerts' pending decisions for the approvals inbox (issue 25 §3): a four-eyes decision another user asked for,
 * that the viewer may approve (an admin of senior management, not the one who asked: mayApproveDecisions), on alerts of
 * customers the viewer sees (row-level security); and the organisation's request to switch four-eyes off, which any
 * other admin decides (decideFourEyesOff; no customer).
 */
export const alertsApprovalSource = (db: Database): ApprovalSource => ({
  pending: async (viewer) => {
    if (!viewer.isAdmin) return [];
    const tenancy = {
      organisationsId: viewer.organisationsId, usersId: viewer.usersId,
      ...(viewer.restrictiontype ? { restrictiontype: viewer.restrictiontype } : {}), ...(viewer.teamIds ? { teamIds: viewer.teamIds } : {}),
    };
    return db.tx(tenancy, async (tx) => {
      const decisions = viewer.seniorManagement
        ? await tx<{ id: string; customers_id: string; since: Date; requested_by: string | null }[]>`
            select a.id, a.customers_id, d.created_at as since, d.users_id as requested_by
              from alerts.alerts a
              join alerts.alert_decisions d on d.organisations_id = a.organisations_id and d.id = a.pending_decisions_id
             where a.customers_id is not null and d.users_id is distinct from ${viewer.usersId}::uuid
             order by d.created_at limit 200`
        : [];
      const off = await tx<{ id: string; since: Date; requested_by: string }[]>`
        select id, requested_at as since, requested_by from alerts.four_eyes_off_requests
         where state = 'PENDING' and requested_by <> ${viewer.usersId}::uuid`;
      return [
        ...decisions.map((r): Omit<ApprovalItem, 'customer_name'> => ({
          kind: 'ALERT_DECISION', id: r.id, customers_id: r.customers_id, since: r.since.toISOString(), requested_by: r.requested_by,
        })),
        ...off.map((r): Omit<ApprovalItem, 'customer_name'> => ({
          kind: 'FOUR_EYES_OFF', id: r.id, customers_id: null, since: r.since.toISOString(), requested_by: r.requested_by,
        })),
      ];
    });
  },
});
