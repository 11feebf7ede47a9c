import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type RemoteSectionState = 'loading' | 'mounted' | 'error';

/** Where a remote's module comes from (CardSectionSource, SettingsSectionSource, HomeSectionSource). */
export interface RemoteModuleSource<M> {
  remoteName: string;
  load: () => Promise<M>;
}

export interface RemoteSectionMount {
  /** The element the other remote draws into; nothing else may touch its children. */
  hostRef: RefObject<HTMLDivElement | null>;
  state: RemoteSectionState;
  /** Loads and mounts again (after a failure). */
  retry: () => void;
}

/**
 * Mounts a section another remote draws (app-kit remote-sections.ts) into `hostRef`'s element: the module is loaded
 * on first render, `mount` draws into the element and answers how to unmount; it is unmounted when the host goes or
 * when `source` or `deps` change (compared like an effect's dependencies, so pass ids, not objects made in render),
 * then mounted again. A failure is logged and reported as `state: 'error'` until `retry`.
 */
export const useRemoteSection = <M>(
  source: RemoteModuleSource<M>,
  mount: (module: M, element: HTMLElement) => () => void,
  deps: readonly unknown[],
): RemoteSectionMount => {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RemoteSectionState>('loading');
  const [attempt, setAttempt] = useState(0);
  const mountRef = useRef(mount);
  mountRef.current = mount;

  useEffect(() => {
    let active = true;
    let unmount: (() => void) | null = null;
    setState('loading');
    source
      .load()
      .then((module) => {
        if (!active || !hostRef.current) return;
        unmount = mountRef.current(module, hostRef.current);
        setState('mounted');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`A section from ${source.remoteName} failed`, error);
        setState('error');
      });
    return () => {
      active = false;
      const done = unmount;
      // The other remote's React root is unmounted after this commit, not inside it.
      if (done) queueMicrotask(() => done());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps stand for what `mount` reads, like useLoad's
  }, [source, attempt, ...deps]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { hostRef, state, retry };
};
