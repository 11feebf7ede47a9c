import type { ComponentType } from 'react';
import type { SettingsSectionId } from '@tunne/contracts';
import { adminSections } from './features/admin/index.ts';
import { orgSections } from './features/org/index.ts';

/** What a section page of this remote receives: the path segments after /settings/{section} (e.g. a user's id). */
export interface OwnSectionProps {
  rest: string[];
}

export type LoadSection = () => Promise<ComponentType<OwnSectionProps>>;

/** The sections this remote draws itself, by id; the rest come from other remotes (app-kit settings sections). */
export const ownSections: Partial<Record<SettingsSectionId, LoadSection>> = { ...orgSections, ...adminSections };
