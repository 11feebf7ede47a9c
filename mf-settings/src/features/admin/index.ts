import type { SettingsSectionId } from '@tunne/contracts';
import type { LoadSection } from '../../shared/own-section.ts';
import type { AdminSectionId } from './shared/admin-sections.ts';

/** The administered lists (teams, users, texts, attachments, preferences, tags, tasks, shortcuts, whistleblowers). */
export const adminSections: Partial<Record<SettingsSectionId, LoadSection>> = {
  teams: () => import('./teams/TeamsSection.tsx').then((m) => m.TeamsSection),
  users: () => import('./users/UsersSection.tsx').then((m) => m.UsersSection),
  texts: () => import('./texts/TextsSection.tsx').then((m) => m.TextsSection),
  attachments: () => import('./attachments/AttachmentsSection.tsx').then((m) => m.AttachmentsSection),
  preferences: () => import('./preferences/PreferencesSection.tsx').then((m) => m.PreferencesSection),
  shortcuts: () => import('./shortcuts/ShortcutsSection.tsx').then((m) => m.ShortcutsSection),
  tasks: () => import('./tasks/TasksSection.tsx').then((m) => m.TasksSection),
  tags: () => import('./tags/TagsSection.tsx').then((m) => m.TagsSection),
  whistleblowers: () => import('./whistleblowers/WhistleblowersSection.tsx').then((m) => m.WhistleblowersSection),
} satisfies Record<AdminSectionId, LoadSection>;
