import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersMigrations } from '@tunne/customers/testing';
import { demoOrganisations, demoUsers } from '@tunne/contracts';
import { migrate } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { alertsMigrations } from './index.ts';

// Migration 00040 (issue 25 §3) on an organisation that saved its settings before it: four-eyes was off by default,
// so one user could reclassify a confirmed sanctions hit alone; after the migration it is on for everyone, and
// "needs evaluation" is capped at 30 days.

const fourEyesMigration = '00040_four_eyes_and_evaluation_cap.sql';
const demo = demoOrganisations.demo.id;
let t: TestDatabase;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'alerts-migrations-'));
  cpSync(alertsMigrations.dir, before, { recursive: true, filter: (source) => !source.endsWith(fourEyesMigration) });
  t = await createTestDatabase([customersMigrations, { service: 'alerts', dir: before }]);
}, 60_000);
afterAll(async () => {
  await t?.stop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 00040: four-eyes on by default, evaluation capped', () => {
  it('turns four-eyes on for an organisation that had it off, and gives it the 30-day cap', async () => {
    await t.db.owner`insert into alerts.settings (organisations_id, sources, threshold, users_id, four_eyes_sanction)
      values (${demo}, ${['OFAC']}, 0.85, ${demoUsers.admin.id}, false)`;
    expect(await migrate(t.db.owner, [customersMigrations, alertsMigrations])).toBe(1);
    const [row] = await t.db.owner<{ four_eyes_sanction: boolean; evaluation_max_days: number }[]>`
      select four_eyes_sanction, evaluation_max_days from alerts.settings where organisations_id = ${demo}`;
    expect(row).toEqual({ four_eyes_sanction: true, evaluation_max_days: 30 });
    await expect(t.db.owner`update alerts.settings set evaluation_max_days = 91 where organisations_id = ${demo}`).rejects.toThrow();
  });
});
