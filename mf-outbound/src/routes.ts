export type Route = { page: 'pending' } | { page: 'newIdentification' };

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string): Route | null => {
  if (path === '/pending') return { page: 'pending' };
  if (path === '/identifications/new') return { page: 'newIdentification' };
  return null;
};
