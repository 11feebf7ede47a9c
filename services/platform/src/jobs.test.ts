import { describe, expect, it } from 'vitest';
import { scheduleEvery } from './jobs.ts';

describe('scheduleEvery', () => {
  it('never overlaps a run that is still going and survives a failure', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const job = scheduleEvery('test', 60_000, async () => {
      runs += 1;
      if (runs === 2) throw new Error('boom');
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = job.runNow();
    const second = job.runNow();
    expect(second).toBe(first);
    release();
    await first;
    await job.runNow();
    expect(runs).toBe(2);
    job.stop();
  });
});
