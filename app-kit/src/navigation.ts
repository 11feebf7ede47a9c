import { useSyncExternalStore } from 'react';

/** The frontend's base path (spec §2). */
export const basePath = '/app';

/** The window event navigate() sends after changing the location (the shell moves focus on it too). */
export const navigateEvent = 'tunne:navigate';

/**
 * Client-side navigation without a page reload. single-spa patches pushState, so remotes are
 * mounted and unmounted by the same call; the event tells React trees to re-read the location.
 */
export const navigate = (href: string, options: { replace?: boolean } = {}): void => {
  const target = new URL(href, window.location.href);
  const current = window.location.pathname + window.location.search + window.location.hash;
  const next = target.pathname + target.search + target.hash;
  if (options.replace) window.history.replaceState(window.history.state, '', next);
  else if (next !== current) window.history.pushState(null, '', next);
  window.dispatchEvent(new Event(navigateEvent));
  if (!options.replace && !target.hash) window.scrollTo?.(0, 0);
};

/** Path inside the app: '/app/customers' -> '/customers', '/app/' -> '/'. */
export const appPath = (pathname: string = window.location.pathname): string => {
  if (pathname === basePath || pathname === `${basePath}/`) return '/';
  if (pathname.startsWith(`${basePath}/`)) return pathname.slice(basePath.length).replace(/\/+$/, '') || '/';
  return pathname;
};

/** Full href for an app path: '/customers' -> '/app/customers'. */
export const appHref = (path: string): string => (path === '/' ? `${basePath}/` : `${basePath}${path}`);

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(navigateEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(navigateEvent, onChange);
  };
};

const snapshot = (): string => window.location.pathname + window.location.search;

export interface AppLocation {
  /** Path inside /app, e.g. '/customers/123'. */
  path: string;
  search: URLSearchParams;
  href: string;
}

/** The current location, re-rendering on any navigation (push, replace, back/forward). */
export const useAppLocation = (): AppLocation => {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://x');
  return { path: appPath(url.pathname), search: url.searchParams, href };
};

/** onClick for <a href> links: plain left clicks navigate in-app, modified clicks stay native. */
export const handleLinkClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
  currentTarget: { getAttribute: (name: string) => string | null };
}): void => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = event.currentTarget.getAttribute('href');
  if (!href) return;
  event.preventDefault();
  navigate(href);
};
