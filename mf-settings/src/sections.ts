import type { SettingsSectionId } from '@tunne/contracts';
import { adminSections } from './features/admin/index.ts';
import { orgSections } from './features/org/index.ts';
import type { LoadSection } from './shared/own-section.ts';

/** The sections this remote draws itself, by id; the rest come from other remotes (app-kit settings sections). */
export const ownSections: Partial<Record<SettingsSectionId, LoadSection>> = { ...orgSections, ...adminSections };
