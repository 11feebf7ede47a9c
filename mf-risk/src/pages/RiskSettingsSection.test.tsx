import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { defaultRiskScoreSettings, type User } from '@tunne/contracts';
import descriptor from '../remote.json';
import { mountSettingsSection } from '../remote.tsx';
import { serve } from '../test/fake-risk-service.ts';

const mounted: (() => void)[] = [];
const mount = (section: string) => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mounted.push(mountSettingsSection(section, element));
  });
  const unmount = () => act(() => mounted.pop()?.());
  return { element, unmount };
};

const riskService = () =>
  serve((call) => {
    if (call.url.endsWith('/eulists')) return { data: { current: null, versions: [] } };
    if (call.url.endsWith('/recalculation')) return { data: { running: false, processed: 0, started_at: null, finished_at: null } };
    if (call.url.endsWith('/riskscoresettings')) return { data: defaultRiskScoreSettings };
    return { data: [] };
  });

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ user: { id: 'u2', is_admin: true } as User, token: 'token' });
});

afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

describe('the risk settings sections', () => {
  it('own no page: the settings remote draws /settings and mounts these by id', () => {
    expect(descriptor.routes).toEqual([]);
    expect(descriptor.settingsSections).toEqual(['riskscore', 'riskratings', 'riskquestions']);
  });

  it.each([
    ['riskscore', 'Riskipisteytyksen asetukset'],
    ['riskratings', 'Riskiluokitukset'],
    ['riskquestions', 'Riskikysymykset'],
  ])('mounts %s with its own header and no navigation of its own', async (section, title) => {
    riskService();
    const { element, unmount } = mount(section);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    // mf-settings draws the breadcrumb: the section links nowhere in the settings frame itself.
    expect(element.querySelector('nav')).toBeNull();
    expect([...element.querySelectorAll('a')].filter((link) => link.getAttribute('href')?.includes('/settings'))).toEqual([]);
    unmount();
    expect(element.textContent).toBe('');
  });

  it('draws only its body for the section asked (the ratings list is not in the questions section)', async () => {
    const calls = riskService();
    mount('riskquestions');
    await screen.findByRole('heading', { level: 1, name: 'Riskikysymykset' });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((call) => call.url.includes('riskratings'))).toBe(false);
    expect(calls.some((call) => call.url.includes('riskquestions'))).toBe(true);
  });

  it('tells a regular user the section is for administrators and asks the service nothing', async () => {
    useSessionStore.setState({ user: { id: 'u1', is_admin: false } as User });
    const calls = riskService();
    mount('riskratings');
    expect(await screen.findByText('Vain pääkäyttäjille')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a section it does not offer', () => {
    expect(() => mountSettingsSection('tags', document.createElement('div'))).toThrow(/no settings section tags/);
  });
});
