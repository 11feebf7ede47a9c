import { readFileSync } from 'node:fs';

/** The UI languages as the app stores them (Swedish is `se`). */
export type Lang = 'fi' | 'en' | 'se';
export const langs: readonly Lang[] = ['fi', 'en', 'se'];

type Bundle = Record<string, unknown>;
type Namespace = 'shell' | 'customers' | 'errors' | 'risk' | 'outbound' | 'public' | 'settings' | 'alerts';

const repoRoot = new URL('../../../', import.meta.url);
const load = (path: string): Bundle => JSON.parse(readFileSync(new URL(path, repoRoot), 'utf8')) as Bundle;

const files: Record<Namespace, string> = {
  shell: 'shell/src/locales',
  customers: 'mf-customers/src/locales',
  errors: 'app-kit/src/locales',
  risk: 'mf-risk/src/locales',
  outbound: 'mf-outbound/src/locales',
  public: 'mf-public/src/locales',
  settings: 'mf-settings/src/locales',
  alerts: 'mf-alerts/src/locales',
};

/** mf-settings keeps the texts of its organisation sections and admin lists beside them (mf-settings/src/translations.ts). */
const settingsParts = { org: 'mf-settings/src/features/org/locales', admin: 'mf-settings/src/features/admin/locales' } as const;

const bundleOf = (ns: Namespace, lang: Lang): Bundle => {
  const own = load(`${files[ns]}/${lang}.json`);
  if (ns !== 'settings') return own;
  return { ...own, ...Object.fromEntries(Object.entries(settingsParts).map(([key, dir]) => [key, load(`${dir}/${lang}.json`)])) };
};

const bundles = Object.fromEntries(
  (Object.keys(files) as Namespace[]).map((ns) => [ns, Object.fromEntries(langs.map((lang) => [lang, bundleOf(ns, lang)]))]),
) as Record<Namespace, Record<Lang, Bundle>>;

/**
 * The text the app shows for a key, read from the apps' own locale files so the tests use exactly
 * the accessible names users see. `key` is `ns:path` (namespaces shell, customers, errors, risk, outbound, public, settings, alerts) or a
 * shell path. `{{var}}` placeholders are filled from `vars`.
 */
export const tr = (lang: Lang, key: string, vars: Record<string, string | number> = {}): string => {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [Namespace, string]) : (['shell', key] as const);
  const bundle = bundles[ns]?.[lang];
  if (!bundle) throw new Error(`No locale bundle ${ns}/${lang}`);
  let value: unknown = bundle;
  for (const part of path.split('.')) value = (value as Bundle | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`Missing translation ${lang}:${ns}:${path}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const replacement = vars[name];
    if (replacement === undefined) throw new Error(`Missing value for {{${name}}} in ${lang}:${ns}:${path}`);
    return String(replacement);
  });
};

/** Shorthand for Finnish, the default language every journey runs in. */
export const fi = (key: string, vars?: Record<string, string | number>): string => tr('fi', key, vars);

/** A RegExp matching the text exactly (for names that contain regex metacharacters or placeholders). */
export const exactly = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
