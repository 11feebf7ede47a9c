import { useSessionStore } from './session-store.ts';

/**
 * One page-wide cache of the read calls that several card sections make (the organisation's users, the customer, the
 * card's lookups). app-kit is a federation singleton, so every remote shares it: a call in flight is shared by every
 * section that asks for the same key, and its answer is kept for `ttlMs`. A customer change (customer-events) drops the
 * customer's entries, and a change of session drops everything (another user may see other data).
 */

interface Entry {
  promise: Promise<unknown>;
  /** When the answer arrived (or the call started, while in flight). */
  at: number;
  settled: boolean;
}

export interface SharedQueryOptions {
  signal?: AbortSignal | undefined;
  /** How long an answer is reused; 10 s unless told (long enough for one page's sections, short enough that a change made in settings shows). */
  ttlMs?: number;
  /** Read again even when a fresh answer is kept (the page that owns the data, on opening); callers in flight share it. */
  fresh?: boolean;
}

const entries = new Map<string, Entry>();
const defaultTtlMs = 10_000;

const aborted = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');

/** The shared promise, rejected for this caller alone when its signal aborts (the call goes on for the others). */
const withAbort = <T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> => {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
};

/**
 * Answers `load()` through the page-wide cache under `key`: a call in flight or an answer younger than `ttlMs` is
 * reused. `load` gets no abort signal (the answer is shared); a caller's own `signal` only stops its wait. A failed
 * call is not kept.
 */
export const sharedQuery = <T>(key: string, load: () => Promise<T>, options: SharedQueryOptions = {}): Promise<T> => {
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const now = Date.now();
  const current = entries.get(key);
  const reusable = current && (!current.settled || (!options.fresh && now - current.at <= ttlMs));
  if (reusable) return withAbort(current.promise as Promise<T>, options.signal);
  const promise = load();
  const entry: Entry = { promise, at: now, settled: false };
  entries.set(key, entry);
  promise.then(
    () => {
      entry.settled = true;
      entry.at = Date.now();
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return withAbort(promise, options.signal);
};

/** Drops the entry `key` and every entry under it (`key/...`): the next read calls the service again. */
export const invalidateSharedQuery = (key: string): void => {
  for (const stored of [...entries.keys()]) {
    if (stored === key || stored.startsWith(`${key}/`)) entries.delete(stored);
  }
};

/** Drops every entry (tests; a new session). */
export const clearSharedQueries = (): void => entries.clear();

// Another user (or none) after a login, a logout or a URL login: nothing read for the previous one is reused.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id || (state.token === null && previous.token !== null)) clearSharedQueries();
});
