import { Type, type Static } from '@sinclair/typebox';
import type { Language } from './languages.ts';
import { LanguageSchema } from './language-schema.ts';

export const restrictionTypes = ['NONE', 'TEAM', 'USER'] as const;
export type RestrictionType = (typeof restrictionTypes)[number];

/** The logged-in user as GET users/me and GET /api/v3/users/current return it. */
export interface User {
  id: string;
  organisations_id: string;
  name: string;
  email: string;
  tel: string | null;
  language: Language;
  is_admin: boolean;
  is_active: boolean;
  restrictiontype: RestrictionType;
  use_mfauth: boolean;
  disable_uilogin: boolean;
  /** Seconds of inactivity before logout; null means the 30-minute default. */
  autologout_timeout: number | null;
  force_passwordchange: boolean;
  prevlogin_at: string | null;
  teams: { id: string; name: string }[];
}

export const UserUpdateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    tel: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    language: Type.Optional(LanguageSchema),
  },
  { $id: 'UserUpdateBody', additionalProperties: false },
);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** Default inactivity before auto-logout (spec §9). */
export const defaultAutologoutMs = 1_800_000;
export const autologoutMs = (user: Pick<User, 'autologout_timeout'>): number =>
  user.autologout_timeout && user.autologout_timeout > 0 ? user.autologout_timeout * 1000 : defaultAutologoutMs;
