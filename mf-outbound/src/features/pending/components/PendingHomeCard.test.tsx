import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { PendingItem } from '@tunne/contracts';
import { mountHomeSection } from '../../../remote.tsx';
import { stubApi, useOrganisation } from '../../../test-support.ts';

const item = (n: number): PendingItem => ({
  kind: 'request', id: `r${n}`, customers_id: `c${n}`, customer_name: `Asiakas ${n}`, email: `a${n}@testi.fi`, state: 'error', light: 'red',
  sent_at: '2026-11-02T08:00:00.000Z', resent_at: null, resend_cnt: 0, users_id: null, user_name: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
  document.body.innerHTML = '';
});

describe('the home page\'s pending actions', () => {
  it('shows the first ten with a link to all of them', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const calls = stubApi((call) => (call.path === 'v2.5/user/pending' ? { data: { items: Array.from({ length: 10 }, (_, n) => item(n + 1)), total: 14, page: 1, size: 10 } } : undefined));
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountHomeSection('pending', element);
    await waitFor(() => expect(element.querySelectorAll('[data-pending]').length).toBe(10));
    expect(calls[0]!.search.get('size')).toBe('10');
    const link = [...element.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/app/pending');
    expect(link?.textContent).toBe('Näytä kaikki (14)');
    expect(element.textContent).toContain('Lisäksi 4 muuta odottavaa toimenpidettä.');
    unmount();
  });

  it('has an empty state', async () => {
    await i18n.changeLanguage('se');
    useOrganisation({});
    stubApi((call) => (call.path === 'v2.5/user/pending' ? { data: { items: [], total: 0, page: 1, size: 10 } } : undefined));
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountHomeSection('pending', element);
    await waitFor(() => expect(element.textContent).toContain('Inga väntande åtgärder'));
    unmount();
  });
});
