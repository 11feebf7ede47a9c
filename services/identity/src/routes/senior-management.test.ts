import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type SeniorManagement } from '@tunne/contracts';
import { identityPorts } from '../ports/identity-ports.ts';
import { createComplianceOfficerResolver } from '../repo/directory.ts';
import { demoIdentityUsers as demo } from '../seed.ts';
import { call, login, startIdentity, type IdentityTest } from '../test-support.ts';

/**
 * Issue 25 §3: "senior management" is a named role. The organisation names its compliance officer and members
 * (audited); only they take senior management's decisions; with nobody named, the admins do.
 */
let it_: IdentityTest;
let adminJwt: string;
let userJwt: string;
let toinenJwt: string;
beforeAll(async () => {
  it_ = await startIdentity();
  adminJwt = await login(it_.app, demo.admin.email);
  userJwt = await login(it_.app, demo.user.email);
  toinenJwt = await login(it_.app, demo.toinenAdmin.email);
}, 60_000);
afterAll(async () => it_?.stop());

const path = '/api/v2.5/admin/organizations/my/seniormanagement';
const org = demoOrganisations.demo.id;

describe('senior management', () => {
  it('with nobody named, the admins decide', async () => {
    const port = identityPorts(it_.db).seniorManagement;
    expect((await call<SeniorManagement>(it_.app, 'GET', path, { token: adminJwt })).body.data).toEqual({ compliance_officer: null, members: [] });
    // The overdue-review escalation (issue 25 §7) goes to the admins while no compliance officer is named.
    expect((await createComplianceOfficerResolver(it_.db)(org)).map((o) => o.id)).toContain(demoUsers.admin.id);
    expect(await port.isSeniorManagement(org, demoUsers.admin.id, true)).toBe(true);
    expect(await port.isSeniorManagement(org, demoUsers.user.id, false)).toBe(false);
  });

  it('an admin names the compliance officer and members; the change is audited; then only they decide', async () => {
    expect((await call(it_.app, 'PUT', path, { token: userJwt, body: { compliance_officer: demoUsers.user.id, members: [] } })).status).toBe(403);
    const foreign = await call(it_.app, 'PUT', path, { token: adminJwt, body: { compliance_officer: demoUsers.toinenAdmin.id, members: [] } });
    expect(foreign).toMatchObject({ status: 400, body: { errors: [{ code: 'VALIDATION_FAILED', field: '/compliance_officer' }] } });
    const saved = await call<SeniorManagement>(it_.app, 'PUT', path, {
      token: adminJwt, body: { compliance_officer: demoUsers.user.id, members: [demoUsers.team.id, demoUsers.user.id] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ compliance_officer: demoUsers.user.id, members: [demoUsers.team.id] });
    const [change] = await it_.db.owner<{ section: string; entity: string; users_id: string; before: unknown; after: unknown }[]>`
      select section, entity, users_id, before, after from identity.settings_changes
       where organisations_id = ${org} and entity = 'senior_management' order by id desc limit 1`;
    expect(change).toMatchObject({
      section: 'organisation', users_id: demoUsers.admin.id, before: { compliance_officer: null, members: [] },
      after: { compliance_officer: demoUsers.user.id, members: [demoUsers.team.id] },
    });
    const port = identityPorts(it_.db).seniorManagement;
    expect(await port.isSeniorManagement(org, demoUsers.user.id, false)).toBe(true);
    expect(await port.isSeniorManagement(org, demoUsers.team.id, false)).toBe(true);
    // An admin not named is no longer senior management.
    expect(await port.isSeniorManagement(org, demoUsers.admin.id, true)).toBe(false);
    expect((await port.members(org)).sort()).toEqual([demoUsers.user.id, demoUsers.team.id].sort());
    // The named compliance officer alone receives the overdue-review escalation.
    expect((await createComplianceOfficerResolver(it_.db)(org)).map((o) => o.id)).toEqual([demoUsers.user.id]);
    // Another organisation is untouched.
    expect((await call<SeniorManagement>(it_.app, 'GET', path, { token: toinenJwt })).body.data).toEqual({ compliance_officer: null, members: [] });
    expect(await port.isSeniorManagement(demoOrganisations.toinen.id, demoUsers.toinenAdmin.id, true)).toBe(true);
  });
});
