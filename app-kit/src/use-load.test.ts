import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './api-error.ts';
import { useLoad } from './use-load.ts';

/** A promise the test settles by hand. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('useLoad', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is loading first, then done with the data', async () => {
    const load = vi.fn(async (signal: AbortSignal) => (signal.aborted ? 'aborted' : 'data'));
    const { result } = renderHook(() => useLoad(load, []));
    expect(result.current.state).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ state: 'done', data: 'data' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBeInstanceOf(AbortSignal);
  });

  it('logs a failure with its code and reports the error', async () => {
    const error = new ApiCallError('NOT_FOUND', 'not found', 404);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useLoad(() => Promise.reject(error), []));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'error', error }));
    expect(log).toHaveBeenCalledWith('Loading failed', 'NOT_FOUND');
  });

  it('aborts the old load when deps change and ignores its late failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ id }) =>
        useLoad((signal) => {
          signals.push(signal);
          return id === 1 ? first.promise : Promise.resolve(`customer ${id}`);
        }, [id]),
      { initialProps: { id: 1 } },
    );
    rerender({ id: 2 });
    await waitFor(() => expect(result.current).toMatchObject({ state: 'done', data: 'customer 2' }));
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => first.reject(new DOMException('aborted', 'AbortError')));
    expect(result.current).toMatchObject({ state: 'done', data: 'customer 2' });
    expect(log).not.toHaveBeenCalled();
  });

  it('does not load again when the deps keep their values', async () => {
    const load = vi.fn(async () => 1);
    const { result, rerender } = renderHook(({ id }) => useLoad(load, [id]), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current.state).toBe('done'));
    rerender({ id: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload keeps the old data until the new arrives; set replaces the data', async () => {
    let round = 0;
    const next = deferred<number>();
    const { result } = renderHook(() => useLoad(() => (round++ === 0 ? Promise.resolve(1) : next.promise), []));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'done', data: 1 }));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ state: 'done', data: 1 });
    await act(async () => next.resolve(2));
    expect(result.current).toMatchObject({ state: 'done', data: 2 });
    act(() => result.current.set(3));
    expect(result.current).toMatchObject({ state: 'done', data: 3 });
  });
});
