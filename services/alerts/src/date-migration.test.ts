import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersMigrations, useSessionTimeZone } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { migrate } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { alertsMigrations } from './index.ts';

// Migration 00007 (issue 16 §2) on rows written before it: a silence's end and a decision's valid_at stored as
// instants keep the day they fell on in Helsinki, whatever the migrating session's TimeZone.

const dateMigration = '00007_date_only_valid_at.sql';
const laterMigrations = ['00040_four_eyes_and_evaluation_cap.sql'];
const demo = demoOrganisations.demo.id;
let t: TestDatabase;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'alerts-migrations-'));
  // Later migrations that read valid_at as a day (00040's evaluation_end) come after it, as in production.
  cpSync(alertsMigrations.dir, before, { recursive: true, filter: (source) => !source.endsWith(dateMigration) && !laterMigrations.some((name) => source.endsWith(name)) });
  t = await createTestDatabase([customersMigrations, { service: 'alerts', dir: before }]);
}, 60_000);
afterAll(async () => {
  await t?.stop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 00007: a silence\'s valid_at is a day', () => {
  it('turns 2026-12-31T22:30:00Z into 2027-01-01 (Helsinki) and 2026-12-31T21:59:00Z into 2026-12-31', async () => {
    const alert = (key: string, validAt: string) => t.db.owner<{ id: string }[]>`
      insert into alerts.alerts (organisations_id, customers_id, customer_name, customer_type, type, target, target_name, description,
                                 entity_key, entity_fingerprint, score, metadata, silence_description, silence_valid_at, silenceclass,
                                 silence_users_id, silence_created_at)
      values (${demo}, ${crypto.randomUUID()}, 'Vuodenvaihde Oy', 'business', 'SANCTION', 'customer', 'Vuodenvaihde Oy', ${key},
              ${key}, 'f', 0.9, '{}'::jsonb, 'Selvitetään', ${validAt}::timestamptz, 'EVALUATION', ${demoUsers.admin.id}, now())
      returning id`;
    const [late] = await alert('OFAC:late', '2026-12-31T22:30:00Z');
    const [early] = await alert('OFAC:early', '2026-12-31T21:59:00Z');
    await t.db.owner`insert into alerts.alert_decisions (organisations_id, alerts_id, action, silenceclass, description, valid_at, users_id)
      values (${demo}, ${late!.id}, 'SILENCE', 'EVALUATION', 'Selvitetään', '2026-12-31T22:30:00Z', ${demoUsers.admin.id})`;

    // The migrating session in UTC: were the conversion the session's, 22:30Z would stay 31 December.
    expect(await useSessionTimeZone(t.db, 'UTC')).toBe('UTC');
    expect(await migrate(t.db.owner, [customersMigrations, alertsMigrations])).toBe(1 + laterMigrations.length);

    const alerts = await t.db.owner<{ description: string; day: string; type: string }[]>`
      select description, to_char(silence_valid_at, 'YYYY-MM-DD') as day, pg_typeof(silence_valid_at)::text as type
        from alerts.alerts where id in (${late!.id}, ${early!.id}) order by description`;
    expect(alerts).toEqual([
      { description: 'OFAC:early', day: '2026-12-31', type: 'date' },
      { description: 'OFAC:late', day: '2027-01-01', type: 'date' },
    ]);
    const [decision] = await t.db.owner<{ day: string; type: string }[]>`
      select to_char(valid_at, 'YYYY-MM-DD') as day, pg_typeof(valid_at)::text as type from alerts.alert_decisions where alerts_id = ${late!.id}`;
    expect(decision).toEqual({ day: '2027-01-01', type: 'date' });
  });
});
