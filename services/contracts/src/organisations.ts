import { Type, type Static } from '@sinclair/typebox';

export const featureFlags = [
  'use_tasks',
  'use_alerts',
  'use_queries',
  'use_requests',
  'use_identifications',
  'use_esignatures',
  'use_letters',
  'use_todos',
  'use_identifications_accept',
  'use_requests_accept',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

/** GET /api/v2.5/user/organizations/my */
export type Organisation = {
  id: string;
  name: string;
  businessid: string | null;
  address: string | null;
  postalnumber: string | null;
  city: string | null;
  tel: string | null;
  email: string | null;
  website: string | null;
  is_active: boolean;
  remove_archive_days: number;
  /** Users without a second factor must set up an authenticator before anything else. */
  require_second_factor: boolean;
  /** Minutes without activity before a session ends (the user's own auto-logout may be shorter). */
  session_idle_minutes: number;
  /** Hours after login when a session ends however active it is. */
  session_absolute_hours: number;
  /** Number of whistleblower channels; the menu shows the channel entry when > 0. */
  whistleblower_channels: number;
  /** The organisation's logo (/api/v2.5/public/logo?key=…), shown in the shell and on public pages; null: none. */
  logo_url: string | null;
  /** #rrggbb accent colour chosen in settings; null: the design system's. */
  color_primary: string | null;
} & Record<FeatureFlag, boolean>;

/** Limits of the organisation's session timeouts (the form validates with the same numbers). */
export const sessionIdleMinutesRange = { minimum: 5, maximum: 480, default: 30 } as const;
export const sessionAbsoluteHoursRange = { minimum: 1, maximum: 72, default: 12 } as const;

/** GET /api/v2.5/admin/organizations/security */
export interface OrganisationSecurity {
  require_second_factor: boolean;
  session_idle_minutes: number;
  session_absolute_hours: number;
}

/** PUT /api/v2.5/admin/organizations/security: any of the settings. */
export const OrganisationSecurityBody = Type.Object(
  {
    require_second_factor: Type.Optional(Type.Boolean()),
    session_idle_minutes: Type.Optional(
      Type.Integer({ minimum: sessionIdleMinutesRange.minimum, maximum: sessionIdleMinutesRange.maximum }),
    ),
    session_absolute_hours: Type.Optional(
      Type.Integer({ minimum: sessionAbsoluteHoursRange.minimum, maximum: sessionAbsoluteHoursRange.maximum }),
    ),
  },
  { $id: 'OrganisationSecurityBody', additionalProperties: false },
);
export type OrganisationSecurityBody = Static<typeof OrganisationSecurityBody>;

/** GET /api/v2.5/admin/organizations/my/sessions: active sessions per user of the organisation. */
export interface UserSessionCount {
  users_id: string;
  active_sessions: number;
  last_seen_at: string | null;
}
