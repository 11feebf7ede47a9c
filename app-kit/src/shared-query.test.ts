import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerQueryKey } from './calls.ts';
import { announceCustomerChange } from './customer-events.ts';
import { useSessionStore } from './session-store.ts';
import { clearSharedQueries, invalidateSharedQuery, sharedQuery } from './shared-query.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

afterEach(() => {
  clearSharedQueries();
  vi.useRealTimers();
});

describe('the page-wide read cache', () => {
  it('shares a call in flight and its answer between callers (one call for every section that asks)', async () => {
    const call = deferred<string[]>();
    const load = vi.fn(() => call.promise);
    const answers = Promise.all([sharedQuery('users', load), sharedQuery('users', load), sharedQuery('users', load)]);
    call.resolve(['u1']);
    expect(await answers).toEqual([['u1'], ['u1'], ['u1']]);
    expect(await sharedQuery('users', load)).toEqual(['u1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after the time to live, when asked fresh, and after a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await sharedQuery('tags', load, { ttlMs: 1000 })).toBe(1);
    vi.setSystemTime(Date.now() + 500);
    expect(await sharedQuery('tags', load, { ttlMs: 1000 })).toBe(1);
    vi.setSystemTime(Date.now() + 1000);
    expect(await sharedQuery('tags', load, { ttlMs: 1000 })).toBe(2);
    expect(await sharedQuery('tags', load, { fresh: true })).toBe(3);
    const failing = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    await expect(sharedQuery('teams', failing)).rejects.toThrow('down');
    expect(await sharedQuery('teams', failing)).toBe('up');
  });

  it('stops one caller\'s wait on its abort while the call goes on for the others', async () => {
    const call = deferred<string>();
    const controller = new AbortController();
    const aborted = sharedQuery('eids', () => call.promise, { signal: controller.signal });
    const other = sharedQuery('eids', () => call.promise);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    call.resolve('ok');
    expect(await other).toBe('ok');
  });

  it('drops a customer\'s reads when a change is announced for it, and everything on another session', async () => {
    let n = 0;
    const load = async () => ++n;
    expect(await sharedQuery(customerQueryKey('c1'), load)).toBe(1);
    expect(await sharedQuery(`${customerQueryKey('c1')}/card`, load)).toBe(2);
    expect(await sharedQuery(customerQueryKey('c2'), load)).toBe(3);
    announceCustomerChange('risk', 'c1');
    expect(await sharedQuery(customerQueryKey('c1'), load)).toBe(4);
    expect(await sharedQuery(`${customerQueryKey('c1')}/card`, load)).toBe(5);
    expect(await sharedQuery(customerQueryKey('c2'), load)).toBe(3);
    invalidateSharedQuery(customerQueryKey('c2'));
    expect(await sharedQuery(customerQueryKey('c2'), load)).toBe(6);
    useSessionStore.getState().setUser({ id: 'someone-else' } as never);
    expect(await sharedQuery(customerQueryKey('c2'), load)).toBe(7);
  });
});
