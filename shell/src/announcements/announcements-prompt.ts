import type { Announcement } from '@tunne/contracts';

/** How many announcements the post-login prompt offers: those newer than the user's previous login (spec §2). */
export const newAnnouncementCount = (announcements: readonly Pick<Announcement, 'is_new'>[]): number =>
  announcements.filter((announcement) => announcement.is_new).length;
