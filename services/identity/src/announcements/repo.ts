import type { Announcement } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AnnouncementRow extends Omit<Announcement, 'created_at'> {
  created_at: Date;
}

const toAnnouncement = (row: AnnouncementRow): Announcement => ({ ...row, created_at: row.created_at.toISOString() });

// In the user's language: fi and en as they are; Swedish, Norwegian and Danish readers get the Swedish text. New: written
// after the user's previous login (no previous login: everything is new). RLS keeps other organisations' out.
const selectFor = (tx: Tx, usersId: string) => tx`
  select a.id, a.created_at,
    case u.language when 'fi' then a.title_fi when 'en' then a.title_en else a.title_se end as title,
    case u.language when 'fi' then a.body_fi when 'en' then a.body_en else a.body_se end as body,
    (u.prevlogin_at is null or a.created_at > u.prevlogin_at) as is_new
  from identity.announcements a
  join identity.users u on u.id = ${usersId}`;

/** Newest first (spec §9 default sort). */
export const listAnnouncements = async (tx: Tx, usersId: string): Promise<Announcement[]> => {
  const rows = await tx<AnnouncementRow[]>`${selectFor(tx, usersId)} order by a.created_at desc, a.id`;
  return rows.map(toAnnouncement);
};

export const getAnnouncement = async (tx: Tx, usersId: string, id: string): Promise<Announcement | null> => {
  const [row] = await tx<AnnouncementRow[]>`${selectFor(tx, usersId)} where a.id = ${id}`;
  return row ? toAnnouncement(row) : null;
};
