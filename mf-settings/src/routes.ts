import { settingsSectionIds, type SettingsSectionId } from '@tunne/contracts';

export type Route = { page: 'index' } | { page: 'section'; section: SettingsSectionId; rest: string[] };

/** Shell-drawn settings pages (shell/src/routes.ts shellFrameRoutes); listed in the index, never drawn here. */
export const shellSections = ['security', 'security-log'] as const;

const isSection = (value: string): value is SettingsSectionId => (settingsSectionIds as readonly string[]).includes(value);

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string): Route | null => {
  if (path === '/settings' || path === '/settings/') return { page: 'index' };
  const match = /^\/settings\/([a-z]+)((?:\/[^/]+)*)\/?$/.exec(path);
  if (!match || !isSection(match[1]!)) return null;
  return { page: 'section', section: match[1], rest: (match[2] ?? '').split('/').filter(Boolean) };
};

export const sectionPath = (section: SettingsSectionId | (typeof shellSections)[number]): string => `/settings/${section}`;
