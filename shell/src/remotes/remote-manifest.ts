/** The add menu's targets in the spec's order (§2 Add menu); a remote offers the ones it implements. */
export const addTargetKeys = ['business', 'person', 'import', 'identification', 'query', 'lead'] as const;
export type AddTargetKey = (typeof addTargetKeys)[number];

export interface AddTarget {
  key: AddTargetKey;
  /** Path inside /app that opens the target's form. */
  path: string;
}

/** One entry of /app/remotes.json (foundation contract). */
export interface RemoteDescriptor {
  /** Federation name, a JS identifier such as 'mf_customers'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Paths inside /app the remote owns, e.g. '/customers'. */
  routes: string[];
  /** Entries this remote adds to the add menu (+). */
  add?: AddTarget[];
  /**
   * Customer-card sections this remote fills (e.g. ['alerts']); it then exposes './CardSections' with
   * `mountCardSection(section, element, { customerId, highlightId })` (app-kit remote-sections.ts).
   */
  cardSections?: string[];
  /** Home page sections this remote fills (e.g. ['reviewsdue']); it then exposes './HomeSections' (app-kit remote-sections.ts). */
  homeSections?: string[];
  /** Settings sections this remote fills (e.g. ['riskscore']); it then exposes './SettingsSections' (app-kit remote-sections.ts). */
  settingsSections?: string[];
}

/** A section id as the card names its sections: lowercase letters, digits, '-' and '_'. */
const sectionIdPattern = /^[a-z][a-z0-9_-]{0,63}$/;

const isAddTarget = (value: unknown): value is AddTarget => {
  const candidate = value as Partial<AddTarget> | null;
  return (
    !!candidate &&
    (addTargetKeys as readonly string[]).includes(candidate.key ?? '') &&
    typeof candidate.path === 'string' &&
    candidate.path.startsWith('/')
  );
};

/** Every add target the remotes offer, once each, in the spec's order. */
export const addTargets = (remotes: readonly RemoteDescriptor[]): AddTarget[] => {
  const offered = remotes.flatMap((remote) => (remote.add ?? []).filter(isAddTarget));
  return addTargetKeys.flatMap((key) => offered.find((target) => target.key === key) ?? []);
};

const isDescriptor = (value: unknown): value is RemoteDescriptor => {
  const candidate = value as Partial<RemoteDescriptor> | null;
  return (
    !!candidate &&
    typeof candidate.name === 'string' &&
    /^[A-Za-z_$][\w$]*$/.test(candidate.name) &&
    typeof candidate.entry === 'string' &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route === 'string' && route.startsWith('/')) &&
    (candidate.cardSections === undefined ||
      (Array.isArray(candidate.cardSections) && candidate.cardSections.every((section) => typeof section === 'string' && sectionIdPattern.test(section)))) &&
    (candidate.homeSections === undefined ||
      (Array.isArray(candidate.homeSections) && candidate.homeSections.every((section) => typeof section === 'string' && sectionIdPattern.test(section)))) &&
    (candidate.settingsSections === undefined ||
      (Array.isArray(candidate.settingsSections) && candidate.settingsSections.every((section) => typeof section === 'string' && sectionIdPattern.test(section))))
  );
};

/** Checks one manifest entry: a malformed one is left out (with the reason in the console), never half used. */
export const readDescriptors = (value: unknown): RemoteDescriptor[] => {
  if (!Array.isArray(value)) return [];
  return value.filter((entry: unknown) => {
    if (isDescriptor(entry)) return true;
    console.error('Ignoring a malformed entry of the remote manifest', entry);
    return false;
  });
};

/** Reads the runtime remote manifest; a missing or broken manifest means no remotes, not a broken shell. */
export const fetchRemotes = async (url = '/app/remotes.json'): Promise<RemoteDescriptor[]> => {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' });
    if (!response.ok) return [];
    const body = (await response.json()) as { remotes?: unknown };
    return readDescriptors(body.remotes);
  } catch (error) {
    console.error('Could not read the remote manifest', error);
    return [];
  }
};

/** True when an app path belongs to a route: '/customers' owns '/customers' and '/customers/…'. */
export const pathMatchesRoute = (path: string, route: string): boolean => path === route || path.startsWith(`${route}/`);

export const remoteForPath = (remotes: readonly RemoteDescriptor[], path: string): RemoteDescriptor | null =>
  remotes.find((remote) => remote.routes.some((route) => pathMatchesRoute(path, route))) ?? null;
