import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { customer, request, rowOf, stubApi, useOrganisation, type Call } from '../../../test-support.ts';

const defaults = { ask_owners: true, ask_owners_allowfile: true, ask_owners_description: 'Omistajat yli 25 %', prefill_owners: true };

/** The card section with the new-request form open (the /customers/{id}/requests/new deep link). */
const openForm = async (savedDefaults: object | null, more: (call: Call) => { data?: unknown; code?: string; status?: number } | undefined = () => undefined) => {
  const calls = stubApi((call) => {
    if (call.path === 'v2.5/user/requests/defaults' && call.method === 'GET') return { data: savedDefaults };
    if (call.path === 'v2.5/user/requests/defaults' && call.method === 'PUT') return { data: call.body };
    if (call.path === 'v2.5/user/customers/c1') return { data: customer };
    if (call.path === 'v2.5/user/customers/c1/requests' && call.method === 'GET') return { data: [] };
    return more(call);
  });
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mountCardSection('requests', element, { customerId: 'c1', highlightId: 'new' });
  await screen.findByRole('checkbox', { name: 'Perustiedot' });
  const dialog = screen.getByRole('dialog', { name: 'Uusi selvityspyyntö' });
  return { calls, dialog, unmount };
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null, user: null });
  document.body.innerHTML = '';
});

describe('the request form', () => {
  it('shows a part\'s description and sub-options only while its flag is on', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const { dialog, unmount } = await openForm(null);
    expect(within(dialog).queryByRole('checkbox', { name: 'Kysy vain tarvittaessa' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Mitkä taustakysymykset' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vastuuhenkilöt' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Kysy vain tarvittaessa' })).toBeTruthy());
    expect(within(dialog).getByRole('checkbox', { name: 'Kysy henkilötunnus' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Taustakysymykset' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Mitkä taustakysymykset' })).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vastuuhenkilöt' }));
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'Kysy vain tarvittaessa' })).toBeNull());
    // The recipient starts as the customer's contact person.
    expect((within(dialog).getByRole('textbox', { name: /Vastaanottajan sähköposti/ }) as HTMLInputElement).value).toBe('anna@testi.fi');
    unmount();
  });

  it('refuses, in Finnish, a request that asks nothing before the server is asked', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const { calls, dialog, unmount } = await openForm(null);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Valitse vähintään yksi kysyttävä tieto.'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Vapaa teksti' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    unmount();
  });

  it('starts from the saved defaults, saves the choices as defaults and creates the draft with them', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const created = request({ id: 'r9', ask_basic: false, ask_owners: true, ask_owners_allowfile: true });
    const { calls, dialog, unmount } = await openForm(defaults, (call) =>
      call.method === 'POST' && call.path === 'v2.5/user/customers/c1/requests' ? { data: created } : undefined,
    );
    expect((within(dialog).getByRole('checkbox', { name: 'Omistajat' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Omistajat saa antaa myös liitetiedostona' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: /Ohje vastaanottajalle/ }) as HTMLTextAreaElement).value).toBe('Omistajat yli 25 %');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Varojen alkuperä' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna omiksi oletuksiksi' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === 'v2.5/user/requests/defaults')).toBe(true));
    const saved = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ ask_owners: true, ask_owners_allowfile: true, ask_sof: true, prefill_owners: true, language: 'fi', ask_basic: false });
    expect(saved).not.toHaveProperty('email');
    await screen.findByText(/Valinnat tallennettiin oletuksiksesi/);

    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ email: 'anna@testi.fi', ask_owners: true, ask_sof: true, language: 'fi' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi selvityspyyntö' })).toBeNull());
    expect(document.body.textContent).toContain('Selvityspyyntö tallennettiin luonnokseksi.');
    expect(rowOf(created).id).toBe('r9');
    unmount();
  });

  it('shows the localised frozen-customer refusal when sending', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({});
    const draft = request({ id: 'r5' });
    const { calls, unmount } = await openForm(defaults, (call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/requests') return { data: draft };
      if (call.method === 'POST' && call.path === 'v2.5/user/requests/r5/send') return { status: 409, code: 'CUSTOMER_FROZEN' };
      return undefined;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
    // Issue 25 §3: said in the form itself, which stays open on the saved draft (not a separate error dialog).
    const refusal = await screen.findByTestId('outbound-send-refusal');
    expect(refusal.textContent).toContain('Asiakas on jäädytetty');
    expect(screen.queryByRole('alertdialog', { name: 'Virhe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lähetä nyt' })).toBeTruthy();
    expect(calls.find((call) => call.path === 'v2.5/user/requests/r5/send')?.body).toEqual({ mode: 'NOW' });
    unmount();
  });

  describe('an EDD refusal (issue 25 §3)', () => {
    /** The form with "Send now" answered 409 EDD_NOT_APPROVED unless the body carries an override reason. */
    beforeEach(async () => {
      await i18n.changeLanguage('fi');
      useOrganisation({});
    });

    const refusedSend = async (isAdmin: boolean) => {
      useSessionStore.setState({ user: { id: 'u1', is_admin: isAdmin } as User });
      const draft = request({ id: 'r5' });
      const sent = request({ id: 'r5', state: 'error', sent_at: '2026-01-02T10:00:00Z' });
      const opened = await openForm(defaults, (call) => {
        if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/requests') return { data: draft };
        if (call.method === 'POST' && call.path === 'v2.5/user/requests/r5/send') {
          return (call.body as { edd_override_reason?: string }).edd_override_reason ? { data: sent } : { status: 409, code: 'EDD_NOT_APPROVED' };
        }
        return undefined;
      });
      fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
      await screen.findByTestId('outbound-send-refusal');
      return opened;
    };
    const sends = (calls: Call[]) => calls.filter((call) => call.path === 'v2.5/user/requests/r5/send');

    it('offers an admin the override, which repeats the same send with the reason', async () => {
      const { calls, dialog, unmount } = await refusedSend(true);
      expect(within(dialog).getByTestId('outbound-send-refusal').textContent).toBe(i18n.t('errors:EDD_NOT_APPROVED'));
      const group = within(dialog).getByRole('group', { name: 'Ohita tämän kohteen osalta' });
      fireEvent.change(within(group).getByRole('textbox', { name: /Ohituksen peruste/ }), { target: { value: '  Sopimuksen päättymisilmoitus  ' } });
      fireEvent.click(within(group).getByRole('button', { name: 'Ohita ja lähetä' }));
      await waitFor(() => expect(sends(calls)).toHaveLength(2));
      expect(sends(calls).map((call) => call.body)).toEqual([{ mode: 'NOW' }, { mode: 'NOW', edd_override_reason: 'Sopimuksen päättymisilmoitus' }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi selvityspyyntö' })).toBeNull());
      unmount();
    });

    it('refuses an empty reason before the server is asked', async () => {
      const { calls, dialog, unmount } = await refusedSend(true);
      const group = within(dialog).getByRole('group', { name: 'Ohita tämän kohteen osalta' });
      fireEvent.change(within(group).getByRole('textbox', { name: /Ohituksen peruste/ }), { target: { value: '   ' } });
      fireEvent.click(within(group).getByRole('button', { name: 'Ohita ja lähetä' }));
      await within(group).findByText('Kirjoita ohituksen peruste.');
      expect(sends(calls)).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Uusi selvityspyyntö' })).toBeTruthy();
      unmount();
    });

    it('shows a regular user only the refusal, which says an admin can override', async () => {
      const { calls, dialog, unmount } = await refusedSend(false);
      expect(within(dialog).getByTestId('outbound-send-refusal').textContent).toContain('Pääkäyttäjä voi lähettää');
      expect(within(dialog).queryByTestId('outbound-edd-override')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Ohita ja lähetä' })).toBeNull();
      expect(sends(calls)).toHaveLength(1);
      unmount();
    });

    it('offers no override for another refusal (a frozen customer)', async () => {
      useSessionStore.setState({ user: { id: 'u1', is_admin: true } as User });
      const draft = request({ id: 'r5' });
      const { dialog, unmount } = await openForm(defaults, (call) => {
        if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/requests') return { data: draft };
        if (call.method === 'POST' && call.path === 'v2.5/user/requests/r5/send') return { status: 409, code: 'CUSTOMER_FROZEN' };
        return undefined;
      });
      fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
      await screen.findByTestId('outbound-send-refusal');
      expect(within(dialog).queryByTestId('outbound-edd-override')).toBeNull();
      unmount();
    });
  });
});
