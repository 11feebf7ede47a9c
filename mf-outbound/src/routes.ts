export type Route = { page: 'pending' };

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string): Route | null => (path === '/pending' ? { page: 'pending' } : null);
