import { api } from '@tunne/app-kit/api';
import type { NotificationSettingsBody, Profile } from '@tunne/contracts';

// The profile page's calls beside GET/PUT users/me (spec §2 Profile; §7 Authentication and users).
const me = 'v2.5/user/users/me';

export const fetchProfile = (signal?: AbortSignal): Promise<Profile> => api.get<Profile>(`${me}/profile`, signal ? { signal } : {});

export const saveNotifications = (body: NotificationSettingsBody): Promise<Profile> => api.put<Profile>(`${me}/notifications`, body);

/** Uploads the avatar as a file form (field "file"); the answer carries the new avatar_url. */
export const uploadAvatar = (file: File): Promise<Profile> => {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.upload<Profile>(`${me}/avatar`, form);
};

export const removeAvatar = (): Promise<Profile> => api.delete<Profile>(`${me}/avatar`);

