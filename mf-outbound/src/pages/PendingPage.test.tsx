import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import type { PendingItem } from '@tunne/contracts';
import '../remote.tsx';
import { stubApi, useOrganisation } from '../test-support.ts';
import { pendingItemPath } from '../features/pending/components/PendingTable.tsx';
import { PendingPage } from './PendingPage.tsx';

const item = (id: string, kind: PendingItem['kind'], name: string): PendingItem => ({
  kind, id, customers_id: `c-${id}`, customer_name: name, email: `${id}@testi.fi`, state: 'error', light: 'red',
  sent_at: '2026-11-02T08:00:00.000Z', resent_at: null, resend_cnt: 1, users_id: 'u1', user_name: 'Aino Admin',
});

const renderPage = (search: string, total = 2, more: PendingItem[] = []) => {
  window.history.replaceState(null, '', `/app/pending${search}`);
  const calls = stubApi((call) =>
    call.path === 'v2.5/user/pending'
      ? { data: { items: total === 0 ? [] : [item('r1', 'request', 'Testi Oy'), item('l1', 'letter', 'Esimerkki Ab'), ...more], total, page: Number(call.search.get('page') ?? 1), size: 50 } }
      : undefined,
  );
  render(
    <RemoteTestFrame namespace="outbound">
      <PendingPage />
    </RemoteTestFrame>,
  );
  return calls;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
});

describe('the pending page', () => {
  it('reads its filters from the URL and asks the API with them', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const calls = renderPage('?days=7&own=1&timeframe=this_month');
    await screen.findByText('Testi Oy');
    const asked = calls.find((call) => call.path === 'v2.5/user/pending')!.search;
    expect(Object.fromEntries(asked)).toEqual({ older_than_days: '7', own: 'true', timeframe: 'this_month', page: '1', size: '50' });
    expect((screen.getByRole('combobox', { name: 'Ikä' }) as HTMLSelectElement).value).toBe('7');
    expect((screen.getByRole('checkbox', { name: 'Vain omat asiakkaat' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Selvityspyyntö')).toBeTruthy();
    expect(screen.getByText('Turvaviesti')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esimerkki Ab' }).getAttribute('href')).toBe('/app/customers/c-l1');
  });

  it('puts a changed filter in the URL (back to page 1) and asks again', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const calls = renderPage('?page=2', 120);
    await screen.findByText('Testi Oy');
    fireEvent.change(screen.getByRole('combobox', { name: 'Lähetetty' }), { target: { value: 'last_month' } });
    await waitFor(() => expect(window.location.search).toBe('?timeframe=last_month'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vain omat asiakkaat' }));
    await waitFor(() => expect(window.location.search).toBe('?own=1&timeframe=last_month'));
    await waitFor(() => expect(calls.filter((call) => call.path === 'v2.5/user/pending').length).toBe(3));
    expect(Object.fromEntries(calls.at(-1)!.search)).toEqual({ own: 'true', timeframe: 'last_month', page: '1', size: '50' });
  });

  it('says there is nothing pending, and when filters hide everything', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    renderPage('', 0);
    await screen.findByText('Ei odottavia toimenpiteitä');
    cleanup();
    renderPage('?days=30', 0);
    await screen.findByText('Ei valintoja vastaavia toimenpiteitä');
  });

  it('names identifications, e-signatures and signatories and opens them on the card', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    renderPage('', 5, [item('i1', 'identification', 'Tunnistus Oy'), item('e1', 'esignature', 'Sopimus Oy'), item('s1', 'signatory', 'Allekirjoitus Oy')]);
    await screen.findByText('Tunnistus Oy');
    for (const text of ['Tunnistautuminen', 'Sähköinen allekirjoitus', 'Allekirjoittaja', 'Odottaa tunnistautumista']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getAllByText('Odottaa allekirjoitusta').length).toBe(2);
    expect(pendingItemPath(item('i1', 'identification', 'x'))).toBe('/customers/c-i1/identifications/i1');
    expect(pendingItemPath(item('e1', 'esignature', 'x'))).toBe('/customers/c-e1/signatures/e1');
    expect(pendingItemPath(item('s1', 'signatory', 'x'))).toBe('/customers/c-s1/signatures');
    fireEvent.click(document.querySelector('[data-pending="i1"] td')!);
    await waitFor(() => expect(window.location.pathname).toBe('/app/customers/c-i1/identifications/i1'));
  });
});
