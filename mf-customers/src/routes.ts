import type { CustomerType } from '@tunne/contracts';

export type Route =
  | { page: 'list'; archived: boolean }
  | { page: 'new'; type: CustomerType }
  | { page: 'import' }
  | { page: 'leads' }
  | { page: 'lead'; id?: string }
  | { page: 'todos' }
  | { page: 'tasks' }
  | { page: 'retained' }
  | { page: 'customer'; id: string; section?: string; rowId?: string };

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string, search: URLSearchParams = new URLSearchParams()): Route | null => {
  if (path === '/customers') return { page: 'list', archived: false };
  if (path === '/removedcustomers') return { page: 'list', archived: true };
  if (path === '/customers/import') return { page: 'import' };
  // Before '/customers/{id}': 'retained' is no customer id.
  if (path === '/customers/retained') return { page: 'retained' };
  // Before '/customers/{id}': 'leads' is no customer id.
  if (path === '/customers/leads') return { page: 'leads' };
  if (path === '/customers/leads/new') return { page: 'lead' };
  const lead = /^\/customers\/leads\/([^/]+)$/.exec(path);
  if (lead?.[1]) return { page: 'lead', id: decodeURIComponent(lead[1]) };
  if (path === '/todos') return { page: 'todos' };
  if (path === '/tasks') return { page: 'tasks' };
  if (path === '/customers/new') return { page: 'new', type: search.get('type') === 'person' ? 'person' : 'business' };
  const match = /^\/customers\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?(?:\/.*)?$/.exec(path);
  if (!match?.[1]) return null;
  const route: Route = { page: 'customer', id: decodeURIComponent(match[1]) };
  if (match[2]) route.section = decodeURIComponent(match[2]);
  if (match[3]) route.rowId = decodeURIComponent(match[3]);
  return route;
};
