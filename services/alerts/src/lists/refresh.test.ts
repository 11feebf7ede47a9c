import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@tunne/contracts';
import { startAlertsHarness, type AlertsHarness } from '../testing.ts';
import { oneRefreshAtATime } from './refresh.ts';

// Issue 26: any organisation's admin could start the shared sanction-list refresh without limit (six at once slowed
// every organisation's reads). The shared lists are the operator's, refreshed one at a time.

let h: AlertsHarness;
beforeAll(async () => {
  h = await startAlertsHarness({ lists: false });
});
afterAll(async () => h?.stop());

describe('the shared list refresh', () => {
  it('runs one refresh at a time: the others started meanwhile do nothing, and the next one runs', async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return 'refreshed';
    };
    const first = oneRefreshAtATime(h.t.db, refresh);
    // The first holds the lists before the others ask (its hold is taken before it starts reading).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const others = await Promise.all(Array.from({ length: 5 }, () => oneRefreshAtATime(h.t.db, refresh)));
    expect(others).toEqual([null, null, null, null, null]);
    release();
    expect(await first).toBe('refreshed');
    expect(most).toBe(1);
    expect(await oneRefreshAtATime(h.t.db, async () => 'again')).toBe('again');
  });

  it('gives the lists back when a refresh fails, and takes them over from one killed midway once its hold ran out', async () => {
    await expect(oneRefreshAtATime(h.t.db, async () => { throw new Error('download failed'); })).rejects.toThrow('download failed');
    expect(await oneRefreshAtATime(h.t.db, async () => 'after failure')).toBe('after failure');
    // A process killed during its refresh leaves its hold.
    await h.t.db.owner`update alerts.list_refresh set held_until = now() + interval '1 hour', holder = gen_random_uuid(), started_at = now()`;
    expect(await oneRefreshAtATime(h.t.db, async () => 'blocked')).toBeNull();
    await h.t.db.owner`update alerts.list_refresh set held_until = now() - interval '1 second'`;
    expect(await oneRefreshAtATime(h.t.db, async () => 'taken over')).toBe('taken over');
  });

  it('is no organisation admin\'s route', async () => {
    const { status } = await h.call(demoUsers.admin.id, '/api/v2.5/admin/lists/refresh', { method: 'POST' });
    expect(status).toBe(404);
  });
});
