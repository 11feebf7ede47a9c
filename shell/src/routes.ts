/**
 * Routes the shell renders itself inside the logged-in frame (paths inside /app). They win over a remote that owns
 * the prefix ('/settings/security' is the shell's although mf-risk serves '/settings').
 */
export const shellFrameRoutes = ['/', '/search', '/profile', '/add', '/settings/security', '/settings/security-log'] as const;

/** Routes shown logged out as well as logged in. */
export const publicRoutes = ['/forgot', '/reset'] as const;

export const isPublicRoute = (path: string): boolean => (publicRoutes as readonly string[]).includes(path);
