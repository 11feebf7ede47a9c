/**
 * Routes the shell renders itself inside the logged-in frame (paths inside /app). They win over a remote that owns
 * the prefix ('/settings/security' is the shell's although mf-settings serves '/settings').
 */
export const shellFrameRoutes = ['/', '/search', '/profile', '/add', '/announcements', '/settings/security', '/settings/security-log'] as const;

/** A page the shell draws in the frame, by path. */
export type ShellRoute =
  | { page: 'home' }
  | { page: 'add' }
  | { page: 'search' }
  | { page: 'profile' }
  | { page: 'announcements' }
  | { page: 'announcement'; id: string }
  | { page: 'securitySettings' }
  | { page: 'securityLog' };

const exactPages: Record<(typeof shellFrameRoutes)[number], ShellRoute> = {
  '/': { page: 'home' },
  '/add': { page: 'add' },
  '/search': { page: 'search' },
  '/profile': { page: 'profile' },
  '/announcements': { page: 'announcements' },
  '/settings/security': { page: 'securitySettings' },
  '/settings/security-log': { page: 'securityLog' },
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Which shell page a path inside /app means (/announcements/{id} included); null for a path the shell does not draw. */
export const shellRouteFor = (path: string): ShellRoute | null => {
  if (Object.hasOwn(exactPages, path)) return exactPages[path as keyof typeof exactPages];
  const segment = /^\/announcements\/([^/]+)$/.exec(path)?.[1];
  const id = segment ? decoded(segment) : null;
  return id ? { page: 'announcement', id } : null;
};

/** Routes shown logged out as well as logged in. */
export const publicRoutes = ['/forgot', '/reset'] as const;

export const isPublicRoute = (path: string): boolean => (publicRoutes as readonly string[]).includes(path);
