/** Routes the shell renders itself inside the logged-in frame (paths inside /app). */
export const shellFrameRoutes = ['/', '/search', '/profile', '/add'] as const;

/** Routes shown logged out as well as logged in. */
export const publicRoutes = ['/forgot', '/reset'] as const;

export const isPublicRoute = (path: string): boolean => (publicRoutes as readonly string[]).includes(path);
