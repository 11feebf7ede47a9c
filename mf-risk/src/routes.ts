export type SettingsSection = 'riskscore' | 'riskratings' | 'riskquestions';
export const settingsSections: readonly SettingsSection[] = ['riskscore', 'riskratings', 'riskquestions'];

export type Route = { page: 'index' } | { page: SettingsSection };

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string): Route | null => {
  if (path === '/settings') return { page: 'index' };
  const match = /^\/settings\/(riskscore|riskratings|riskquestions)\/?$/.exec(path);
  return match ? { page: match[1] as SettingsSection } : null;
};
