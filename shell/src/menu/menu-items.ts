import type { Organisation, User } from '@tunne/contracts';

export type MenuItemId =
  | 'home'
  | 'pending'
  | 'todos'
  | 'customers'
  | 'archive'
  | 'filters'
  | 'settings'
  | 'alerts'
  | 'search'
  | 'announcements'
  | 'manual'
  | 'queries'
  | 'whistleblowers'
  | 'tasks';

/** A menu row: a page (a path inside /app) or a file to download (an API path fetched with a temporary token). */
export type MenuItem = { id: MenuItemId; route: string; download?: undefined } | { id: MenuItemId; route?: undefined; download: string };

/** The user guide (spec §2 Menu "download manual"): the service picks the Finnish or English PDF by the user's language. */
export const manualDownloadPath = 'v2.5/user/manual';

type MenuUser = Pick<User, 'is_admin'>;
type MenuOrganisation = Pick<
  Organisation,
  'use_tasks' | 'use_alerts' | 'use_queries' | 'use_requests' | 'use_identifications' | 'use_esignatures' | 'use_letters' | 'use_todos' | 'whistleblower_channels'
>;

type MenuDefinition = MenuItem & {
  visible: (user: MenuUser, organisation: MenuOrganisation) => boolean;
};

const always = (): boolean => true;

/** The spec's menu (§2) in its order, each with the flag rule that shows it. */
const definitions: MenuDefinition[] = [
  { id: 'home', route: '/', visible: always },
  {
    id: 'pending',
    route: '/pending',
    visible: (_, o) => o.use_requests || o.use_identifications || o.use_esignatures || o.use_letters,
  },
  { id: 'todos', route: '/todos', visible: (_, o) => o.use_todos },
  { id: 'customers', route: '/customers', visible: always },
  { id: 'archive', route: '/removedcustomers', visible: always },
  { id: 'filters', route: '/filters', visible: always },
  { id: 'settings', route: '/settings', visible: (u) => u.is_admin },
  { id: 'alerts', route: '/alerts', visible: (_, o) => o.use_alerts },
  { id: 'search', route: '/search', visible: always },
  { id: 'announcements', route: '/announcements', visible: always },
  { id: 'manual', download: manualDownloadPath, visible: always },
  { id: 'queries', route: '/queries', visible: (_, o) => o.use_queries },
  { id: 'whistleblowers', route: '/whistleblowers', visible: (_, o) => o.whistleblower_channels > 0 },
  { id: 'tasks', route: '/tasks', visible: (_, o) => o.use_tasks },
];

/**
 * The menu rows to show: the spec's flag rules, and only routes that exist right now (the shell's
 * own routes plus those listed by remotes.json), so nothing links to a remote that is not deployed.
 */
export const menuItems = (user: MenuUser, organisation: MenuOrganisation, availableRoutes: readonly string[]): MenuItem[] => {
  const available = new Set(availableRoutes);
  return definitions
    .filter((item) => (item.route === undefined || available.has(item.route)) && item.visible(user, organisation))
    .map(({ id, route, download }): MenuItem => (route === undefined ? { id, download } : { id, route }));
};

/** The menu row that is active for a path: exact for home, prefix for the others. */
export const activeMenuItem = (items: readonly MenuItem[], path: string): MenuItemId | null => {
  const match = items
    .flatMap((item) => (item.route === undefined ? [] : [{ id: item.id, route: item.route }]))
    .filter((item) => (item.route === '/' ? path === '/' : path === item.route || path.startsWith(`${item.route}/`)))
    .sort((a, b) => b.route.length - a.route.length)[0];
  return match?.id ?? null;
};
