import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Organisation, OrganisationSettings } from '@tunne/contracts';
import { organisation, renderSection, stubApi, writes, type Call } from '../test-support.tsx';
import { OrganisationSection } from './OrganisationSection.tsx';

/** The admin and user organisation calls, answering the stored organisation and storing what a PUT sends. */
const serveOrganisation = (start: OrganisationSettings, refuse?: (call: Call) => { status: number; code: string; field?: string } | null) => {
  let stored = start;
  return stubApi((call) => {
    if (call.path === 'v2.5/user/organizations/my') return { data: stored };
    if (call.path !== 'v2.5/admin/organizations/my') return undefined;
    if (call.method === 'GET') return { data: stored };
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    stored = { ...stored, ...(call.body as Partial<OrganisationSettings>) };
    return { data: stored };
  });
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ organisation: { id: 'o1', name: 'Testi Oy', color_primary: null } as Organisation });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
});

describe('settings › organisation', () => {
  it('loads the organisation, saves only its own fields and refreshes the shell’s organisation', async () => {
    const calls = serveOrganisation(organisation());
    renderSection(OrganisationSection);
    const name = (await screen.findByLabelText(/^Nimi/)) as HTMLInputElement;
    expect(name.value).toBe('Testi Oy');
    expect((screen.getByLabelText('Y-tunnus') as HTMLInputElement).value).toBe('1234567-8');

    fireEvent.change(name, { target: { value: '  Uusi Nimi Oy ' } });
    fireEvent.change(screen.getByLabelText('Puhelin'), { target: { value: '+358 40 123 4567' } });
    fireEvent.change(screen.getByLabelText('Verkkosivu'), { target: { value: 'https://www.uusi.fi' } });
    fireEvent.change(screen.getByLabelText('Katuosoite'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Toissijainen väri'), { target: { value: '#AA3300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    const put = writes(calls);
    expect(put).toHaveLength(1);
    expect(put[0]).toMatchObject({ method: 'PUT', path: 'v2.5/admin/organizations/my' });
    expect(put[0]!.body).toEqual({
      name: 'Uusi Nimi Oy', businessid: '1234567-8', address: null, postalnumber: '00100', city: 'Helsinki', tel: '+358 40 123 4567',
      email: 'info@testi.fi', website: 'https://www.uusi.fi', description: null, color_primary: '#1f4e8c', color_secondary: '#AA3300',
    });
    await waitFor(() => expect(useSessionStore.getState().organisation?.name).toBe('Uusi Nimi Oy'));
    expect(calls.some((call) => call.path === 'v2.5/user/organizations/my')).toBe(true);

    // Editing again takes the "saved" away until the next save.
    fireEvent.change(screen.getByLabelText('Postitoimipaikka'), { target: { value: 'Espoo' } });
    await waitFor(() => expect(screen.queryByText('Tallennettu')).toBeNull());
  });

  it('refuses what the service would refuse, in the user’s language, and sends nothing', async () => {
    const calls = serveOrganisation(organisation());
    renderSection(OrganisationSection);
    const name = await screen.findByLabelText(/^Nimi/);
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Pääväri'), { target: { value: 'sininen' } });
    fireEvent.change(screen.getByLabelText('Sähköposti'), { target: { value: 'ei-osoite' } });
    fireEvent.change(screen.getByLabelText('Verkkosivu'), { target: { value: 'www.testi.fi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Pakollinen tieto.')).toBeTruthy();
    expect(screen.getByText('Anna väri muodossa #rrggbb, esimerkiksi #1f4e8c.')).toBeTruthy();
    expect(screen.getByText('Tarkista sähköpostiosoite.')).toBeTruthy();
    expect(screen.getByText('Anna osoite, joka alkaa http:// tai https://.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(screen.queryByText('Tallennettu')).toBeNull();
  });

  it('shows the service’s refusal of a field on that field, and any other refusal in the error dialog', async () => {
    let refusal: { status: number; code: string; field?: string } = { status: 400, code: 'INVALID_COLOR', field: '/color_primary' };
    const calls = serveOrganisation(organisation(), () => refusal);
    renderSection(OrganisationSection);
    await screen.findByLabelText(/^Nimi/);
    fireEvent.change(screen.getByLabelText('Pääväri'), { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Virheellinen värikoodi.')).toBeTruthy();
    expect(screen.queryByText('Tallennettu')).toBeNull();

    refusal = { status: 403, code: 'FORBIDDEN' };
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(dialog).getByText('Sinulla ei ole oikeuksia tähän toimintoon.')).toBeTruthy();
    expect(writes(calls)).toHaveLength(2);
    expect(useSessionStore.getState().organisation?.color_primary).toBeNull();
  });

  it('speaks English when the user does', async () => {
    await i18n.changeLanguage('en');
    serveOrganisation(organisation());
    renderSection(OrganisationSection);
    expect(await screen.findByRole('heading', { name: 'Organisation' })).toBeTruthy();
    expect(screen.getByLabelText('Primary colour')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
