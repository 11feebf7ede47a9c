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
    expect(calls.find((call) => call.path === 'v2.5/user/pending')!.search.get('size')).toBe('10');
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

describe('the home page\'s notices of answers (issue 26)', () => {
  it('lists a reply to the caller\'s message, links to it and dismisses it', async () => {
    await i18n.changeLanguage('en');
    useOrganisation({});
    const notice = { id: 'n1', type: 'replied', item_kind: 'letter', item_id: 'l1', customers_id: 'c1', customer_name: 'Testi Oy', created_at: '2026-11-02T08:00:00.000Z' };
    const calls = stubApi((call) =>
      call.path === 'v2.5/user/pending' ? { data: { items: [], total: 0, page: 1, size: 10 } }
        : call.path === 'v2.5/user/pending/notices' ? { data: [notice] }
          : call.path === 'v2.5/user/pending/notices/seen' ? { data: null } : undefined);
    const element = document.createElement('div');
    document.body.append(element);
    const unmount = mountHomeSection('pending', element);
    await waitFor(() => expect(element.querySelector('[data-notice="n1"]')).not.toBeNull());
    const link = element.querySelector<HTMLAnchorElement>('[data-notice="n1"] a')!;
    expect(link.textContent).toBe('Testi Oy replied to your secure message');
    expect(link.getAttribute('href')).toBe('/app/customers/c1/letters/l1');
    const dismiss = [...element.querySelectorAll('button')].find((b) => b.textContent === 'Dismiss')!;
    dismiss.click();
    await waitFor(() => expect(element.querySelector('[data-notice="n1"]')).toBeNull());
    expect(calls.find((call) => call.path === 'v2.5/user/pending/notices/seen')?.body).toEqual({ id: 'n1' });
    unmount();
  });
});
