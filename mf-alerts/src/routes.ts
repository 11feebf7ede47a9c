export type Route =
  | { page: 'alerts' }
  /** The old /alerts/settings: the settings moved under /settings (issue 15). */
  | { page: 'movedSettings' }
  | { page: 'queries'; focusNew: boolean }
  | { page: 'query'; id: string };

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string, search: URLSearchParams = new URLSearchParams()): Route | null => {
  if (path === '/alerts') return { page: 'alerts' };
  if (path === '/alerts/settings') return { page: 'movedSettings' };
  if (path === '/queries') return { page: 'queries', focusNew: search.get('new') === '1' };
  const match = /^\/queries\/([^/]+)$/.exec(path);
  if (match?.[1]) return { page: 'query', id: decodeURIComponent(match[1]) };
  return null;
};
