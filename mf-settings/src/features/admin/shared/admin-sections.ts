import type { SettingsSectionId } from '@tunne/contracts';

/** The sections this feature draws (features/admin/index.ts); each has its texts under `admin.<id>`. */
export const adminSectionIds = [
  'teams',
  'users',
  'texts',
  'attachments',
  'preferences',
  'shortcuts',
  'tasks',
  'tags',
  'whistleblowers',
] as const satisfies readonly SettingsSectionId[];
export type AdminSectionId = (typeof adminSectionIds)[number];
