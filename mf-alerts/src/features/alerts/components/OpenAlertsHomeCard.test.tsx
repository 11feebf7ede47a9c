import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { formatDate, i18n, useSessionStore } from '@tunne/app-kit';
import type { Alert, Envelope, Organisation, Page } from '@tunne/contracts';
import descriptor from '../../../remote.json';
import { mountHomeSection } from '../../../remote.tsx';

const alert = (n: number): Alert => ({
  id: `a${n}`, subject: 'customer', customers_id: `c${n}`, customer: { id: `c${n}`, name: `Asiakas ${n} Oy`, type: 'business', is_removed: false },
  type: 'SANCTION', target: 'customer', target_id: null, target_name: `Asiakas ${n} Oy`, description: `Asiakas ${n} Oy – LISTED ${n} (OFAC)`,
  metadata: { name2: `LISTED ${n}`, source: 'OFAC' }, created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z',
  is_silenced: false, silence: null, silenceclass: null, valid_at: null, users_id: null, closed: null, pending_silence: null,
} as unknown as Alert);

const serve = (page: Page<Alert>) => {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://test');
    urls.push(url);
    return new Response(JSON.stringify({ status: true, data: page, errors: [] } satisfies Envelope<Page<Alert>>), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
};

const mounted: (() => void)[] = [];
const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mounted.push(mountHomeSection('openalerts', element));
  });
  return element;
};

afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null, token: null });
  document.body.innerHTML = '';
});

describe('the home page\'s open alerts (issue 16 §6)', () => {
  it('is offered to the home page', () => {
    expect(descriptor.homeSections).toEqual(['openalerts']);
  });

  it('counts the open alerts and lists the newest five, each linked to its alert on the customer card', async () => {
    await i18n.changeLanguage('fi');
    useSessionStore.setState({ token: 't', organisation: { use_alerts: true } as Organisation });
    const urls = serve({ items: [1, 2, 3, 4, 5].map(alert), total: 8, page: 1, size: 5 });
    const element = mount();
    await waitFor(() => expect(element.querySelectorAll('[data-summary-item]').length).toBe(5));
    expect(urls[0]!.pathname).toBe('/api/v2.5/user/alerts');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ view: 'open', sort: 'newest', page: '1', size: '5' });
    expect(element.querySelector('h2')?.textContent).toContain('Avoimet hälytykset');
    expect(element.querySelector('[data-count]')?.getAttribute('data-count')).toBe('8');
    expect(element.textContent).toContain('8 avointa hälytystä');
    const first = element.querySelector('[data-summary-item="a1"]')!;
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/app/customers/c1/alerts/a1');
    expect(first.textContent).toContain(`LISTED 1 · OFAC SDN -lista (Yhdysvallat) · ${formatDate('2026-11-27T10:00:00.000Z')}`);
    expect(element.textContent).toContain('Lisäksi 3 muuta avointa hälytystä.');
    expect([...element.querySelectorAll('a')].find((a) => a.textContent === 'Näytä kaikki')?.getAttribute('href')).toBe('/app/alerts?view=open');
  });

  it('says in the user\'s language that no alert is open', async () => {
    await i18n.changeLanguage('en');
    useSessionStore.setState({ token: 't', organisation: { use_alerts: true } as Organisation });
    serve({ items: [], total: 0, page: 1, size: 5 });
    const element = mount();
    await waitFor(() => expect(element.textContent).toContain('No open alerts'));
    expect(element.querySelector('[data-count]')?.getAttribute('data-count')).toBe('0');
    expect(element.querySelector('[data-summary-item]')).toBeNull();
  });

  it('counts a frozen customer\'s confirmed match among the open matters, never "0 open alerts" beside it (issue 25 §3)', async () => {
    await i18n.changeLanguage('fi');
    useSessionStore.setState({ token: 't', organisation: { use_alerts: true } as Organisation });
    const summary = { open: 0, confirmed_matches: 1, sanctions_pending_customers: 2, awaiting_approval: 1 };
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://test');
      const data = url.pathname.endsWith('/alerts/summary') ? summary : { items: [], total: 0, page: 1, size: 5 };
      return new Response(JSON.stringify({ status: true, data, errors: [] }), { headers: { 'content-type': 'application/json' } });
    });
    const element = mount();
    await waitFor(() => expect(element.querySelector('[data-summary-item="confirmed-matches"]')).not.toBeNull());
    expect(element.querySelector('[data-count]')?.getAttribute('data-count')).toBe('1');
    expect(element.textContent).toContain('1 vahvistettu osuma (asiakas jäädytetty)');
    expect(element.querySelector('[data-summary-item="confirmed-matches"] [data-status]')?.getAttribute('data-status')).toBe('red');
    expect(element.textContent).toContain('2 asiakkaan pakoteseulonta kesken');
    expect(element.textContent).toContain('1 päätös odottaa hyväksyntää');
    expect(element.textContent).not.toContain('Ei avoimia hälytyksiä');
  });

  it('draws nothing and asks nothing when the organisation does not use alerts', async () => {
    useSessionStore.setState({ token: 't', organisation: { use_alerts: false } as Organisation });
    const urls = serve({ items: [], total: 0, page: 1, size: 5 });
    const element = mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.textContent).toBe('');
    expect(urls).toEqual([]);
  });
});
