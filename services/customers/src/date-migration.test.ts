import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { migrate } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { customersMigrations } from './index.ts';
import { useSessionTimeZone } from './test-kit.ts';

// Migration 00020 (issue 16 §2) on rows written before it: a deadline and a KYC clock alarm stored as instants keep
// the day they fell on in Helsinki, whatever the migrating session's TimeZone.

const dateMigration = '00021_date_only_values.sql';
const demo = demoOrganisations.demo.id;
let t: TestDatabase;
let before: string;

beforeAll(async () => {
  // The register as it was: every migration before 00020.
  before = mkdtempSync(join(tmpdir(), 'customers-migrations-'));
  cpSync(customersMigrations.dir, before, { recursive: true, filter: (source) => !source.endsWith(dateMigration) });
  t = await createTestDatabase([{ service: 'customers', dir: before }]);
}, 60_000);
afterAll(async () => {
  await t?.stop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 00020: date-only values', () => {
  it('turns 2026-12-31T22:30:00Z into 2027-01-01 (Helsinki) and 2026-12-31T21:59:00Z into 2026-12-31', async () => {
    const [late] = await t.db.owner<{ id: string }[]>`insert into customers.customers (organisations_id, type, name, is_kycclock, kycclock_alarm_at)
      values (${demo}, 'business', 'Uudenvuoden Oy', true, '2026-12-31T22:30:00Z') returning id`;
    const [early] = await t.db.owner<{ id: string }[]>`insert into customers.customers (organisations_id, type, name, is_kycclock, kycclock_alarm_at)
      values (${demo}, 'business', 'Vuodenvaihde Oy', true, '2026-12-31T21:59:00Z') returning id`;
    await t.db.owner`insert into customers.todos (organisations_id, customers_id, name, responsible_users_id, users_id, deadline_at)
      values (${demo}, ${late!.id}, 'Myöhään illalla', ${demoUsers.admin.id}, ${demoUsers.admin.id}, '2026-12-31T22:30:00Z'),
             (${demo}, ${early!.id}, 'Ennen puoltayötä', ${demoUsers.admin.id}, ${demoUsers.admin.id}, '2026-12-31T21:59:00Z')`;

    // The migrating session in UTC: were the conversion the session's, 22:30Z would stay 31 December.
    expect(await useSessionTimeZone(t.db, 'UTC')).toBe('UTC');
    const applied = await migrate(t.db.owner, [customersMigrations]);
    expect(applied).toBe(1);

    const customers = await t.db.owner<{ name: string; day: string; type: string }[]>`
      select name, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as day, pg_typeof(kycclock_alarm_at)::text as type
        from customers.customers where id in (${late!.id}, ${early!.id}) order by name`;
    expect(customers).toEqual([
      { name: 'Uudenvuoden Oy', day: '2027-01-01', type: 'date' },
      { name: 'Vuodenvaihde Oy', day: '2026-12-31', type: 'date' },
    ]);
    const todos = await t.db.owner<{ name: string; day: string; type: string }[]>`
      select name, to_char(deadline_at, 'YYYY-MM-DD') as day, pg_typeof(deadline_at)::text as type from customers.todos order by name`;
    expect(todos).toEqual([
      { name: 'Ennen puoltayötä', day: '2026-12-31', type: 'date' },
      { name: 'Myöhään illalla', day: '2027-01-01', type: 'date' },
    ]);
  });

  it('keeps the clock\'s defaults and the review-mail function working on days', async () => {
    const [row] = await t.db.owner<{ id: string; day: string; today: string }[]>`
      insert into customers.customers (organisations_id, type, name) values (${demo}, 'business', 'Uusi Oy')
      returning id, to_char(kycclock_alarm_at, 'YYYY-MM-DD') as day, to_char(customers.today(), 'YYYY-MM-DD') as today`;
    const [expected] = await t.db.owner<{ day: string }[]>`select to_char((${row!.today}::date + interval '12 months')::date, 'YYYY-MM-DD') as day`;
    expect(row!.day).toBe(expected!.day);
    const due = await t.db.owner<{ id: string }[]>`select customers.organisations_with_due_reviews('2027-01-01'::date) as id`;
    expect(due.map((d) => d.id)).toEqual([demo]);
    expect(await t.db.owner`select customers.organisations_with_due_reviews('2026-12-30'::date) as id`).toEqual([]);
  });
});
