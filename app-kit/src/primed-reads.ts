/**
 * Reads answered ahead, in one round trip, for the parts of a page that will ask for them (issue 26: the customer card's
 * 26 reads come in one call). While a priming is in flight, a GET of one of its paths waits for it instead of calling;
 * each primed answer is handed out once and only while fresh, so a later read (a refresh, a poll) calls the service.
 * Any write through the API drops every primed answer: what was read ahead may no longer be true.
 */
import { useSessionStore } from './session-store.ts';

/** How long a primed answer may be handed out after it arrived. */
const freshMs = 10_000;

interface Priming {
  paths: ReadonlySet<string>;
  done: Promise<void>;
}

const inFlight = new Set<Priming>();
const answers = new Map<string, { data: unknown; at: number }>();

/** One spelling per path: no leading slash or /api/ prefix (the API client's own relative form). */
export const readKey = (path: string): string => path.replace(/^\/+/, '').replace(/^api\//, '');

/**
 * Reads `paths` ahead with `load` (one call answering `{ [path]: data }`); resolves once its answers are kept. A failed
 * load primes nothing: the parts read on their own.
 */
export const primeReads = (paths: readonly string[], load: () => Promise<Record<string, unknown>>): Promise<void> => {
  const priming: Priming = {
    paths: new Set(paths.map(readKey)),
    done: load().then(
      (loaded) => {
        const at = Date.now();
        for (const [path, data] of Object.entries(loaded ?? {})) {
          if (priming.paths.has(readKey(path))) answers.set(readKey(path), { data, at });
        }
      },
      () => undefined,
    ).finally(() => inFlight.delete(priming)),
  };
  inFlight.add(priming);
  return priming.done;
};

/** The primed answer of a GET (taken: given once), after any priming in flight for it; undefined when there is none. */
export const takePrimedRead = async (path: string): Promise<{ data: unknown } | undefined> => {
  const key = readKey(path);
  for (const priming of [...inFlight]) {
    if (priming.paths.has(key)) await priming.done;
  }
  const primed = answers.get(key);
  if (!primed) return undefined;
  answers.delete(key);
  return Date.now() - primed.at <= freshMs ? { data: primed.data } : undefined;
};

/** Drops every primed answer (a write, a new session, tests). */
export const clearPrimedReads = (): void => answers.clear();

// Another user (or none): nothing read ahead for the previous one is handed out.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id || state.token !== previous.token) clearPrimedReads();
});
