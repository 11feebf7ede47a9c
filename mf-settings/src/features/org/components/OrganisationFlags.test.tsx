import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { documentFlags, featureFlags, type Organisation, type OrganisationSettings, type RetentionSettings } from '@tunne/contracts';
import { organisation, renderSection, stubApi, writes, type Call } from '../test-support.tsx';
import { ArchivingSection } from './ArchivingSection.tsx';
import { DataproductsSection } from './DataproductsSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { KycclockSection } from './KycclockSection.tsx';
import { PrivacySection } from './PrivacySection.tsx';

const retention: RetentionSettings = { retention_years: 7, reason: 'Sopimusten vanhentumisaika', updated_at: '2026-02-03T10:00:00.000Z' };

const serve = (start: OrganisationSettings, extra: (call: Call) => { status?: number; data?: unknown; code?: string } | undefined = () => undefined) => {
  let stored = start;
  return stubApi((call) => {
    if (call.path === 'v2.5/user/organizations/my' || (call.path === 'v2.5/admin/organizations/my' && call.method === 'GET')) return { data: stored };
    if (call.path === 'v2.5/admin/organizations/my' && call.method === 'PUT') {
      stored = { ...stored, ...(call.body as Partial<OrganisationSettings>) };
      return { data: stored };
    }
    return extra(call);
  });
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({ organisation: { id: 'o1', name: 'Testi Oy', use_alerts: true } as Organisation });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ organisation: null });
});

describe('settings › used features', () => {
  it('switches modules, approvals, documents and named features, and the shell’s organisation follows at once', async () => {
    const calls = serve(organisation({ feature_flags: [{ name: 'monitoring', type: 'INTEGRATION' }] }));
    renderSection(FeaturesSection);
    const alerts = (await screen.findByLabelText('Hälytykset')) as HTMLInputElement;
    expect(alerts.checked).toBe(true);
    expect(screen.getByText('Pakote- ja PEP-listojen hälytykset sekä hälytysasetukset.')).toBeTruthy();
    expect((screen.getByLabelText('Seuranta') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Asiakkaiden rekisterimuutosten jatkuva seuranta \(liitäntä\)/)).toBeTruthy();

    fireEvent.click(alerts);
    fireEvent.click(screen.getByLabelText('Tunnistautumisten hyväksyntä'));
    fireEvent.click(screen.getByLabelText('Tilinpäätökset'));
    fireEvent.click(screen.getByLabelText('PEP-seulonta'));
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();

    const body = writes(calls)[0]!.body as Record<string, unknown>;
    for (const flag of [...featureFlags, ...documentFlags]) expect(typeof body[flag], flag).toBe('boolean');
    expect(body).toMatchObject({ use_alerts: false, use_identifications_accept: true, use_requests_accept: false, use_documents_financialstatements: true, use_documents_rating: false });
    expect(body.feature_flags).toEqual([
      { name: 'monitoring', type: 'INTEGRATION' },
      { name: 'pepscreening', type: 'MODULE' },
    ]);
    await waitFor(() => expect(useSessionStore.getState().organisation?.use_alerts).toBe(false));
  });
});

describe('settings › privacy notice', () => {
  it('saves the text and the link', async () => {
    const calls = serve(organisation());
    renderSection(PrivacySection);
    fireEvent.change(await screen.findByLabelText('Tietosuojaselosteen teksti'), { target: { value: 'Käsittelemme tietoja…' } });
    fireEvent.change(screen.getByLabelText('Linkki tietosuojaselosteeseen'), { target: { value: 'https://testi.fi/tietosuoja' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({ privacy_text: 'Käsittelemme tietoja…', privacy_link: 'https://testi.fi/tietosuoja' });
  });
});

describe('settings › archiving', () => {
  it('saves the archive time and shows the law’s retention beside it, read only', async () => {
    const calls = serve(organisation({ remove_archive_days: 30 }), (call) => (call.path === 'v2.5/admin/customers/retention' ? { data: retention } : undefined));
    renderSection(ArchivingSection);
    const days = (await screen.findByLabelText('Arkistointiaika (päivää)')) as HTMLInputElement;
    expect(days.value).toBe('30');
    expect(screen.getByText('7 vuotta')).toBeTruthy();
    expect(screen.getByText('Sopimusten vanhentumisaika')).toBeTruthy();
    expect(screen.getByText('03.02.2026')).toBeTruthy();
    expect(screen.getByText(/Lain säilytysaika menee arkistointiajan edelle/)).toBeTruthy();

    fireEvent.change(days, { target: { value: '-1' } });
    save();
    expect(await screen.findByText('Anna kokonaisluku väliltä 0–3650.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(days, { target: { value: '60' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({ remove_archive_days: 60 });
  });

  it('still edits the archive time when the retention cannot be read', async () => {
    serve(organisation(), (call) => (call.path === 'v2.5/admin/customers/retention' ? { status: 500, code: 'INTERNAL_ERROR' } : undefined));
    renderSection(ArchivingSection);
    expect(await screen.findByLabelText('Arkistointiaika (päivää)')).toBeTruthy();
    expect(screen.getByText('Säilytysaikaa ei voitu juuri nyt lukea.')).toBeTruthy();
  });
});

describe('settings › KYC clock and data products', () => {
  it('saves the KYC clock default months', async () => {
    const calls = serve(organisation());
    renderSection(KycclockSection);
    fireEvent.change(await screen.findByLabelText('KYC-kellon oletusaika (kuukautta)'), { target: { value: '24' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({ kycclock_default_months: 24 });
  });

  it('saves the validity of bought data and lists the documents in use', async () => {
    const calls = serve(organisation({ use_documents_traderegister: true, use_documents_beneficialowners: true }));
    renderSection(DataproductsSection);
    const days = await screen.findByLabelText('Ostettujen tietojen voimassaolo (päivää)');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kaupparekisteriote', 'Tosiasialliset edunsaajat']);
    fireEvent.change(days, { target: { value: '4000' } });
    save();
    expect(await screen.findByText('Anna kokonaisluku väliltä 1–3650.')).toBeTruthy();
    fireEvent.change(days, { target: { value: '180' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls).map((call) => call.body)).toEqual([{ data_validity_days: 180 }]);
  });

  it('offers a retry when the organisation cannot be loaded', async () => {
    let fail = true;
    stubApi((call) => (call.path === 'v2.5/admin/organizations/my' ? (fail ? { status: 500, code: 'INTERNAL_ERROR' } : { data: organisation() }) : undefined));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSection(KycclockSection);
    expect(await screen.findByText('Asetusten lataaminen epäonnistui.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByLabelText('KYC-kellon oletusaika (kuukautta)')).toBeTruthy();
  });
});
