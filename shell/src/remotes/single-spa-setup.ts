import { addErrorHandler, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { appPath, basePath, setRemoteSectionProvider, useSessionStore } from '@tunne/app-kit';
import { shellFrameRoutes } from '../routes.ts';
import { fetchRemotes, pathMatchesRoute, type RemoteDescriptor } from './remote-manifest.ts';
import { useRemoteStore } from './remote-store.ts';
import { isRouteOff } from './route-availability.ts';

export const remoteRootId = 'remote-root';

/** Remotes may mount only while the shell's frame (with the remote root element) is on screen. */
let hostReady = false;

export const setRemoteHostReady = (ready: boolean): void => {
  if (hostReady === ready) return;
  hostReady = ready;
  void triggerAppChange();
};

export interface RemoteCustomProps {
  basePath: string;
  domElementGetter: () => HTMLElement;
}

const domElementGetter = (): HTMLElement => {
  const element = document.getElementById(remoteRootId);
  if (!element) throw new Error(`#${remoteRootId} is not on the page`);
  return element;
};

/** Wraps a remote's lifecycles so the shell can show loading, mounted and failed states inline. */
const trackLifecycles = (name: string, lifecycles: LifeCycles<RemoteCustomProps>): LifeCycles<RemoteCustomProps> => {
  const { setStatus } = useRemoteStore.getState();
  const asArray = <T,>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
  return {
    ...lifecycles,
    mount: [
      ...asArray(lifecycles.mount),
      async () => {
        setStatus(name, 'mounted');
      },
    ],
    unmount: [
      ...asArray(lifecycles.unmount),
      async () => {
        setStatus(name, 'idle');
      },
    ],
  };
};

const loadLifecycles = async (remote: RemoteDescriptor): Promise<LifeCycles<RemoteCustomProps>> => {
  const { setStatus } = useRemoteStore.getState();
  setStatus(remote.name, 'loading');
  try {
    const module = await loadRemote<LifeCycles<RemoteCustomProps>>(`${remote.name}/spa`);
    if (!module || typeof module.mount === 'undefined') throw new Error(`${remote.name}/spa exposes no single-spa lifecycles`);
    return trackLifecycles(remote.name, module);
  } catch (error) {
    setStatus(remote.name, 'error');
    throw error;
  }
};

/**
 * A module the organisation does not use is never mounted, so it asks its service nothing (which would refuse and show
 * a load failure); the frame says "not in use" instead (Frame, RemoteOutlet). Decided per navigation, as the menu is.
 */
const offForOrganisation = (path: string): boolean => {
  const { organisation } = useSessionStore.getState();
  const remotes = useRemoteStore.getState().remotes ?? [];
  return !!organisation && isRouteOff(path, organisation, [...shellFrameRoutes, ...remotes.flatMap((remote) => remote.routes)]);
};

/**
 * Reads /app/remotes.json, registers every remote with Module Federation at run time (nothing is
 * downloaded until a remote is activated) and with single-spa by its routes, then starts single-spa.
 */
export const startRemotes = async (): Promise<void> => {
  const remotes = await fetchRemotes();
  if (remotes.length > 0) registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  // Card sections other remotes fill: the card finds them through app-kit, loaded on first use.
  setRemoteSectionProvider({ descriptors: remotes, load: (remoteName, expose) => loadRemote(`${remoteName}/${expose}`) });
  for (const remote of remotes) {
    registerApplication<RemoteCustomProps>({
      name: remote.name,
      app: () => loadLifecycles(remote),
      activeWhen: (location) =>
        hostReady && location.pathname.startsWith(`${basePath}/`) && remote.routes.some((route) => pathMatchesRoute(appPath(location.pathname), route)) &&
        !offForOrganisation(appPath(location.pathname)),
      customProps: { basePath, domElementGetter },
    });
  }
  addErrorHandler((error) => {
    console.error(`Remote ${error.appOrParcelName} failed`, error);
    useRemoteStore.getState().setStatus(error.appOrParcelName, 'error');
  });
  useRemoteStore.getState().setRemotes(remotes);
  start({ urlRerouteOnly: true });
};
