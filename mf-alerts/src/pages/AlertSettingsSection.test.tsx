import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import { formatDateTime } from '@tunne/app-kit';
import { listSources, type Envelope, type ListStatus, type ListVersion, type ScreeningSettings, type User } from '@tunne/contracts';
import descriptor from '../remote.json';
import { mountSettingsSection } from '../remote.tsx';
import { Root } from '../Root.tsx';

type Call = { method: string; url: string; body: unknown };

const stored: ScreeningSettings = {
  sources: ['OFAC', 'EU', 'KRP'],
  threshold: 0.85,
  notify_teams_id: null,
  four_eyes_sanction: false,
  evaluation_max_days: 30,
  updated_at: '2026-03-01T10:00:00.000Z',
};
const teamId = '7d1f3c2a-5b6e-4f70-8a9b-0c1d2e3f4a5b';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data, errors: [] } satisfies Envelope<unknown>), { headers: { 'content-type': 'application/json' } });

/** A fake alerts service behind the real app-kit client, recording what was sent. */
const serve = (lists: ListStatus[] = []) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    if (call.url.endsWith('/user/teams')) return envelope([{ id: teamId, name: 'Tampere' }]);
    if (call.url.endsWith('/admin/lists')) return envelope(lists);
    if (call.method === 'PUT') return envelope({ ...stored, ...(call.body as object) });
    return envelope(stored);
  });
  return calls;
};

const mounted: (() => void)[] = [];
const mount = (section: string) => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mounted.push(mountSettingsSection(section, element));
  });
  return element;
};

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

describe('the alert settings as settings sections', () => {
  it('are offered to the settings remote by id', () => {
    expect(descriptor.settingsSections).toEqual(['sanctionlists', 'alerts']);
    expect(() => mountSettingsSection('riskscore', document.createElement('div'))).toThrow(/no settings section riskscore/);
  });

  it('sanction lists: saves the lists and the threshold only, leaving the alert options as they are', async () => {
    const calls = serve();
    const element = mount('sanctionlists');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pakotelistat' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Käytettävät listat' });
    await waitFor(() => expect((within(form).getByRole('checkbox', { name: 'EU:n rahoituspakotteet' }) as HTMLInputElement).checked).toBe(true));
    expect((within(form).getByRole('checkbox', { name: 'YK:n turvallisuusneuvoston pakotelista' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Hälytysilmoitusten vastaanottaja' })).toBeNull();
    expect(screen.getByRole('region', { name: 'KRP:n jäädyttämislista' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('checkbox', { name: 'KRP:n jäädyttämislista' }));
    fireEvent.change(within(form).getByLabelText(/Oletussamankaltaisuus/), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/v2.5/admin/alerts/settings', body: { sources: ['OFAC', 'EU'], threshold: 0.9 } });
    expect(await screen.findByRole('dialog', { name: 'Valmis!' })).toBeTruthy();
    expect(element.querySelector('nav')).toBeNull();
  });

  it('sanction lists: refuses no list at all and sends nothing', async () => {
    const calls = serve();
    mount('sanctionlists');
    const form = await screen.findByRole('form', { name: 'Käytettävät listat' });
    await waitFor(() => expect((within(form).getByRole('checkbox', { name: 'EU:n rahoituspakotteet' }) as HTMLInputElement).checked).toBe(true));
    for (const box of within(form).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) fireEvent.click(box);
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Valitse vähintään yksi lista.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('sanction lists: shows each list\'s entries and load time, and warns of a chosen list that is a sample or never loaded', async () => {
    const version = (source: ListVersion['source'], total: number, isSample: boolean): ListVersion => ({
      id: `v-${source}`, source, published_at: null, file_hash: 'h', files: ['x'], entity_counts: {}, entity_total: total,
      imported_at: '2026-11-02T08:00:00.000Z', refreshed_at: '2026-11-28T08:00:00.000Z', is_current: true, origin: 'folder', is_sample: isSample, scope: 'shared',
    });
    const loaded: Partial<Record<ListVersion['source'], ListVersion>> = { OFAC: version('OFAC', 14966, false), EU: version('EU', 5, true) };
    serve(listSources.map((source) => {
      const current = loaded[source] ?? null;
      return { source, current, versions: current ? [current] : [], is_stale: !current };
    }));
    mount('sanctionlists');
    const form = await screen.findByRole('form', { name: 'Käytettävät listat' });
    const at = formatDateTime('2026-11-02T08:00:00.000Z');
    const ofac = within(form).getByRole('checkbox', { name: 'OFAC SDN -lista (Yhdysvallat)' });
    await waitFor(() => expect(document.getElementById(ofac.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`14966 merkintää, ladattu ${at}`));
    const eu = within(form).getByRole('checkbox', { name: 'EU:n rahoituspakotteet' });
    expect(document.getElementById(eu.getAttribute('aria-describedby') ?? '')?.textContent).toBe(`Näyte: 5 merkintää, ladattu ${at}`);
    const krp = within(form).getByRole('checkbox', { name: 'KRP:n jäädyttämislista' });
    expect(document.getElementById(krp.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Ei ladattu');

    const warnings = await within(form).findByRole('list', { name: 'Huomioita valituista listoista' });
    expect(within(warnings).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'EU:n rahoituspakotteet: ladattu vain näyte (5 merkintää), ei koko listaa. Seulonta ei kata listaa.',
      'KRP:n jäädyttämislista: listaa ei ole ladattu. Seulonta ei löydä tältä listalta mitään, ennen kuin lista ladataan.',
    ]);
    fireEvent.click(eu);
    fireEvent.click(krp);
    await waitFor(() => expect(within(form).queryByRole('list', { name: 'Huomioita valituista listoista' })).toBeNull());
    // The versions table does not call a sample up to date.
    const table = screen.getByRole('table', { name: 'Listaversiot' });
    const euRow = within(table).getAllByRole('row').find((row) => row.textContent?.includes('EU:n rahoituspakotteet'))!;
    expect(euRow.querySelector('[data-status]')?.getAttribute('data-status')).toBe('yellow');
    expect(euRow.textContent).toContain('Näyte');
  });

  it('alert settings: saves the notification team, four-eyes and the longest evaluation with the lists and threshold as they were', async () => {
    const calls = serve();
    mount('alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hälytysasetukset' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Hälytysasetukset' });
    expect(within(form).queryByRole('group')).toBeNull();
    const team = within(form).getByRole('combobox', { name: 'Hälytysilmoitusten vastaanottaja' });
    await waitFor(() => expect(within(team).getByRole('option', { name: 'Tampere' })).toBeTruthy());
    fireEvent.change(team, { target: { value: teamId } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Neljän silmän periaate pakote- ja PEP-hälytyksille' }));
    const days = within(form).getByRole('spinbutton', { name: /Selvityksen enimmäiskesto/ });
    expect((days as HTMLInputElement).value).toBe('30');
    fireEvent.change(days, { target: { value: '91' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));
    expect(await within(form).findByText('Anna kokonaisluku 1–90.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ sources: ['OFAC', 'EU', 'KRP'], threshold: 0.85, notify_teams_id: teamId, four_eyes_sanction: true, evaluation_max_days: 14 });
    expect(await screen.findByText('Asetukset tallennettiin.')).toBeTruthy();
  });

  it('tells a regular user the sections are for administrators and asks nothing', async () => {
    useSessionStore.setState({ user: { id: 'u1', is_admin: false } as User });
    const calls = serve();
    mount('alerts');
    expect(await screen.findByText('Vain pääkäyttäjä voi muuttaa seulonta-asetuksia.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('the old /alerts/settings', () => {
  it('redirects to /settings/alerts in place of the old address', async () => {
    const calls = serve();
    window.history.pushState(null, '', '/app/alerts/settings');
    const entries = window.history.length;
    const { unmount } = render(
      <RemoteTestFrame namespace="alerts">
        <Root />
      </RemoteTestFrame>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/app/settings/alerts'));
    expect(window.history.length).toBe(entries);
    // /settings is the settings remote's: this remote draws nothing there and asks for nothing.
    expect(calls).toEqual([]);
    unmount();
  });
});
