import type { ApprovalNoticeSource, ClaimedApproval } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/**
 * The alerts' decisions waiting for a second person, for the risk service's approvals mail (issue 25 §3): each
 * disposition under four-eyes and each request to switch four-eyes off, claimed once (alerts.approval_notices).
 */
export const alertApprovalNotices = (db: Database): ApprovalNoticeSource => ({
  claim: (organisationsId) =>
    db.tx({ organisationsId, restrictiontype: 'NONE' }, async (tx) => {
      const decisions = await tx<{ ref_id: string; customers_id: string; requested_by: string | null }[]>`
        with claimed as (
          insert into alerts.approval_notices (kind, ref_id)
          select 'ALERT_DECISION', a.pending_decisions_id from alerts.alerts a
           where a.pending_decisions_id is not null and a.customers_id is not null
          on conflict do nothing returning ref_id
        )
        select c.ref_id, a.customers_id, d.users_id as requested_by from claimed c
          join alerts.alerts a on a.pending_decisions_id = c.ref_id
          join alerts.alert_decisions d on d.organisations_id = a.organisations_id and d.id = c.ref_id`;
      const off = await tx<{ ref_id: string; requested_by: string }[]>`
        with claimed as (
          insert into alerts.approval_notices (kind, ref_id)
          select 'FOUR_EYES_OFF', r.id from alerts.four_eyes_off_requests r where r.state = 'PENDING'
          on conflict do nothing returning ref_id
        )
        select c.ref_id, r.requested_by from claimed c join alerts.four_eyes_off_requests r on r.id = c.ref_id`;
      return [
        ...decisions.map((d): ClaimedApproval => ({ kind: 'ALERT_DECISION', ref_id: d.ref_id, customers_id: d.customers_id, name: null, requested_by: d.requested_by })),
        ...off.map((r): ClaimedApproval => ({ kind: 'FOUR_EYES_OFF', ref_id: r.ref_id, customers_id: null, name: null, requested_by: r.requested_by })),
      ];
    }),
  release: (organisationsId, items) =>
    db.tx({ organisationsId, restrictiontype: 'NONE' }, async (tx) => {
      for (const item of items) await tx`delete from alerts.approval_notices where kind = ${item.kind} and ref_id = ${item.ref_id}`;
    }),
});
