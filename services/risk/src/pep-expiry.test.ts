import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import { addMonths, demoOrganisations, demoUsers, helsinkiToday, type CustomerEdd, type RiskScore } from '@tunne/contracts';
import { recalculate } from './index.ts';
import { queuePepTriggered } from './jobs/index.ts';
import { startHarness, tenancyFor, type Harness } from './testing.ts';

// Issue 25 §8 (AMLR art. 45): a PEP stays an EDD trigger for at least 12 months after the function ended (from the
// PEP record's end date); then, at the next calculation (the twice-daily job asks for it), its removal awaits senior
// management's approval like any ground that leaves the data (issue 25 §3), and lifts once approved.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false });
});
afterAll(async () => h?.stop());

const demo = demoOrganisations.demo.id;
const user = demoUsers.user.id;
const businesses = demoCustomers().filter((c) => c.organisations_id === demo && c.type === 'business' && !c.is_removed && c.teams_id === null);
const [recent, former, plain] = [businesses[0]!, businesses[1]!, businesses[2]!];
const asUser = (fn: Parameters<Harness['t']['db']['tx']>[1]) => h.t.db.tx(tenancyFor(user), fn);
const score = async (id: string) => (await h.call<RiskScore>(demoUsers.admin.id, `/api/v2.5/user/customers/${id}/riskscores`)).body.data!;
const pepTrigger = (s: RiskScore) => s.breakdown.find((l) => l.type === 'EDD')?.details;

describe('the PEP 12-month rule', () => {
  it('keeps a PEP whose function ended less than 12 months ago a trigger, and not one that ended longer ago', async () => {
    const today = helsinkiToday();
    await asUser((tx) => tx`insert into customers.peps (customers_id, name, is_pep_self, end_date)
      values (${recent.id}, 'Entinen Ministeri', true, ${addMonths(today, -11)}::date), (${former.id}, 'Kauan Sitten', true, ${addMonths(today, -13)}::date)`);
    await recalculate(h.deps, demo, [recent.id, former.id, plain.id], 'TEST');
    expect((await score(recent.id)).level).toBe('HIGH');
    expect(pepTrigger(await score(recent.id))).toMatchObject({ triggers: [{ kind: 'PEP_RECORD', count: 1 }] });
    expect(pepTrigger(await score(former.id))).toBeUndefined();
    // The former PEP still counts for points.
    expect((await score(former.id)).breakdown.find((l) => l.type === 'PEPS')).toMatchObject({ details: { count: 1 } });
  });

  it('queues the PEP-triggered customers for a new calculation, which lifts the trigger once the 12 months are over', async () => {
    await h.t.db.owner`delete from risk.recalc_queue`;
    expect(await queuePepTriggered(h.deps)).toBeGreaterThanOrEqual(1);
    const queued = await h.t.db.owner<{ customers_id: string; cause: string }[]>`select customers_id, cause from risk.recalc_queue`;
    expect(queued).toContainEqual({ customers_id: recent.id, cause: 'PEPEND' });
    expect(queued.map((q) => q.customers_id)).not.toContain(former.id);
    expect(queued.map((q) => q.customers_id)).not.toContain(plain.id);
    // Two months on, the recent one's 12 months are over too (its end date moved back instead of the clock forward, so
    // that the approval's own recalculation sees the same day): the ground stays until its removal is approved.
    await h.t.db.owner`update customers.peps set end_date = ${addMonths(helsinkiToday(), -13)}::date where customers_id = ${recent.id}`;
    await recalculate(h.deps, demo, [recent.id], 'PEPEND');
    expect(pepTrigger(await score(recent.id))).toMatchObject({ triggers: [{ kind: 'PEP_RECORD', count: 1 }], retained: ['PEP_RECORD'] });
    expect((await score(recent.id)).level).toBe('HIGH');
    const [removal] = await h.t.db.owner<{ id: string }[]>`select id from risk.edd_removals where customers_id = ${recent.id} and state = 'PENDING'`;
    const approved = await h.call<CustomerEdd>(demoUsers.admin.id, `/api/v2.5/user/customers/${recent.id}/edd/removals/${removal!.id}/approve`, 'POST',
      { reason: 'Tehtävä päättyi yli 12 kuukautta sitten' });
    expect(approved.status).toBe(200);
    expect(pepTrigger(await score(recent.id))).toBeUndefined();
  });
});
