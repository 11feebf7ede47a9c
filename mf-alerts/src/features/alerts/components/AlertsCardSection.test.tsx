import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Alert, Envelope, Organisation, Page } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';

const alert = (id: string, silenced: boolean): Alert => ({
  id,
  customers_id: 'c1',
  customer: { id: 'c1', name: 'Testi Oy', type: 'business', is_removed: false },
  type: 'SANCTION',
  target: 'owners',
  target_id: 'o1',
  target_name: 'Ivan Testov',
  description: 'Ivan Testov – TESTOV, Ivan (OFAC)',
  metadata: {
    keyword: 'Ivan Testov', match: 'TESTOV, Ivan', score: 93.5, source: 'OFAC', name1: 'Ivan Testov', name2: 'TESTOV, Ivan', dsaId: 'OFAC:1',
    listEntityId: 'OFAC:1', listVersionId: 'v1', evidence: [{ code: 'NAME', effect: 0, detail: '' }],
    entity: { key: 'OFAC:1', source: 'OFAC', source_id: '1', kind: 'PERSON', name: 'TESTOV, Ivan', aliases: [], birth_dates: [], nationalities: [], identifiers: [], addresses: [], programs: [], remarks: null, list_versions_id: 'v1' },
  },
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
  is_silenced: silenced,
  silence: silenced ? { description: 'Eri henkilö', valid_at: null, silenceclass: 'FALSEPOSITIVE', users_id: 'u1', created_at: '2026-01-03T10:00:00.000Z' } : null,
  silenceclass: silenced ? 'FALSEPOSITIVE' : null,
  valid_at: null,
  users_id: silenced ? 'u1' : null,
  closed: null,
  pending_silence: null,
  subject: 'customer',
});

const envelope = <T,>(data: T) => new Response(JSON.stringify({ status: true, data, errors: [] } satisfies Envelope<T>), { headers: { 'content-type': 'application/json' } });

const useOrganisation = (useAlerts: boolean) => useSessionStore.setState({ organisation: { use_alerts: useAlerts } as Organisation });

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
});

describe('the customer card\'s alerts section', () => {
  it('renders the customer\'s alerts with their lights into the element and unmounts cleanly', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation(true);
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      requests.push(url);
      if (url.includes('/users')) return envelope([{ id: 'u1', name: 'Aino Admin' }]);
      return envelope<Page<Alert>>({ items: [alert('a1', false), alert('a2', true)], total: 2, page: 1, size: 500 });
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('alerts', element, { customerId: 'c1', highlightId: 'a2' });
    await waitFor(() => expect(element.textContent).toContain('2 hälytystä, avoimia 1'));
    expect(requests.some((url) => url.includes('/v2.5/user/customers/c1/alerts'))).toBe(true);
    expect([...element.querySelectorAll('[data-status]')].map((node) => node.getAttribute('data-status'))).toEqual(['red', 'green']);
    // The deep-linked alert is open with its details, the silence and who made it.
    await waitFor(() => expect(element.textContent).toContain('Aino Admin'));
    expect(element.textContent).toContain('Eri henkilö');
    expect(element.querySelector('[aria-current="true"]')?.getAttribute('data-alert')).toBe('a2');
    unmount();
    expect(element.textContent).toBe('');
  });

  it('says "sanctions check pending" while a sanctions match at or above the threshold is undecided (issue 25 §3)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation(true);
    let items = [alert('a1', false)];
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.includes('/users')) return envelope([{ id: 'u1', name: 'Aino Admin' }]);
      if (url.includes('/alerts/settings')) return envelope({ sources: ['OFAC'], threshold: 0.85, notify_teams_id: null, four_eyes_sanction: true, evaluation_max_days: 30, updated_at: null });
      return envelope<Page<Alert>>({ items, total: items.length, page: 1, size: 500 });
    });
    const element = document.createElement('div');
    document.body.append(element);
    let unmount = mountCardSection('alerts', element, { customerId: 'c1' });
    await waitFor(() => expect(element.querySelector('[data-testid="sanctions-check-pending"]')?.textContent).toContain('Pakoteseulonta kesken'));
    unmount();
    // Decided "not a match": nothing pending.
    items = [alert('a2', true)];
    unmount = mountCardSection('alerts', element, { customerId: 'c1' });
    await waitFor(() => expect(element.textContent).toContain('1 hälytys, avoimia 0'));
    expect(element.querySelector('[data-testid="sanctions-check-pending"]')).toBeNull();
    unmount();
  });

  it('shows an identity mismatch raised by outbound (no list entity, no source) without raw keys', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation(true);
    const mismatch = {
      ...alert('m1', false), type: 'MISMATCH', target: 'identifications', target_id: 'i1', target_name: 'Maija Mallikas',
      description: 'Identification: the eID\'s name differs from the expected person',
      metadata: { keyword: 'Maija Mallikas', match: 'Nordea Demo', score: 100, name1: 'Maija Mallikas', name2: 'Nordea Demo', evidence: [] },
    } as unknown as Alert;
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = typeof input === 'string' ? input : input.url;
      if (url.includes('/users')) return envelope([]);
      return envelope<Page<Alert>>({ items: [mismatch], total: 1, page: 1, size: 500 });
    });
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('alerts', element, { customerId: 'c1', highlightId: 'm1' });
    await waitFor(() => expect(element.textContent).toContain('Ristiriita'));
    expect(element.textContent).toContain('Nordea Demo');
    expect(element.textContent).not.toMatch(/sources(Short)?\.|undefined/);
    unmount();
  });

  it('says so, and asks nothing, when the organisation does not use alerts', async () => {
    await i18n.changeLanguage('en');
    useOrganisation(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountCardSection('alerts', element, { customerId: 'c1' });
    await waitFor(() => expect(element.textContent).toBe('Your organisation does not use alerts.'));
    expect(fetch).not.toHaveBeenCalled();
    unmount();
  });

  it('offers only the alerts section', () => {
    expect(() => mountCardSection('owners', document.createElement('div'), { customerId: 'c1' })).toThrow(/no card section/);
  });
});
