import { menuItems } from '../menu/menu-items.ts';

type MenuOrganisation = Parameters<typeof menuItems>[1];

/** Every module on: the menu's rules then show every row, so what they list are the menu's routes. */
const everyModule: MenuOrganisation = {
  use_tasks: true, use_alerts: true, use_queries: true, use_requests: true, use_identifications: true, use_esignatures: true,
  use_letters: true, use_todos: true, whistleblower_channels: 1,
};
/** Being an admin is a permission, not a module: the remote itself tells a user what they may not do. */
const anyAdmin = { is_admin: true };

/** '/alerts/a1/x' → ['/alerts', '/alerts/a1', '/alerts/a1/x']: the routes a path may belong to. */
const routePrefixes = (path: string): string[] => {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
};

/**
 * Why a path shows no remote, or null when it is not off (issue 16 §6, issue 26): `unavailable` when the menu knows the
 * route but no deployed remote serves it (the feature is not built yet: saying "not in use in your organisation" would
 * be untrue), else `unused` when the menu's own flag rules (menu/menu-items.ts) hide the route's row for this
 * organisation. Such a path says so, not "loading failed" or "not found". `availableRoutes`: the shell's own routes
 * and the remotes'.
 */
export type RouteOffReason = 'unused' | 'unavailable';

export const routeOffReason = (
  path: string,
  organisation: MenuOrganisation,
  availableRoutes: readonly string[],
): RouteOffReason | null => {
  const candidates = routePrefixes(path);
  const route = menuItems(anyAdmin, everyModule, candidates)
    .flatMap((item) => (item.route && item.route !== '/' ? [item.route] : []))
    .sort((a, b) => b.length - a.length)[0];
  if (!route) return null;
  if (!availableRoutes.includes(route)) return 'unavailable';
  const inUse = menuItems(anyAdmin, organisation, [route]).some((item) => item.route === route);
  return inUse ? null : 'unused';
};

/** True when a path belongs to a module the organisation does not use or no deployed remote serves (routeOffReason). */
export const isRouteOff = (path: string, organisation: MenuOrganisation, availableRoutes: readonly string[]): boolean =>
  routeOffReason(path, organisation, availableRoutes) !== null;
