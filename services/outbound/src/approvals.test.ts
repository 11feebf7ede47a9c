import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type ApprovalViewer, type EidLevelChange, type OutboundSettings } from '@tunne/contracts';
import { outboundApprovalNotices, outboundApprovalSource } from './approvals.ts';
import { principals, startOutboundHarness, type OutboundHarness } from './testing.ts';

// Issue 25 §3: a request to lower the minimum eID level waits in the approvals inbox of every other admin of the
// organisation (decideEidLevelChange: never the requester), with no customer; decided, it waits no more.

const admin: string = demoUsers.admin.id;
const user: string = demoUsers.user.id;
const org: string = demoOrganisations.demo.id;
const secondAdmin = '00000000-0000-4000-8000-00000000a012';
principals[secondAdmin] = { ...principals[admin]!, usersId: secondAdmin };
const settingsPath = '/api/v2.5/admin/organizations/outbound';

let h: OutboundHarness;
beforeAll(async () => {
  h = await startOutboundHarness();
});
afterAll(() => h.stop());

const viewer = (usersId: string, isAdmin: boolean, organisationsId = org): ApprovalViewer => ({ organisationsId, usersId, isAdmin, seniorManagement: false });

describe('outbound as an approvals source', () => {
  it('names a request to lower the eID level to the other admins only, until it is decided', async () => {
    const source = outboundApprovalSource(h.t.db);
    expect((await h.call<OutboundSettings>(admin, settingsPath, { method: 'PUT', body: { eid_min_level: 'high' } })).status).toBe(200);
    expect(await source.pending(viewer(secondAdmin, true))).toEqual([]);
    const asked = await h.call<EidLevelChange>(admin, `${settingsPath}/eidlevel`, { method: 'POST', body: { eid_min_level: 'substantial', reason: 'Pankit antavat vain loa2' } });
    expect(asked.status).toBe(201);
    const request = asked.body.data!;
    expect(await source.pending(viewer(secondAdmin, true))).toEqual([
      { kind: 'EID_LEVEL', id: request.id, customers_id: null, since: request.requested_at, requested_by: admin },
    ]);
    // Not the one who asked, not a user who is no admin, not another organisation's admin.
    expect(await source.pending(viewer(admin, true))).toEqual([]);
    expect(await source.pending(viewer(user, false))).toEqual([]);
    expect(await source.pending(viewer(demoUsers.toinenAdmin.id, true, demoOrganisations.toinen.id))).toEqual([]);
    const approved = await h.call<EidLevelChange>(secondAdmin, `${settingsPath}/eidlevel/approve`, { method: 'POST', body: { request_id: request.id, reason: 'Riskiarvio tehty' } });
    expect(approved.status).toBe(200);
    expect(await source.pending(viewer(secondAdmin, true))).toEqual([]);
  });

  it('offers a request to lower the eID level to the approvals mail once; a failed mail releases it', async () => {
    const notices = outboundApprovalNotices(h.t.db);
    expect((await h.call<OutboundSettings>(admin, settingsPath, { method: 'PUT', body: { eid_min_level: 'high' } })).status).toBe(200);
    const request = (await h.call<EidLevelChange>(admin, `${settingsPath}/eidlevel`, { method: 'POST', body: { eid_min_level: 'substantial', reason: 'Kokeilu' } })).body.data!;
    const claimed = await notices.claim(org);
    expect(claimed).toEqual([{ kind: 'EID_LEVEL', ref_id: request.id, customers_id: null, name: null, requested_by: admin }]);
    expect(await notices.claim(org)).toEqual([]);
    expect(await notices.claim(demoOrganisations.toinen.id)).toEqual([]);
    await notices.release(org, claimed);
    expect(await notices.claim(org)).toEqual(claimed);
  });
});
