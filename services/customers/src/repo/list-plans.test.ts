import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSorts, demoOrganisations, demoTeams, demoUsers, type CustomerSort } from '@tunne/contracts';
import type { Principal, Tenancy, Tx } from '@tunne/platform';
import { principals, startHarness, type Harness } from '../testing.ts';
import {
  isKeysetView, keysetPage, keysetStatement, listStatements, orderedIds, type CustomerFilters,
} from './customer-list.ts';

/**
 * Issue 26: the plans of the customer list and its export, so that a regression shows in CI and not first in the
 * bench. Plans, not times: they are the same on a busy machine. On a register of some thousands of customers (enough
 * that the planner prefers the indexes the bench's 100,000 use), as NONE, TEAM and USER:
 * - the policy is applied as a filter over initplans (the caller's settings read once): no SubPlan, no per-row
 *   current_setting() or access/visibility function call;
 * - the total is an index-only scan, and a USER-restricted caller's reads are bounded by the owner in the index;
 * - a first page reads at most a few pages' worth of rows, not the register;
 * - an export page continues from its keyset inside the index (Index Cond), so the last page reads no more than the
 *   first: the export grows linearly. Sorts whose keyset the planner cannot bound under RLS (name, risk level) export
 *   through their ids in one pass and primary-key probes.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const customers = 3000;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  const users = [demoUsers.admin.id, demoUsers.user.id, demoUsers.team.id, demoUsers.own.id];
  const teams = [demoTeams.helsinki.id, demoTeams.tampere.id];
  await h.t.db.owner`insert into customers.customers (organisations_id, type, name, department, city, country, users_id, teams_id,
      is_kycclock, kycclock_off_reason, kycclock_alarm_at, prepayment_register, trade_register, riskscores_level, created_at,
      is_removed, removes_at)
    select ${demoOrganisations.demo.id}, 'business', 'Suunnitelma ' || n || ' Oy',
           case when n % 3 = 0 then null else 'Osasto ' || (n % 7) end,
           case when n % 5 = 0 then null else 'Kaupunki ' || (n % 11) end,
           (array['FI', 'SE', 'NO', null])[1 + n % 4],
           (${users}::uuid[])[1 + n % 4], case when n % 3 = 2 then null else (${teams}::uuid[])[1 + n % 2] end,
           n % 2 = 0, case when n % 2 = 0 then null else 'Ei tarkastusjaksoa (testi)' end,
           case when n % 2 = 0 then date '2026-01-01' + n % 400 end,
           case when n % 3 = 1 then null else n % 2 = 0 end, case when n % 5 = 2 then null else n % 3 = 0 end,
           (array['LOW', 'REGULAR', 'HIGH', 'NA', null])[1 + n % 5],
           timestamptz '2024-01-01' + n * interval '37 minutes',
           n % 50 = 0, case when n % 50 = 0 then now() + interval '30 days' end
      from generate_series(1, ${customers}) n`;
  // As autovacuum (or the bench) leaves the table: statistics and the visibility map that index-only scans need.
  await h.t.db.owner.unsafe('vacuum analyze customers.customers');
}, 120_000);
afterAll(async () => h?.stop());

const as = (usersId: string): Principal => ({ ...principals[usersId]!, sessionId: 's', tokenType: 'session' }) as Principal;
const tenancy = (p: Principal): Tenancy => ({ organisationsId: p.organisationsId, usersId: p.usersId, restrictiontype: p.restrictiontype, teamIds: p.teamIds });
const callers = [['NONE', as(demoUsers.admin.id)], ['TEAM', as(demoUsers.team.id)], ['USER', as(demoUsers.own.id)]] as const;

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** EXPLAIN (ANALYZE) of a statement as the caller: every plan node. */
const explain = async (p: Principal, statement: (tx: Tx) => unknown): Promise<PlanNode[]> =>
  h.t.db.tx(tenancy(p), async (tx) => {
    const [row] = await tx<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>`explain (analyze, format json) ${statement(tx) as ReturnType<Tx>}`;
    return nodes(row!['QUERY PLAN'][0].Plan);
  });

/** The scan of customers.customers (the list's `c`). */
const scanOf = (plan: PlanNode[]): PlanNode => {
  const scans = plan.filter((node) => node['Relation Name'] === 'customers');
  expect(scans).toHaveLength(1);
  return scans[0]!;
};

/** Rows the scan looked at: those it returned and those the filter (the policy, the tools) threw away. */
const rowsRead = (scan: PlanNode): number => ((scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0)) * (scan['Actual Loops'] ?? 1);

const expectPolicyOnce = (plan: PlanNode[]) => {
  // Initplans (the caller's settings, once per query) are fine; a SubPlan runs per row.
  expect(plan.filter((node) => node['Parent Relationship'] === 'SubPlan').map((node) => node['Node Type'])).toEqual([]);
  for (const node of plan) {
    expect(`${node.Filter ?? ''} ${node['Index Cond'] ?? ''}`).not.toMatch(/SubPlan|current_setting|visible|access\.|caller_/);
  }
};

describe('the customer list plans (issue 26)', () => {
  const listQueries: [string, CustomerFilters][] = [
    ['no filter', {}],
    ['sort=-created_at', { sort: '-created_at' }],
    ['sort=city', { sort: 'city' }],
    ['sort=-riskscores_level', { sort: '-riskscores_level' }],
  ];

  it.each(callers)('%s: the total is an index-only scan with the policy applied once; USER reads only its own', async (restriction, p) => {
    for (const [, query] of listQueries) {
      const plan = await explain(p, (tx) => listStatements(tx, p.usersId, query, restriction).total());
      expectPolicyOnce(plan);
      const scan = scanOf(plan);
      expect(scan['Node Type']).toBe('Index Only Scan');
      // The working register's own narrow index (00090), not the wider one of every row.
      expect(scan['Index Name']).toBe('customers_total_idx');
      if (restriction === 'USER') {
        expect(scan['Index Cond']).toMatch(/users_id = /);
        expect(rowsRead(scan)).toBeLessThanOrEqual(customers / 4 + 10);
      }
    }
  });

  it.each(callers)('%s: a first page reads a few pages of rows, not the register', async (restriction, p) => {
    for (const [, query] of listQueries) {
      const plan = await explain(p, (tx) => listStatements(tx, p.usersId, { ...query, size: 50 }, restriction).pageRows());
      expectPolicyOnce(plan);
      const scan = scanOf(plan);
      expect(scan['Node Type']).toMatch(/Index/);
      expect(rowsRead(scan)).toBeLessThanOrEqual(50 * 8);
    }
  });
});

describe('the customer export plans (issue 26)', () => {
  const keysetSorts = customerSorts.filter((sort) => isKeysetView({ sort }));

  it('exports by keyset exactly the sorts of plain columns; name and risk level through their ids', () => {
    expect(keysetSorts.map((sort) => sort.replace(/^-/, '')).sort()).toEqual(
      ['city', 'city', 'country', 'country', 'created_at', 'created_at', 'department', 'department', 'kycclock_alarm_at',
        'kycclock_alarm_at', 'prepayment_register', 'prepayment_register', 'removes_at', 'removes_at', 'trade_register',
        'trade_register'],
    );
    for (const sort of ['name', '-name', 'riskscores_level', '-riskscores_level'] as CustomerSort[]) expect(isKeysetView({ sort })).toBe(false);
    // A search or the tag tool reads its rows through a definer function, whatever the sort.
    expect(isKeysetView({ sort: 'city', name: 'oy' })).toBe(false);
  });

  it.each(callers)('%s: a late keyset page continues inside the index, reading no more than an early one', async (restriction, p) => {
    const size = 100;
    for (const sort of keysetSorts) {
      const query: CustomerFilters = { sort };
      // Where the export stands after most of the view (the first phase: rows with a value).
      const early = await h.t.db.tx(tenancy(p), (tx) => keysetPage(tx, p.usersId, query, null, size));
      const far = await h.t.db.tx(tenancy(p), (tx) => keysetPage(tx, p.usersId, query, null, 600));
      for (const after of [early.next, far.next]) {
        if (!after || after.key === null) continue;
        const plan = await explain(p, (tx) => keysetStatement(tx, p.usersId, query, after, size).rows());
        expectPolicyOnce(plan);
        // An index scan along the sort index, or a bitmap of it: either way the keyset bounds the index range.
        const bounded = plan.filter((node) => node['Index Cond']?.includes('ROW('));
        expect(bounded.map((node) => node['Index Name']), sort).toHaveLength(1);
        const scan = scanOf(plan);
        expect(Math.max(rowsRead(scan), rowsRead(bounded[0]!)), sort).toBeLessThanOrEqual(size * (restriction === 'NONE' ? 2 : 5));
      }
    }
  });

  it.each(callers)('%s: a name or risk sort takes its ids in one index pass, the policy applied once', async (restriction, p) => {
    for (const sort of ['name', '-riskscores_level'] as CustomerSort[]) {
      const ids = await h.t.db.tx(tenancy(p), (tx) => orderedIds(tx, p.usersId, { sort }, restriction));
      const visible = await h.t.db.tx(tenancy(p), async (tx) =>
        (await tx<{ n: number }[]>`select count(*)::int as n from customers.customers where not is_removed`)[0]!.n);
      expect(ids).toHaveLength(visible);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
