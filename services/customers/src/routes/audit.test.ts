/**
 * Issue 11 §7: the audit trail masks personal identity codes as every table does; showing them in full is an explicit
 * action, for admins whose restriction is NONE, recorded in the security log (who, when, which entry).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoTeams, demoUsers, type AuditEntry, type Page } from '@tunne/contracts';
import type { SecurityEvent, SecurityLog } from '@tunne/platform';
import { demoCustomers } from '../seed.ts';
import { principals, startHarness, type Harness } from '../testing.ts';

// An admin who sees only their team's customers: may read the trail, may not show codes.
const teamAdmin = '00000000-0000-4000-8000-0000000000a7';
principals[teamAdmin] = {
  usersId: teamAdmin, organisationsId: demoOrganisations.demo.id, isAdmin: true, restrictiontype: 'TEAM', teamIds: [demoTeams.tampere.id],
};

/** The security log port as the gateway wires it, recording what the service hands it. */
const events: SecurityEvent[] = [];
const securityLog: SecurityLog = { record: async (event) => void events.push(event), addressOf: () => '203.0.113.7' };

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ securityLog });
}, 60_000);
afterAll(async () => h?.stop());
const call = <T>(usersId: string, path: string, init?: { method?: string; body?: unknown }) => h.call<T>(usersId, path, init);

const demo = demoOrganisations.demo.id;
const fullCode = '150375-2340';
const newCode = '131052-308T';
const customer = demoCustomers().find((c) => c.organisations_id === demo && !c.is_removed && c.teams_id === demoTeams.tampere.id)!;
const trailPath = `/api/v2.5/user/customers/${customer.id}/audit`;
const showPath = `${trailPath}/show`;

/** Writes an owner with a full identity code and changes it, as the admin (the audit trigger records both). */
const writeOwner = async (): Promise<string> => {
  const tenancy = { organisationsId: demo, usersId: demoUsers.admin.id, restrictiontype: 'NONE' as const, teamIds: [] };
  return h.t.db.tx(tenancy, async (tx) => {
    const [owner] = await tx<{ id: string }[]>`insert into customers.owners (customers_id, type, name, ssn, share, nationality)
      values (${customer.id}, 'person', 'Pekka Aaltonen', ${fullCode}, 60, 'FI') returning id::text as id`;
    await tx`update customers.owners set ssn = ${newCode} where id = ${owner!.id}`;
    return owner!.id;
  });
};

describe('the audit trail and identity codes', () => {
  let ownerId: string;
  let trail: AuditEntry[];
  beforeAll(async () => {
    ownerId = await writeOwner();
    const answer = await call<Page<AuditEntry>>(demoUsers.admin.id, `${trailPath}?size=500`);
    expect(answer.status).toBe(200);
    trail = answer.body.data!.items;
  });

  it('masks every identity code in the answer, and says which fields are masked', async () => {
    const text = JSON.stringify(trail);
    expect(text).not.toContain(fullCode);
    expect(text).not.toContain(newCode);
    const insert = trail.find((e) => e.table_name === 'owners' && e.record_id === ownerId && e.action === 'INSERT')!;
    const update = trail.find((e) => e.table_name === 'owners' && e.record_id === ownerId && e.action === 'UPDATE')!;
    expect(insert).toMatchObject({ new: { ssn: '150375-****', name: 'Pekka Aaltonen' }, masked: ['ssn'] });
    expect(update).toMatchObject({ old: { ssn: '150375-****' }, new: { ssn: '131052-****' }, masked: ['ssn'] });
    // A person customer's own code too.
    const person = await call<{ id: string }>(demoUsers.admin.id, '/api/v2.5/user/customers', {
      method: 'POST', body: { type: 'person', name: 'Auditoitava Henkilö', ssn: '010594Y9032', country: 'FI' },
    });
    expect(person.status).toBe(201);
    const personTrail = await call<Page<AuditEntry>>(demoUsers.admin.id, `/api/v2.5/user/customers/${person.body.data!.id}/audit`);
    expect(personTrail.body.data!.items[0]).toMatchObject({ table_name: 'customers', action: 'INSERT', new: { ssn: '010594Y****' }, masked: ['ssn'] });
    expect(JSON.stringify(personTrail.body.data)).not.toContain('010594Y9032');
    // A team admin reads the same masked trail.
    const team = await call<Page<AuditEntry>>(teamAdmin, `${trailPath}?size=500`);
    expect(team.status).toBe(200);
    expect(JSON.stringify(team.body.data)).not.toContain(fullCode);
  });

  it('shows one entry in full to an unrestricted admin and records who, when and which entry', async () => {
    const update = trail.find((e) => e.table_name === 'owners' && e.record_id === ownerId && e.action === 'UPDATE')!;
    events.length = 0;
    const shown = await call<AuditEntry>(demoUsers.admin.id, showPath, { method: 'POST', body: { audit_id: update.id } });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: update.id, old: { ssn: fullCode }, new: { ssn: newCode }, masked: [] });
    expect(events).toEqual([{
      organisationsId: demo,
      usersId: demoUsers.admin.id,
      type: 'audit.identity_code_shown',
      address: '203.0.113.7',
      details: { customers_id: customer.id, audit_id: update.id, audit_table: 'owners', record_id: ownerId },
    }]);
    // The log holds which entry, never the code.
    expect(JSON.stringify(events)).not.toContain(fullCode);
    // The trail itself stays masked.
    const again = await call<Page<AuditEntry>>(demoUsers.admin.id, `${trailPath}?size=500`);
    expect(JSON.stringify(again.body.data)).not.toContain(fullCode);
  });

  it('refuses the show to admins with a TEAM restriction and to TEAM and USER users (403), and logs nothing', async () => {
    const entry = trail.find((e) => e.table_name === 'owners' && e.record_id === ownerId)!;
    events.length = 0;
    for (const usersId of [teamAdmin, demoUsers.team.id, demoUsers.own.id, demoUsers.user.id]) {
      const answer = await call(usersId, showPath, { method: 'POST', body: { audit_id: entry.id } });
      expect({ usersId, status: answer.status, code: answer.body.errors[0]?.code, data: answer.body.data })
        .toEqual({ usersId, status: 403, code: 'FORBIDDEN', data: null });
    }
    expect(events).toEqual([]);
  });

  it('answers 404 for another organisation\'s customer, an entry of another customer or an unknown entry, and logs nothing', async () => {
    const entry = trail.find((e) => e.table_name === 'owners' && e.record_id === ownerId)!;
    const other = demoCustomers().find((c) => c.organisations_id === demo && !c.is_removed && c.id !== customer.id)!;
    events.length = 0;
    const foreign = await call(demoUsers.toinenAdmin.id, showPath, { method: 'POST', body: { audit_id: entry.id } });
    expect([foreign.status, foreign.body.errors[0]?.code, foreign.body.data]).toEqual([404, 'ORGANISATION_MISMATCH', null]);
    const crossed = await call(demoUsers.admin.id, `/api/v2.5/user/customers/${other.id}/audit/show`, { method: 'POST', body: { audit_id: entry.id } });
    expect([crossed.status, crossed.body.errors[0]?.code]).toEqual([404, 'NOT_FOUND']);
    const unknown = await call(demoUsers.admin.id, showPath, { method: 'POST', body: { audit_id: '999999999' } });
    expect(unknown.status).toBe(404);
    const malformed = await call(demoUsers.admin.id, showPath, { method: 'POST', body: { audit_id: 'x; drop table' } });
    expect([malformed.status, malformed.body.errors[0]?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(events).toEqual([]);
  });
});
