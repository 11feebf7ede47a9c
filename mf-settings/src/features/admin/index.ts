import type { SettingsSectionId } from '@tunne/contracts';
import type { LoadSection } from '../../sections.ts';

/** The administered lists (teams, users, texts, attachments, preferences, tags, tasks, shortcuts, whistleblowers). */
export const adminSections: Partial<Record<SettingsSectionId, LoadSection>> = {};
