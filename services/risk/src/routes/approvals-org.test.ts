import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type ApprovalSource, type Approvals, type EuCountryLists } from '@tunne/contracts';
import { startHarness, type Harness } from '../testing.ts';

/**
 * Issue 25 §3: the organisation's own settings waiting for a second admin are in the approvals inbox too — the own EU
 * list version (risk's), switching four-eyes off and lowering the eID level (other services' sources) — with no
 * customer, to every admin but the one who asked.
 */
const demo = demoOrganisations.demo.id;
const admin = demoUsers.admin.id;
const second = demoUsers.mfa.id;
const user = demoUsers.user.id;

/** Another service's organisation-level requests (the alerts' switch-off, outbound's eID level), asked by Maija. */
const orgSource: ApprovalSource = {
  pending: async (viewer) => (viewer.isAdmin && viewer.usersId !== second && viewer.organisationsId === demo
    ? [
        { kind: 'FOUR_EYES_OFF', id: '00000000-0000-4000-8000-0000000f0e01', customers_id: null, since: '2020-01-02T00:00:00.000Z', requested_by: second },
        { kind: 'EID_LEVEL', id: '00000000-0000-4000-8000-0000000f0e02', customers_id: null, since: '2020-01-01T00:00:00.000Z', requested_by: second },
      ]
    : []),
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false, approvalSources: [orgSource] });
});
afterAll(async () => h?.stop());

const inbox = async (as: string) => (await h.call<Approvals>(as, '/api/v2.5/user/approvals')).body.data!;

describe('organisation-level approvals in the inbox', () => {
  it('lists the own EU list version and the other services\' settings requests without a customer, to other admins only', async () => {
    const [list] = await h.t.db.owner<{ id: string }[]>`insert into risk.eu_country_lists (organisations_id, act, in_force_at, countries, origin, users_id, state)
      values (${demo}, 'Oma lisäys 2027', date '2027-01-01', array['IR', 'KP', 'RU'], 'FILE', ${second}, 'PENDING') returning id`;
    const seen = await inbox(admin);
    expect(seen.items).toEqual([
      { kind: 'EID_LEVEL', id: '00000000-0000-4000-8000-0000000f0e02', customers_id: null, customer_name: null, since: '2020-01-01T00:00:00.000Z', requested_by: second },
      { kind: 'FOUR_EYES_OFF', id: '00000000-0000-4000-8000-0000000f0e01', customers_id: null, customer_name: null, since: '2020-01-02T00:00:00.000Z', requested_by: second },
      { kind: 'EU_LIST', id: list!.id, customers_id: null, customer_name: null, since: expect.any(String), requested_by: second },
    ]);
    expect(seen.total).toBe(3);
    // The one who loaded the version does not approve it; a user who is no admin decides none of these; nor another organisation.
    expect((await inbox(second)).items.filter((i) => i.kind === 'EU_LIST')).toEqual([]);
    expect(await inbox(user)).toEqual({ items: [], total: 0 });
    expect(await inbox(demoUsers.toinenAdmin.id)).toEqual({ items: [], total: 0 });
    // Approved (by another admin), it waits no more.
    const approved = await h.call<EuCountryLists>(admin, `/api/v2.5/admin/riskscoresettings/eulists/${list!.id}/approve`, 'POST', {});
    expect(approved.status).toBe(200);
    expect((await inbox(admin)).items.map((i) => i.kind)).toEqual(['EID_LEVEL', 'FOUR_EYES_OFF']);
  });
});
