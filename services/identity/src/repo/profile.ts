import type { NotificationSettingsBody, Profile } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { avatarUrl } from '../profile/avatar-url.ts';
import type { ImageType } from '../profile/image.ts';

/** The profile page's data of a (not deleted) user of the tenancy's organisation. */
export const getProfile = async (tx: Tx, usersId: string): Promise<Profile | null> => {
  const [row] = await tx<(Omit<Profile, 'avatar_url'> & { avatar_key: string | null })[]>`
    select notify_alerts, notify_reminders, receive_weeklyreport, avatar_key
    from identity.users where id = ${usersId} and deleted_at is null`;
  if (!row) return null;
  const { avatar_key, ...settings } = row;
  return { ...settings, avatar_url: avatarUrl(avatar_key) };
};

export const updateNotifications = async (tx: Tx, usersId: string, changes: NotificationSettingsBody): Promise<void> => {
  const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(values).length === 0) return;
  await tx`update identity.users set ${tx(values)} where id = ${usersId} and deleted_at is null`;
};

/** Stores the image with a new key: the previous public address stops answering. */
export const setAvatar = async (tx: Tx, usersId: string, image: { content: Uint8Array; type: ImageType; key: string }): Promise<void> => {
  await tx`update identity.users set avatar = ${Buffer.from(image.content)}, avatar_type = ${image.type}, avatar_key = ${image.key}
    where id = ${usersId} and deleted_at is null`;
};

export const clearAvatar = async (tx: Tx, usersId: string): Promise<void> => {
  await tx`update identity.users set avatar = null, avatar_type = null, avatar_key = null where id = ${usersId}`;
};

/** By its public key, across organisations (through the security-definer function; no tenancy). */
export const avatarByKey = async (tx: Tx, key: string): Promise<{ avatar: Uint8Array; avatar_type: ImageType } | null> => {
  const [row] = await tx<{ avatar: Uint8Array; avatar_type: ImageType }[]>`select * from identity.avatar_lookup(${key})`;
  return row ?? null;
};
