import React, { Component, createContext, lazy, Suspense, useContext, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { Button, Dialog, EmptyState } from '@tunne/design-system';
import type { UiLanguage } from '@tunne/contracts';
import { useRemoteErrorText } from './error-dialog.ts';
import { addTranslations, i18n } from './i18n.ts';
import { registerInstances } from './instances.ts';
import type { CardSectionProps } from './remote-sections.ts';
import { useSessionStore } from './session-store.ts';

/**
 * What a remote says about itself in its own `src/remote.json` (issue 12 §5). Its build copies it to
 * `dist/remote.json`; the gateway lists every built one in /app/remotes.json, so adding a remote touches no gateway
 * or shell code.
 */
export interface RemoteDescriptorFile {
  /** Federation name, a JS identifier such as 'mf_alerts'. */
  name: string;
  /** The remote's i18next namespace (its `useTranslation('<namespace>')`). */
  namespace: string;
  /** Paths inside /app the remote owns, e.g. '/alerts'. */
  routes: readonly string[];
  /** Add-menu entries the remote implements (shell AddTarget keys). */
  add?: readonly { key: string; path: string }[];
  /** Customer-card sections it renders (exposed as './CardSections'). */
  cardSections?: readonly string[];
  /** Home page sections it renders (exposed as './HomeSections'). */
  homeSections?: readonly string[];
  /** Settings sections a settings remote may draw in its own frame (exposed as './SettingsSections'). */
  settingsSections?: readonly string[];
}

/** A component loaded when first drawn, so each expose's chunk holds only what it shows. */
export type LoadComponent<P> = () => Promise<ComponentType<P>>;

/** What the shell passes a remote's root (single-spa custom props). */
export interface RemoteRootProps {
  /** '/app'. */
  basePath?: string;
}

/** A section another app asks for by id: the settings remote's sections get the id they are drawn for. */
export interface SettingsSectionProps {
  section: string;
}

export interface RemoteOptions {
  descriptor: RemoteDescriptorFile;
  translations: Record<UiLanguage, Record<string, unknown>>;
  /** The pages (single-spa lifecycles, './spa'). */
  Root: LoadComponent<RemoteRootProps>;
  /** One component per id in `descriptor.cardSections`. */
  cardSections?: Record<string, LoadComponent<CardSectionProps>>;
  /** One component per id in `descriptor.homeSections`. */
  homeSections?: Record<string, LoadComponent<object>>;
  /** One component for every id in `descriptor.settingsSections`. */
  SettingsSection?: LoadComponent<SettingsSectionProps>;
}

type Lifecycles = ReturnType<typeof singleSpaReact<RemoteRootProps>>;

export interface Remote {
  name: string;
  namespace: string;
  /** single-spa lifecycles of './spa'. */
  bootstrap: Lifecycles['bootstrap'];
  mount: Lifecycles['mount'];
  unmount: Lifecycles['unmount'];
  /** './CardSections' (app-kit remote-sections.ts). Returns the unmount function. */
  mountCardSection: (section: string, element: HTMLElement, props: CardSectionProps) => () => void;
  /** './HomeSections'. */
  mountHomeSection: (section: string, element: HTMLElement) => () => void;
  /** './SettingsSections'. */
  mountSettingsSection: (section: string, element: HTMLElement) => () => void;
}

const registered = new Set<string>();

/** Adds a remote's texts to the shell's i18next instance once per page, however many of its exposes load. */
const registerOnce = (namespace: string, translations: RemoteOptions['translations']): void => {
  if (registered.has(namespace)) return;
  registered.add(namespace);
  addTranslations(namespace, translations);
};

/** What a remote shows instead of a blank area when rendering throws. */
export const RemoteErrorFallback = ({ remoteName, error }: { remoteName: string; error: unknown }) => {
  const { t } = useTranslation('remote', { i18n });
  console.error(`${remoteName} crashed`, error);
  return (
    <div role="alert">
      <EmptyState
        title={t('boundary.title')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('boundary.reload')}
          </Button>
        }
      >
        {t('boundary.text')}
      </EmptyState>
    </div>
  );
};

class RemoteBoundary extends Component<{ remoteName: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <RemoteErrorFallback remoteName={this.props.remoteName} error={this.state.error} /> : this.props.children;
  }
}

const ShowErrorContext = createContext<((error: unknown) => void) | null>(null);

/**
 * The spec's 'Virhe' dialog from anywhere inside a remote: `const showError = useShowError(); showError(error)`.
 * The text is the remote's own (`<namespace>:errors.<CODE>`) or the shared catalogue's (spec §8).
 */
export const useShowError = (): ((error: unknown) => void) => {
  const show = useContext(ShowErrorContext);
  if (!show) throw new Error('useShowError is used outside a remote frame (createRemote)');
  return show;
};

const ErrorDialogHost = ({ namespace, children }: { namespace: string; children: ReactNode }) => {
  const { t } = useTranslation('remote', { i18n });
  const errorText = useRemoteErrorText(namespace);
  const [error, setError] = React.useState<unknown>(null);
  const show = React.useCallback((next: unknown) => setError(next ?? new Error('unknown')), []);
  return (
    <ShowErrorContext.Provider value={show}>
      {children}
      <Dialog
        open={error !== null}
        kind="error"
        title={t('errorTitle')}
        message={error === null ? '' : errorText(error)}
        closeLabel={t('ok')}
        onClose={() => setError(null)}
      />
    </ShowErrorContext.Provider>
  );
};

/** Everything a remote draws sits in this: its namespace as the default, an error boundary and the error dialog. */
const RemoteFrame = ({ descriptor, children }: { descriptor: RemoteDescriptorFile; children: ReactNode }) => (
  <I18nextProvider i18n={i18n} defaultNS={descriptor.namespace}>
    <RemoteBoundary remoteName={descriptor.name}>
      <ErrorDialogHost namespace={descriptor.namespace}>
        <Suspense fallback={null}>{children}</Suspense>
      </ErrorDialogHost>
    </RemoteBoundary>
  </I18nextProvider>
);

const lazyComponent = <P extends object>(load: LoadComponent<P>): ComponentType<P> => lazy(async () => ({ default: await load() }));

/** Checks that the components given are exactly the sections the descriptor lists, so the two cannot drift apart. */
const checkSections = (remoteName: string, kind: string, listed: readonly string[] | undefined, given: readonly string[]): void => {
  const expected = [...(listed ?? [])].sort();
  const actual = [...given].sort();
  if (expected.join() !== actual.join()) {
    throw new Error(`${remoteName}: remote.json lists ${kind} [${expected.join(', ')}] but the remote renders [${actual.join(', ')}]`);
  }
};

/**
 * One remote shape (issue 12 §4): the single-spa lifecycles the shell mounts and the section mounts other apps
 * call, each drawn in the same frame (texts registered once, error boundary, error dialog). A remote's
 * `src/remote.tsx` is `export const { bootstrap, mount, unmount, ... } = createRemote({ ... })`.
 */
export const createRemote = (options: RemoteOptions): Remote => {
  const { descriptor } = options;
  const { name } = descriptor;
  const cardSections = options.cardSections ?? {};
  const homeSections = options.homeSections ?? {};
  checkSections(name, 'cardSections', descriptor.cardSections, Object.keys(cardSections));
  checkSections(name, 'homeSections', descriptor.homeSections, Object.keys(homeSections));
  if (!!options.SettingsSection !== (descriptor.settingsSections?.length ?? 0) > 0) {
    throw new Error(`${name}: remote.json's settingsSections and the SettingsSection component go together`);
  }
  registerOnce(descriptor.namespace, options.translations);

  const Pages = lazyComponent(options.Root);
  const RootInFrame = (props: RemoteRootProps) => {
    useEffect(() => {
      registerInstances(name, { react: React, i18n, sessionStore: useSessionStore });
    }, []);
    return (
      <RemoteFrame descriptor={descriptor}>
        <Pages basePath={props.basePath} />
      </RemoteFrame>
    );
  };
  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient,
    rootComponent: RootInFrame,
    errorBoundary: (error) => <RemoteErrorFallback remoteName={name} error={error} />,
  });

  const cardComponents = new Map(Object.entries(cardSections).map(([id, load]) => [id, lazyComponent(load)]));
  const homeComponents = new Map(Object.entries(homeSections).map(([id, load]) => [id, lazyComponent(load)]));
  const SettingsSection = options.SettingsSection ? lazyComponent(options.SettingsSection) : null;

  const mountInFrame = (element: HTMLElement, content: ReactNode): (() => void) => {
    const root = ReactDOMClient.createRoot(element);
    root.render(<RemoteFrame descriptor={descriptor}>{content}</RemoteFrame>);
    return () => root.unmount();
  };
  const unknownSection = (kind: string, section: string) => new Error(`${name} has no ${kind} section ${section}`);

  return {
    name,
    namespace: descriptor.namespace,
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    mountCardSection: (section, element, props) => {
      const Section = cardComponents.get(section);
      if (!Section) throw unknownSection('card', section);
      return mountInFrame(element, <Section customerId={props.customerId} highlightId={props.highlightId} />);
    },
    mountHomeSection: (section, element) => {
      const Section = homeComponents.get(section);
      if (!Section) throw unknownSection('home', section);
      return mountInFrame(element, <Section />);
    },
    mountSettingsSection: (section, element) => {
      if (!SettingsSection || !descriptor.settingsSections?.includes(section)) throw unknownSection('settings', section);
      return mountInFrame(element, <SettingsSection section={section} />);
    },
  };
};

/** For a remote's tests: its components drawn in the frame createRemote gives them (namespace, error dialog). */
export const RemoteTestFrame = ({ namespace, children }: { namespace: string; children: ReactNode }) => {
  const descriptor = useMemo<RemoteDescriptorFile>(() => ({ name: 'test', namespace, routes: [] }), [namespace]);
  return <RemoteFrame descriptor={descriptor}>{children}</RemoteFrame>;
};
