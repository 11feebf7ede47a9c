import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { backgroundPacer, countRequestsInFlight, requestsInFlight, yieldToPeople } from './background.ts';

const pacing = { share: 0.5, maxWaitMs: 200, maxRestMs: 500, activeWindowMs: 60_000 };

describe('background work yields to people', () => {
  it('counts the requests being served', async () => {
    let release: () => void = () => undefined;
    const app = new Hono();
    app.use('*', countRequestsInFlight);
    app.get('/slow', async (c) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return c.text('ok');
    });
    const answer = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requestsInFlight()).toBe(1);
    release();
    expect((await answer).status).toBe(200);
    expect(requestsInFlight()).toBe(0);
  });

  it('rests in proportion to the work done (half the time at share 0.5), at most maxRestMs', async () => {
    let started = performance.now();
    await yieldToPeople(40, pacing);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    started = performance.now();
    await yieldToPeople(5_000, pacing);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('waits while requests are in flight, but not longer than maxWaitMs', async () => {
    const app = new Hono();
    app.use('*', countRequestsInFlight);
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return c.text('ok');
    });
    const answer = app.request('/slow');
    const started = performance.now();
    await yieldToPeople(0, pacing);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(900);
    // Work that runs inside a request of its own does not wait for itself.
    const own = performance.now();
    await yieldToPeople(0, { ...pacing, ownRequests: 1 });
    expect(performance.now() - own).toBeLessThan(100);
    await answer;
  });

  it('works at full speed when nobody has been about for activeWindowMs', async () => {
    const started = performance.now();
    await yieldToPeople(400, { ...pacing, activeWindowMs: 0 });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('a pacer measures the work since its last call', async () => {
    const pace = backgroundPacer(pacing);
    const busyUntil = performance.now() + 30;
    while (performance.now() < busyUntil) { /* work */ }
    const started = performance.now();
    await pace();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});
