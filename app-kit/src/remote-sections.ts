import { useMemo, useSyncExternalStore } from 'react';

/**
 * Card sections other remotes fill (foundation contract). A remote lists the sections it offers in
 * /app/remotes.json (`cardSections: ['alerts']`) and exposes `./CardSections` with `mountCardSection`. The
 * shell publishes the remotes and a Module Federation loader here at start; the customer card asks which
 * remote offers a section and mounts it into an element it owns. app-kit is a shared singleton at run time,
 * so the shell's provider is the one every remote sees.
 */

/** What the customer card passes to a section another remote renders. */
export interface CardSectionProps {
  customerId: string;
  /** The row a deep link points at (/customers/{id}/{section}/{rowId}). */
  highlightId?: string;
}

/** The module a remote exposes as `./CardSections`. Returns the function that unmounts what it mounted. */
export interface CardSectionModule {
  mountCardSection: (section: string, element: HTMLElement, props: CardSectionProps) => () => void;
}

/** The part of a remote descriptor (shell: RemoteDescriptor) this contract reads. */
export interface RemoteSectionDescriptor {
  name: string;
  cardSections?: readonly string[];
  /** Home page sections the remote renders through its './HomeSections' expose. */
  homeSections?: readonly string[];
  /** Settings sections the remote renders through its './SettingsSections' expose. */
  settingsSections?: readonly string[];
}

export interface RemoteSectionProvider {
  descriptors: readonly RemoteSectionDescriptor[];
  /** Loads an exposed module of a remote, e.g. load('mf_alerts', 'CardSections') (Module Federation loadRemote). */
  load: (remoteName: string, expose: string) => Promise<unknown>;
}

/** A section some remote offers, and how to get its module. */
export interface CardSectionSource {
  remoteName: string;
  load: () => Promise<CardSectionModule>;
}

export const cardSectionsExpose = 'CardSections';

let provider: RemoteSectionProvider | null = null;
const listeners = new Set<() => void>();

/** Set by the shell once it has read the remote manifest; null removes it (tests, logout of the frame). */
export const setRemoteSectionProvider = (next: RemoteSectionProvider | null): void => {
  provider = next;
  for (const listener of listeners) listener();
};

const isCardSectionModule = (value: unknown): value is CardSectionModule =>
  typeof value === 'object' && value !== null && typeof (value as Partial<CardSectionModule>).mountCardSection === 'function';

/** Module Federation answers either the module or, for some builds, an object with the module as `default`. */
const unwrapModule = (value: unknown): unknown =>
  isCardSectionModule(value) ? value : typeof value === 'object' && value !== null ? (value as { default?: unknown }).default : undefined;

const loadSection = (current: RemoteSectionProvider, remoteName: string) => async (): Promise<CardSectionModule> => {
  const module = unwrapModule(await current.load(remoteName, cardSectionsExpose));
  if (!isCardSectionModule(module)) throw new Error(`${remoteName}/${cardSectionsExpose} has no mountCardSection`);
  return module;
};

/** The first remote (in manifest order) offering `section`, or null when none does or no provider is set. */
export const cardSectionProvider = (section: string): CardSectionSource | null => {
  const current = provider;
  const remote = current?.descriptors.find((descriptor) => descriptor.cardSections?.includes(section));
  if (!current || !remote) return null;
  return { remoteName: remote.name, load: loadSection(current, remote.name) };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The remote offering `section`, kept current if the shell publishes its remotes later. */
export const useCardSectionProvider = (section: string): CardSectionSource | null => {
  // The provider object is the snapshot (stable between changes); the source is derived from it.
  const current = useSyncExternalStore(subscribe, () => provider, () => null);
  const remoteName = current?.descriptors.find((descriptor) => descriptor.cardSections?.includes(section))?.name ?? null;
  return useMemo(() => (remoteName && current ? { remoteName, load: loadSection(current, remoteName) } : null), [current, remoteName]);
};

// ---- Home sections (issue #11 §5: the reviews due) ----------------------------------------------------------

/**
 * Home page sections other remotes fill, the same contract as the card's: a remote lists them in /app/remotes.json
 * (`homeSections: ['reviewsdue']`) and exposes `./HomeSections` with `mountHomeSection(section, element)`.
 */
export interface HomeSectionModule {
  mountHomeSection: (section: string, element: HTMLElement) => () => void;
}

export interface HomeSectionSource {
  section: string;
  remoteName: string;
  load: () => Promise<HomeSectionModule>;
}

export const homeSectionsExpose = 'HomeSections';

const isHomeSectionModule = (value: unknown): value is HomeSectionModule =>
  typeof value === 'object' && value !== null && typeof (value as Partial<HomeSectionModule>).mountHomeSection === 'function';

const loadHomeSection = (current: RemoteSectionProvider, remoteName: string) => async (): Promise<HomeSectionModule> => {
  const loaded = await current.load(remoteName, homeSectionsExpose);
  const module = isHomeSectionModule(loaded) ? loaded : typeof loaded === 'object' && loaded !== null ? (loaded as { default?: unknown }).default : undefined;
  if (!isHomeSectionModule(module)) throw new Error(`${remoteName}/${homeSectionsExpose} has no mountHomeSection`);
  return module;
};

/** Every home section the remotes offer, in manifest order, kept current if the shell publishes its remotes later. */
export const useHomeSectionProviders = (): HomeSectionSource[] => {
  const current = useSyncExternalStore(subscribe, () => provider, () => null);
  return useMemo(
    () =>
      current
        ? current.descriptors.flatMap((descriptor) =>
            (descriptor.homeSections ?? []).map((section) => ({ section, remoteName: descriptor.name, load: loadHomeSection(current, descriptor.name) })))
        : [],
    [current],
  );
};

// ---- Settings sections (issue 15: /settings is mf-settings' frame; risk and alert sections come from their remotes) --

/**
 * Settings sections other remotes fill, the same contract as the card's: a remote lists them in /app/remotes.json
 * (`settingsSections: ['riskscore']`) and exposes `./SettingsSections` with `mountSettingsSection(section, element)`
 * (app-kit create-remote). The settings remote draws /settings/{section} and mounts the section there.
 */
export interface SettingsSectionModule {
  mountSettingsSection: (section: string, element: HTMLElement) => () => void;
}

export interface SettingsSectionSource {
  section: string;
  remoteName: string;
  load: () => Promise<SettingsSectionModule>;
}

export const settingsSectionsExpose = 'SettingsSections';

const isSettingsSectionModule = (value: unknown): value is SettingsSectionModule =>
  typeof value === 'object' && value !== null && typeof (value as Partial<SettingsSectionModule>).mountSettingsSection === 'function';

const loadSettingsSection = (current: RemoteSectionProvider, remoteName: string) => async (): Promise<SettingsSectionModule> => {
  const loaded = await current.load(remoteName, settingsSectionsExpose);
  const module = isSettingsSectionModule(loaded) ? loaded : typeof loaded === 'object' && loaded !== null ? (loaded as { default?: unknown }).default : undefined;
  if (!isSettingsSectionModule(module)) throw new Error(`${remoteName}/${settingsSectionsExpose} has no mountSettingsSection`);
  return module;
};

/** Every settings section another remote offers (first offer wins), kept current if the shell publishes its remotes later. */
export const useSettingsSectionProviders = (): SettingsSectionSource[] => {
  const current = useSyncExternalStore(subscribe, () => provider, () => null);
  return useMemo(() => {
    if (!current) return [];
    const seen = new Set<string>();
    return current.descriptors.flatMap((descriptor) =>
      (descriptor.settingsSections ?? []).flatMap((section) => {
        if (seen.has(section)) return [];
        seen.add(section);
        return [{ section, remoteName: descriptor.name, load: loadSettingsSection(current, descriptor.name) }];
      }));
  }, [current]);
};
