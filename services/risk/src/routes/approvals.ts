import type { Hono } from 'hono';
import type { ApprovalItem, ApprovalSource, ApprovalViewer, Approvals } from '@tunne/contracts';
import { ok, tenancyOf, type AuthEnv, type Tenancy } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { isSeniorManagement } from '../senior-management.ts';

/** The viewer as a database tenancy: row-level security keeps to the customers the viewer sees. */
export const viewerTenancy = (viewer: ApprovalViewer): Tenancy => ({
  organisationsId: viewer.organisationsId, usersId: viewer.usersId,
  ...(viewer.restrictiontype ? { restrictiontype: viewer.restrictiontype } : {}), ...(viewer.teamIds ? { teamIds: viewer.teamIds } : {}),
});

/** At most this many items are named (the oldest first); `total` counts them all. */
const inboxLimit = 50;

/**
 * The risk service's own pending decisions: EDDs waiting for senior management (not those the viewer filled in),
 * removals of EDD grounds and freeze lifts another admin asked for; for any admin, the organisation's own EU list
 * version another admin loaded. Read as the viewer, so row-level security keeps to the customers the viewer sees.
 */
export const riskApprovalSource = (deps: RiskDeps): ApprovalSource => ({
  pending: async (viewer) => {
    if (!viewer.seniorManagement && !viewer.isAdmin) return [];
    return deps.db.tx(viewerTenancy(viewer), async (tx) => {
      const senior = viewer.seniorManagement;
      const [edds, removals, lifts, lists] = await Promise.all([
        !senior ? Promise.resolve([]) : tx<{ customers_id: string; since: Date; requested_by: string | null }[]>`
          select customers_id, coalesce(submitted_at, updated_at) as since, filled_by[array_length(filled_by, 1)] as requested_by
            from risk.edd where state = 'PENDING' and not (${viewer.usersId}::uuid = any(filled_by)) order by since limit 200`,
        // Not those the viewer caused (deleted the PEP record…): another person approves them.
        !senior ? Promise.resolve([]) : tx<{ id: string; customers_id: string; since: Date; requested_by: string | null }[]>`
          select id, customers_id, detected_at as since, caused_by[1] as requested_by from risk.edd_removals
           where state = 'PENDING' and not (${viewer.usersId}::uuid = any(caused_by)) order by detected_at limit 200`,
        // Freeze lifts another admin asked for (issue 25 §1): an admin of senior management approves, never the requester.
        senior && viewer.isAdmin
          ? tx<{ id: string; customers_id: string; since: Date; requested_by: string }[]>`
              select r.id, r.customers_id, r.requested_at as since, r.requested_by from risk.freeze_lift_requests r
               where r.requested_by <> ${viewer.usersId}::uuid
                 and not exists (select 1 from risk.freeze_lift_decisions d where d.organisations_id = r.organisations_id and d.requests_id = r.id)
               order by r.requested_at limit 200`
          : Promise.resolve([]),
        // The organisation's own EU list version (issue 25 §3): any other admin approves it (approveOwnEuList).
        viewer.isAdmin
          ? tx<{ id: string; since: Date; requested_by: string | null }[]>`
              select l.id, l.loaded_at as since, l.users_id as requested_by from risk.eu_country_lists l
               where l.state = 'PENDING' and l.organisations_id = ${viewer.organisationsId}::uuid
                 and l.users_id is distinct from ${viewer.usersId}::uuid
               order by l.loaded_at limit 200`
          : Promise.resolve([]),
      ]);
      return [
        ...edds.map((e) => ({ kind: 'EDD' as const, id: e.customers_id, customers_id: e.customers_id, since: e.since.toISOString(), requested_by: e.requested_by })),
        ...removals.map((r) => ({ kind: 'EDD_REMOVAL' as const, id: r.id, customers_id: r.customers_id, since: r.since.toISOString(), requested_by: r.requested_by })),
        ...lifts.map((r) => ({ kind: 'FREEZE_LIFT' as const, id: r.id, customers_id: r.customers_id, since: r.since.toISOString(), requested_by: r.requested_by })),
        ...lists.map((l) => ({ kind: 'EU_LIST' as const, id: l.id, customers_id: null, since: l.since.toISOString(), requested_by: l.requested_by })),
      ];
    });
  },
});

/**
 * GET /api/v2.5/user/approvals (issue 25 §3): every decision waiting for the viewer, from every source (risk's own and
 * those the gateway passes: the alerts' four-eyes requests, the freeze lifts), oldest first, with the customer's name.
 */
export const approvalRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, sources: readonly ApprovalSource[]): void => {
  app.get('/api/v2.5/user/approvals', async (c) => {
    const principal = c.get('principal');
    const viewer: ApprovalViewer = { ...tenancyOf(principal), usersId: principal.usersId, isAdmin: principal.isAdmin,
      seniorManagement: await isSeniorManagement(deps, principal) };
    const all = (await Promise.all([riskApprovalSource(deps), ...sources].map((source) => source.pending(viewer)))).flat()
      .sort((a, b) => a.since.localeCompare(b.since));
    const shown = all.slice(0, inboxLimit);
    const names = new Map<string, string | null>();
    // An organisation-level decision (FOUR_EYES_OFF, EU_LIST, EID_LEVEL) concerns no customer: no name to look up.
    for (const id of new Set(shown.flatMap((item) => (item.customers_id ? [item.customers_id] : [])))) {
      names.set(id, (await deps.customers.records.snapshot(tenancyOf(principal), id))?.name ?? null);
    }
    const items: ApprovalItem[] = shown.map((item) => ({ ...item, customer_name: item.customers_id ? names.get(item.customers_id) ?? null : null }));
    return ok(c, { items, total: all.length } satisfies Approvals);
  });
};
