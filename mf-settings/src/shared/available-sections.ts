import { useMemo } from 'react';
import { settingsSectionIds, type SettingsSectionId } from '@tunne/contracts';
import { useSessionStore, useSettingsSectionProviders } from '@tunne/app-kit';
import { ownSections } from '../sections.ts';
import { sectionPath, shellSections } from '../routes.ts';

export type SectionKey = SettingsSectionId | (typeof shellSections)[number];

export interface AvailableSection {
  id: SectionKey;
  path: string;
}

/**
 * The sections an admin can open now, in the spec's order: this remote's own, those another deployed remote offers
 * (a section whose remote is not deployed is not listed), then the shell's security pages. Whistleblower channels
 * are hidden while the organisation has none (spec §2 Menu).
 */
export const useAvailableSections = (): AvailableSection[] => {
  const remote = useSettingsSectionProviders();
  const channels = useSessionStore((state) => state.organisation?.whistleblower_channels ?? 0);
  return useMemo(() => {
    const offered = new Set(remote.map((source) => source.section));
    const ids: SectionKey[] = settingsSectionIds.filter(
      (id) => (ownSections[id] !== undefined || offered.has(id)) && (id !== 'whistleblowers' || channels > 0),
    );
    return [...ids, ...shellSections].map((id) => ({ id, path: sectionPath(id) }));
  }, [remote, channels]);
};
