import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from './api-error.ts';
import { createRemote, useShowError, type Remote, type RemoteDescriptorFile, type RemoteOptions } from './create-remote.tsx';
import { i18n } from './i18n.ts';
import type { CardSectionProps } from './remote-sections.ts';

const descriptor: RemoteDescriptorFile = {
  name: 'mf_example',
  namespace: 'example',
  routes: ['/example'],
  cardSections: ['notes'],
  homeSections: ['greeting'],
};

const texts = (hello: string, own: string) => ({ hello, errors: { EXAMPLE_ONLY: own } });
const translations: RemoteOptions['translations'] = {
  fi: texts('Hei', 'Esimerkin oma virheteksti'),
  en: texts('Hello', 'The example\'s own error text'),
  se: texts('Hej', 'Exemplets egen feltext'),
};

const Pages = () => {
  const { t } = useTranslation();
  const showError = useShowError();
  return (
    <button type="button" onClick={() => showError(new ApiCallError('EXAMPLE_ONLY', 'server text', 400))}>
      {t('hello')}
    </button>
  );
};
const Notes = ({ customerId, highlightId }: CardSectionProps) => <p>notes of {customerId}{highlightId ? ` at ${highlightId}` : ''}</p>;
const Greeting = () => <p>{useTranslation().t('hello')}</p>;
const Broken = (): never => {
  throw new Error('drawing failed');
};

const options = (overrides: Partial<RemoteOptions> = {}): RemoteOptions => ({
  descriptor,
  translations,
  Root: async () => Pages,
  cardSections: { notes: async () => Notes },
  homeSections: { greeting: async () => Greeting },
  ...overrides,
});

/** What single-spa passes a mount; the frame reads only the element and basePath. */
const spaProps = (name: string, domElement: HTMLElement, extra: object = {}) =>
  ({ name, domElement, singleSpa: {}, mountParcel: () => undefined, ...extra }) as unknown as Parameters<Remote['mount']>[0];

const element = () => {
  const host = document.createElement('div');
  document.body.append(host);
  return host;
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('createRemote', () => {
  it('mounts the pages through single-spa with the remote\'s namespace, and unmounts them', async () => {
    await i18n.changeLanguage('fi');
    const remote = createRemote(options());
    const host = element();
    const props = spaProps('@tunne/example', host, { basePath: '/app' });
    await remote.bootstrap(props);
    await remote.mount(props);
    await waitFor(() => expect(host.textContent).toBe('Hei'));
    expect(window.__TUNNE_INSTANCES__?.mf_example?.i18n).toBe(i18n);
    await remote.unmount(props);
    expect(host.textContent).toBe('');
  });

  it('registers the texts once however many times it is created', async () => {
    const added = vi.spyOn(i18n, 'addResourceBundle');
    createRemote(options({ descriptor: { ...descriptor, name: 'mf_once', namespace: 'once' } }));
    createRemote(options({ descriptor: { ...descriptor, name: 'mf_once', namespace: 'once' } }));
    expect(added.mock.calls.filter(([, namespace]) => namespace === 'once')).toHaveLength(3);
    await i18n.changeLanguage('se');
    expect(i18n.t('once:hello')).toBe('Hej');
  });

  it('draws a card section and a home section into the element it is given', async () => {
    await i18n.changeLanguage('en');
    const remote = createRemote(options());
    const card = element();
    const unmountCard = remote.mountCardSection('notes', card, { customerId: 'c1', highlightId: 'n2' });
    await waitFor(() => expect(card.textContent).toBe('notes of c1 at n2'));
    const home = element();
    const unmountHome = remote.mountHomeSection('greeting', home);
    await waitFor(() => expect(home.textContent).toBe('Hello'));
    act(() => {
      unmountCard();
      unmountHome();
    });
    expect(card.textContent).toBe('');
    expect(home.textContent).toBe('');
  });

  it('refuses a section it does not offer', () => {
    const remote = createRemote(options());
    expect(() => remote.mountCardSection('owners', element(), { customerId: 'c1' })).toThrow(/mf_example has no card section owners/);
    expect(() => remote.mountHomeSection('notes', element())).toThrow(/no home section/);
    expect(() => remote.mountSettingsSection('riskscore', element())).toThrow(/no settings section/);
  });

  it('refuses to start when remote.json and the components disagree', () => {
    expect(() => createRemote(options({ cardSections: {} }))).toThrow(/lists cardSections \[notes\] but the remote renders \[\]/);
    expect(() => createRemote(options({ homeSections: { greeting: async () => Greeting, extra: async () => Greeting } }))).toThrow(/homeSections/);
    expect(() => createRemote(options({ SettingsSection: async () => Greeting }))).toThrow(/settingsSections/);
  });

  it('shows the localised fallback instead of a blank area when a section throws', async () => {
    await i18n.changeLanguage('fi');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remote = createRemote(options({ cardSections: { notes: async () => Broken } }));
    const card = element();
    remote.mountCardSection('notes', card, { customerId: 'c1' });
    await waitFor(() => expect(card.querySelector('[role="alert"]')?.textContent).toContain('Näkymää ei voitu näyttää'));
    expect(card.textContent).toContain('Lataa sivu uudelleen');
  });

  it('hosts the Virhe dialog with the remote\'s own error text', async () => {
    await i18n.changeLanguage('fi');
    const remote = createRemote(options());
    const card = element();
    remote.mountHomeSection('greeting', card);
    const pages = element();
    const props = spaProps('@tunne/example2', pages);
    await remote.bootstrap(props);
    await remote.mount(props);
    const button = await waitFor(() => {
      const found = pages.querySelector('button');
      if (!found) throw new Error('not drawn yet');
      return found;
    });
    act(() => fireEvent.click(button));
    await waitFor(() => expect(document.body.textContent).toContain('Esimerkin oma virheteksti'));
    expect(document.body.textContent).toContain('Virhe');
  });
});
