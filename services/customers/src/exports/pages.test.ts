import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSorts, demoOrganisations, demoUsers, type CustomerListItem } from '@tunne/contracts';
import type { Database, Principal, Tenancy, Tx } from '@tunne/platform';
import { listCustomers, type CustomerFilters } from '../repo/customer-list.ts';
import { principals, startHarness, type Harness } from '../testing.ts';
import { exportPages } from './pages.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // Enough rows for many small pages, with ties and empty values in every sortable column.
  await h.t.db.owner`insert into customers.customers (organisations_id, type, name, department, city, country, users_id, teams_id,
      is_kycclock, kycclock_off_reason, kycclock_alarm_at, prepayment_register, trade_register, riskscores_level, created_at, is_removed, removes_at)
    select ${demoOrganisations.demo.id}, 'business', 'Sivu ' || (n % 17) || ' Oy',
           case when n % 3 = 0 then null else 'Osasto ' || (n % 4) end,
           case when n % 5 = 0 then null else 'Kaupunki ' || (n % 6) end,
           case when n % 7 = 0 then null else 'FI' end,
           ${demoUsers.admin.id}, null, n % 2 = 0, case when n % 2 = 0 then null else 'Ei tarkastusjaksoa (testi)' end,
           case when n % 4 = 0 then null else timestamptz '2026-01-01' + (n % 9) * interval '1 day' + n * interval '1 microsecond' end,
           case when n % 3 = 1 then null else n % 2 = 0 end, case when n % 5 = 2 then null else n % 3 = 0 end,
           (array['LOW', 'REGULAR', 'HIGH', 'NA', null])[1 + n % 5],
           timestamptz '2025-06-01' + (n % 11) * interval '1 hour' + n * interval '1 microsecond',
           n % 13 = 0, case when n % 13 = 0 then now() + interval '10 days' + (n % 2) * interval '1 day' end
      from generate_series(1, 130) n`;
}, 60_000);
afterAll(async () => h?.stop());

const admin = { ...principals[demoUsers.admin.id]!, sessionId: 's', tokenType: 'session' } as Principal;
const team = { ...principals[demoUsers.team.id]!, sessionId: 's', tokenType: 'session' } as Principal;

const tenancy = (p: Principal): Tenancy => ({ organisationsId: p.organisationsId, usersId: p.usersId, restrictiontype: p.restrictiontype, teamIds: p.teamIds });

/** Counts the transactions, to see that every page has its own. */
const counting = (db: Database): { db: Database; count: () => number } => {
  let n = 0;
  return {
    db: { ...db, tx: <T>(t: Tenancy | null, fn: (tx: Tx) => Promise<T>) => {
      n += 1;
      return db.tx(t, fn);
    } },
    count: () => n,
  };
};

const exported = async (p: Principal, filters: CustomerFilters, size: number, db: Database = h.t.db): Promise<CustomerListItem[]> => {
  const items: CustomerListItem[] = [];
  for await (const page of exportPages(db, p, filters, size)) {
    expect(page.length).toBeLessThanOrEqual(size);
    items.push(...page);
    // A keyset that did not move on would read the same rows forever.
    if (items.length > 1000) throw new Error(`runaway ${JSON.stringify(filters)} ${page.map((c) => c.id).join(',')}`);
  }
  return items;
};

const listed = (p: Principal, filters: CustomerFilters) =>
  h.t.db.tx(tenancy(p), (tx) => listCustomers(tx, p.usersId, { ...filters, size: 500 }));

describe('exportPages', () => {
  it('reads every sort of the list, both directions, in the list\'s order, a short transaction per page', async () => {
    for (const sort of customerSorts) {
      for (const archived of [false, true]) {
        const filters: CustomerFilters = { sort, archived };
        const { items, total } = await listed(admin, filters);
        expect(total, sort).toBeLessThanOrEqual(500);
        const { db, count } = counting(h.t.db);
        const pages = await exported(admin, filters, 7, db);
        expect(pages.map((c) => c.id), `${sort} archived=${archived}`).toEqual(items.map((c) => c.id));
        expect(count(), sort).toBeGreaterThanOrEqual(Math.ceil(total / 7));
      }
    }
  });

  it('keeps to the caller\'s restriction and filters; a name search and a tag read in pages too', async () => {
    for (const filters of [{ sort: '-city' }, { name: 'sivu 1' }, { name: 'sivu', sort: '-created_at' }, { risk: 'LOW' }] as CustomerFilters[]) {
      for (const who of [admin, team]) {
        const { items } = await listed(who, filters);
        expect((await exported(who, filters, 5)).map((c) => c.id), JSON.stringify(filters)).toEqual(items.map((c) => c.id));
      }
    }
  });
});
