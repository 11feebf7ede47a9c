/** The public address of an avatar (GET /api/v2.5/public/avatar), or null without one. */
export const avatarPath = '/api/v2.5/public/avatar';

export const avatarUrl = (key: string | null): string | null => (key ? `${avatarPath}?key=${key}` : null);
