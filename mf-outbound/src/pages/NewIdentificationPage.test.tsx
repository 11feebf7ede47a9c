import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n, RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import '../remote.tsx';
import { customer, identification, stubApi, useOrganisation } from '../test-support.ts';
import { NewIdentificationPage } from './NewIdentificationPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
});

describe('Add › identification (/identifications/new)', () => {
  it('asks for the customer, opens the form for it and goes to the saved identification on its card', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    window.history.replaceState(null, '', '/app/identifications/new');
    const calls = stubApi((call) => {
      const key = `${call.method} ${call.path}`;
      if (key === 'GET v2.5/user/customers') return { data: { items: [{ id: 'c1', name: 'Testi Oy', businessid: '1234567-8', city: 'Helsinki' }], total: 1, page: 1, size: 20 } };
      if (key === 'GET v2.5/user/customers/c1') return { data: customer };
      if (key === 'GET v2.5/user/identifications/defaults') return { data: { available_eidmethods: ['SCREENSIGNATURE'], ask_pep: true } };
      if (key === 'GET v2.5/user/eids') return { data: [] };
      if (key === 'POST v2.5/user/customers/c1/identifications') return { status: 201, data: identification({ id: 'i5', ...(call.body as object) }) };
      return undefined;
    });
    render(
      <RemoteTestFrame namespace="outbound">
        <NewIdentificationPage />
      </RemoteTestFrame>,
    );
    expect(screen.getByRole('heading', { name: 'Uusi tunnistuspyyntö' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: /Asiakas/ }), { target: { value: 'Testi' } });
    fireEvent.click(await screen.findByRole('button', { name: /Testi Oy/ }));
    await screen.findByRole('checkbox', { name: 'Allekirjoitus näytölle' });
    const dialog = screen.getByRole('dialog', { name: 'Uusi tunnistuspyyntö' });
    // The user's defaults are the starting point.
    expect((within(dialog).getByRole('checkbox', { name: 'Allekirjoitus näytölle' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/customers/c1/identifications/i5'));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ name: 'Testi Oy', email: 'anna@testi.fi', available_eidmethods: ['SCREENSIGNATURE'], ask_pep: true });
  });

  it('says so when the organisation does not use identifications', async () => {
    await i18n.changeLanguage('en');
    useOrganisation({ use_identifications: false });
    stubApi(() => undefined);
    render(
      <RemoteTestFrame namespace="outbound">
        <NewIdentificationPage />
      </RemoteTestFrame>,
    );
    expect(screen.getByText('Your organisation does not use identifications.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
