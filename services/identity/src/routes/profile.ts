import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { avatarLimits, NotificationSettingsBody, type Profile } from '@tunne/contracts';
import { AppError, ok, readBody, readFileForm, readQuery, tenancyOf, type AuthEnv } from '@tunne/platform';
import { avatarPath } from '../profile/avatar-url.ts';
import { imageInfo, withoutMetadata, type ImageInfo } from '../profile/image.ts';
import { unknownImageKey } from '../images/key-misses.ts';
import { avatarByKey, clearAvatar, getProfile, setAvatar, updateNotifications } from '../repo/profile.ts';
import type { Tx } from '@tunne/platform';
import type { RouteDeps } from '../auth/deps.ts';

const AvatarQuery = Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' }) }, { $id: 'AvatarQuery', additionalProperties: false });

const requireProfile = async (tx: Tx, usersId: string): Promise<Profile> => {
  const profile = await getProfile(tx, usersId);
  if (!profile) throw new AppError('UNKNOWN_USER', 'Unknown user');
  return profile;
};

/** The uploaded avatar, judged by its content: a PNG or JPEG within avatarLimits, whatever its name or declared type. */
const readAvatar = async (c: Context): Promise<{ content: Uint8Array; info: ImageInfo }> => {
  const { file, fields } = await readFileForm(c);
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.size > avatarLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB', '/file');
  const content = new Uint8Array(await file.arrayBuffer());
  const info = imageInfo(content);
  if (!info) throw new AppError('IMAGE_UNSUPPORTED', 'Only PNG and JPEG images can be used', '/file');
  if (info.width * info.height > avatarLimits.maxPixels) throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels', '/file');
  return { content: withoutMetadata(content, info), info };
};

/** The profile page (spec §2 Profile): notification settings and the avatar, beside GET/PUT users/me. */
export const profileRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;
  const me = '/api/v2.5/user/users/me';

  app.get(`${me}/profile`, auth, async (c) => {
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), (tx) => requireProfile(tx, principal.usersId)));
  });

  app.put(`${me}/notifications`, auth, async (c) => {
    const body = await readBody(c, NotificationSettingsBody);
    const principal = c.get('principal');
    const profile = await db.tx(tenancyOf(principal), async (tx) => {
      await updateNotifications(tx, principal.usersId, body);
      return requireProfile(tx, principal.usersId);
    });
    return ok(c, profile);
  });

  app.post(`${me}/avatar`, auth, async (c) => {
    const { content, info } = await readAvatar(c);
    const principal = c.get('principal');
    // 192 random bits, new on every upload: the address cannot be guessed and changes with the image.
    const key = randomBytes(24).toString('base64url');
    const profile = await db.tx(tenancyOf(principal), async (tx) => {
      await setAvatar(tx, principal.usersId, { content, type: info.type, key });
      return requireProfile(tx, principal.usersId);
    });
    return ok(c, profile);
  });

  app.delete(`${me}/avatar`, auth, async (c) => {
    const principal = c.get('principal');
    const profile = await db.tx(tenancyOf(principal), async (tx) => {
      await clearAvatar(tx, principal.usersId);
      return requireProfile(tx, principal.usersId);
    });
    return ok(c, profile);
  });

  // No session: an <img> cannot send the bearer token. The key is the secret; it changes with every upload, so the
  // image may be cached for long.
  app.get(avatarPath, async (c) => {
    const { key } = readQuery(c, AvatarQuery);
    const image = await db.tx(null, (tx) => avatarByKey(tx, key));
    if (!image) throw await unknownImageKey(c, db, deps.addressOf, 'avatar');
    return c.body(new Uint8Array(image.avatar), 200, {
      'content-type': image.avatar_type,
      'content-length': String(image.avatar.byteLength),
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });
};
