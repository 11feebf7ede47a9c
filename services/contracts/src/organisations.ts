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
  /** Number of whistleblower channels; the menu shows the channel entry when > 0. */
  whistleblower_channels: number;
} & Record<FeatureFlag, boolean>;
