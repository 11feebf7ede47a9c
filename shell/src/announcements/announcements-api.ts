import { api } from '@tunne/app-kit/api';
import type { Announcement } from '@tunne/contracts';

// The operator's announcements in the user's language (spec §2 /announcements; newest first).
const path = 'v2.5/user/announcements';

export const fetchAnnouncements = (signal?: AbortSignal): Promise<Announcement[]> => api.get<Announcement[]>(path, signal ? { signal } : {});

export const fetchAnnouncement = (id: string, signal?: AbortSignal): Promise<Announcement> =>
  api.get<Announcement>(`${path}/${encodeURIComponent(id)}`, signal ? { signal } : {});
