import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { EidLevelChange, EidLevelChanges, EidMethodAvailability, Organisation, OutboundSettings, User } from '@tunne/contracts';
import { outbound, renderSection, stubApi, writes, type Call } from '../test-support.tsx';
import { EmailSection } from './EmailSection.tsx';
import { HostSection } from './HostSection.tsx';
import { MethodsSection } from './MethodsSection.tsx';
import { PublicSection } from './PublicSection.tsx';
import { RemindersSection } from './RemindersSection.tsx';

const eids: EidMethodAvailability[] = [
  { method: 'NETSEIDENT_BANKID_FI', available: true },
  { method: 'MOBIILIVARMENNE_FI', available: true },
  { method: 'BANKID_SE', available: false },
  { method: 'SCREENSIGNATURE', available: true },
];

/** The outbound settings calls (and the eID list), storing what a PUT sends; `refuse` answers a PUT instead. */
const serveOutbound = (
  start: OutboundSettings,
  refuse?: (call: Call) => { status: number; code: string; field?: string } | null,
  levelChanges?: { pending: EidLevelChange | null },
) => {
  let stored = start;
  return stubApi((call) => {
    if (call.path === 'v2.5/user/eids') return { data: eids };
    if (call.path.startsWith('v2.5/admin/organizations/outbound/eidlevel') && levelChanges) {
      if (call.method === 'GET') return { data: { current: stored.eid_min_level, pending: levelChanges.pending, history: [] } satisfies EidLevelChanges };
      const body = call.body as { eid_min_level?: 'substantial'; reason: string; request_id?: string };
      if (call.path.endsWith('/approve')) {
        stored = { ...stored, eid_min_level: levelChanges.pending!.eid_min_level };
        levelChanges.pending = null;
        return { data: null };
      }
      levelChanges.pending = { ...pendingChange, eid_min_level: body.eid_min_level!, reason: body.reason, requested_by: 'u1' };
      return { data: levelChanges.pending };
    }
    if (call.path === 'v2.5/admin/organizations/outbound/testmail') return { data: null };
    if (call.path !== 'v2.5/admin/organizations/outbound') return undefined;
    if (call.method === 'GET') return { data: stored };
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    stored = { ...stored, ...(call.body as Partial<OutboundSettings>) };
    return { data: stored };
  });
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));

const pendingChange: EidLevelChange = {
  id: '00000000-0000-4000-8000-00000000e1d1', eid_min_level: 'substantial', previous_level: 'high', reason: 'Pankit antavat vain loa2',
  requested_by: 'u2', requested_at: '2026-11-28T10:00:00.000Z', state: 'PENDING', decided_by: null, decided_at: null, decision_reason: null,
};

beforeEach(async () => {
  await i18n.changeLanguage('fi');
  useSessionStore.setState({
    user: { id: 'u1', name: 'Aino Admin', email: 'aino@testi.fi', is_admin: true } as User,
    organisation: { id: 'o1', name: 'Testi Oy' } as Organisation,
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, organisation: null });
});

describe('settings › e-mail', () => {
  it('saves the sender name, reply-to and signature, and sends a test mail to the admin’s own address', async () => {
    const calls = serveOutbound(outbound({ outbound_email_name: 'Testi KYC' }));
    renderSection(EmailSection);
    const name = (await screen.findByLabelText('Lähettäjän nimi')) as HTMLInputElement;
    expect(name.value).toBe('Testi KYC');
    expect(screen.getByText('Tyhjänä käytetään organisaation nimeä (Testi Oy).')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Vastausosoite'), { target: { value: 'ei osoite' } });
    save();
    expect(await screen.findByText('Tarkista sähköpostiosoite.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Vastausosoite'), { target: { value: 'kyc@testi.fi' } });
    fireEvent.change(screen.getByLabelText('Allekirjoitus'), { target: { value: 'Ystävällisin terveisin\nTesti Oy' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: 'v2.5/admin/organizations/outbound',
      body: { outbound_email_name: null, outbound_email_replyto: 'kyc@testi.fi', outbound_email_signature: 'Ystävällisin terveisin\nTesti Oy' },
    });
    expect(Object.keys(writes(calls)[0]!.body as object).sort()).toEqual(['outbound_email_name', 'outbound_email_replyto', 'outbound_email_signature']);

    fireEvent.click(screen.getByRole('button', { name: 'Lähetä testiviesti' }));
    expect(await screen.findByText('Testiviesti on lähetetty omaan osoitteeseesi aino@testi.fi.')).toBeTruthy();
    expect(writes(calls).at(-1)).toMatchObject({ method: 'POST', path: 'v2.5/admin/organizations/outbound/testmail' });
  });

  it('shows a failed test mail in the error dialog', async () => {
    stubApi((call) =>
      call.path.endsWith('/testmail') ? { status: 502, code: 'EMAIL_SEND_FAILED' } : call.path === 'v2.5/admin/organizations/outbound' ? { data: outbound() } : undefined,
    );
    renderSection(EmailSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä testiviesti' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(dialog).getByText('Sähköpostin lähettäminen epäonnistui.')).toBeTruthy();
  });
});

describe('settings › public visibility', () => {
  it('saves the colour and the link validity days; the countdown the public pages no longer use is not offered', async () => {
    const calls = serveOutbound(outbound());
    renderSection(PublicSection);
    const validity = (await screen.findByLabelText('Tunnistautuminen (päivää)')) as HTMLInputElement;
    expect(screen.queryByLabelText('Siirtymisen viive (sekuntia)')).toBeNull();
    expect(screen.queryByText(/sekuntia/)).toBeNull();
    fireEvent.change(validity, { target: { value: '700' } });
    fireEvent.blur(validity);
    expect(await screen.findByText('Anna kokonaisluku väliltä 1–365.')).toBeTruthy();
    save();
    await waitFor(() => expect(screen.getAllByText(/Anna kokonaisluku/).length).toBe(1));
    expect(writes(calls)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Korostusväri'), { target: { value: '#0A7D4F' } });
    fireEvent.change(validity, { target: { value: '14' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({
      public_color: '#0A7D4F', validtime_after_request: 30, validtime_after_letter: 30,
      validtime_after_identification: 14, validtime_after_esignature: 30,
    });
  });
});

describe('settings › reminders', () => {
  it('explains each strategy, saves strategy, count and weekdays, and refuses no weekday at all', async () => {
    const calls = serveOutbound(outbound({ resend_strategy: 'NONE', resend_maxcnt: 3, resend_weekdays: [1, 2, 3, 4, 5] }));
    renderSection(RemindersSection);
    const strategy = (await screen.findByRole('combobox', { name: 'Muistutustapa' })) as HTMLSelectElement;
    // The gaps the reminder job waits (contracts' fibonacciDays: 1, 1, 2, 3, 5, 8), not "1, 2, 3, 5, 8" (issue 26).
    expect(screen.getByText('Muistutusten väli kasvaa: 1, 1, 2, 3, 5, 8… päivää.')).toBeTruthy();
    expect(screen.getByText('Muistutus joka toisena lähetyspäivänä.')).toBeTruthy();

    for (const day of ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai']) fireEvent.click(screen.getByLabelText(day));
    save();
    expect(await screen.findByText('Valitse vähintään yksi viikonpäivä.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByLabelText('tiistai'));
    fireEvent.click(screen.getByLabelText('torstai'));
    fireEvent.change(strategy, { target: { value: 'FIBONACCI' } });
    fireEvent.change(screen.getByLabelText('Muistutuksia enintään (kpl)'), { target: { value: '5' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(screen.queryByText('Valitse vähintään yksi viikonpäivä.')).toBeNull();
    expect(writes(calls)[0]!.body).toEqual({ resend_strategy: 'FIBONACCI', resend_maxcnt: 5, resend_weekdays: [2, 4] });
  });
});

describe('settings › custom host', () => {
  it('saves host and login address, refusing a host with a path', async () => {
    const calls = serveOutbound(outbound());
    renderSection(HostSection);
    const host = await screen.findByLabelText('Julkisten linkkien osoite');
    expect(screen.getByText(/Uudet julkiset linkit käyttävät tätä osoitetta/)).toBeTruthy();
    fireEvent.change(host, { target: { value: 'https://kyc.testi.fi/polku' } });
    save();
    expect(await screen.findByText('Anna osoite, joka alkaa http:// tai https://.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(host, { target: { value: 'https://kyc.testi.fi' } });
    fireEvent.change(screen.getByLabelText('Kirjautumisosoite'), { target: { value: 'https://kirjaudu.testi.fi/app' } });
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({ host: 'https://kyc.testi.fi', login_url: 'https://kirjaudu.testi.fi/app' });
  });
});

describe('settings › identification and signing methods', () => {
  it('offers every method or only the chosen ones, at least one', async () => {
    const calls = serveOutbound(outbound({ eid_methods: null }));
    renderSection(MethodsSection);
    const all = (await screen.findByLabelText('Kaikki käytettävissä olevat tavat')) as HTMLInputElement;
    expect(all.checked).toBe(true);
    const bank = screen.getByLabelText('Suomalaiset pankkitunnukset') as HTMLInputElement;
    expect(bank.disabled).toBe(true);
    expect(screen.getByText('Ei käytettävissä tässä ympäristössä.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Vain valitut tavat'));
    save();
    expect(await screen.findByText('Valitse vähintään yksi tunnistustapa.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByLabelText('Suomalaiset pankkitunnukset'));
    fireEvent.click(screen.getByLabelText('Näytöllä piirretty allekirjoitus'));
    save();
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect(writes(calls)[0]!.body).toEqual({ eid_methods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE'], eid_min_level: 'substantial' });

    // The minimum level of assurance for strong identification (issue 25 §5).
    fireEvent.click(screen.getByLabelText('Kaikki käytettävissä olevat tavat'));
    fireEvent.click(screen.getByLabelText('Korkea (FTN loa3)'));
    save();
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]!.body).toEqual({ eid_methods: null, eid_min_level: 'high' });
  });

  it('lowering the level is not saved by one admin: it is asked with a reason from another admin (issue 25 §3)', async () => {
    const levelChanges = { pending: null as EidLevelChange | null };
    const calls = serveOutbound(outbound({ eid_min_level: 'high' }), undefined, levelChanges);
    renderSection(MethodsSection);
    const substantial = (await screen.findByLabelText('Korotettu (FTN loa2)')) as HTMLInputElement;
    expect(substantial.disabled).toBe(true);
    expect(screen.getByText('Tason laskeminen vaatii toisen ylläpitäjän hyväksynnän: pyydä sitä alla.')).toBeTruthy();
    const ask = await screen.findByRole('button', { name: 'Pyydä hyväksyntää' });
    expect((ask as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Uusi taso'), { target: { value: 'substantial' } });
    fireEvent.change(screen.getByLabelText('Perustelu laskemiselle'), { target: { value: 'Pankit antavat vain loa2' } });
    fireEvent.click(ask);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: 'v2.5/admin/organizations/outbound/eidlevel', body: { eid_min_level: 'substantial', reason: 'Pankit antavat vain loa2' } });
    // Asked by the admin themself: another admin decides.
    expect(await screen.findByText('Pyysit tätä itse: toinen ylläpitäjä hyväksyy tai hylkää sen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hyväksy laskeminen' })).toBeNull();
  });

  it('another admin sees the waiting request and approves it with a reason', async () => {
    const levelChanges = { pending: pendingChange as EidLevelChange | null };
    const calls = serveOutbound(outbound({ eid_min_level: 'high' }), undefined, levelChanges);
    renderSection(MethodsSection);
    expect(await screen.findByText(/^Pyyntö laskea taso tasolta Korkea \(FTN loa3\) tasolle Korotettu \(FTN loa2\) odottaa hyväksyntää/)).toBeTruthy();
    expect(screen.getByText('Perustelu: Pankit antavat vain loa2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Päätöksen perustelu'), { target: { value: 'Riskiarvio tehty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hyväksy laskeminen' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST', path: 'v2.5/admin/organizations/outbound/eidlevel/approve', body: { request_id: pendingChange.id, reason: 'Riskiarvio tehty' },
    });
    // The section reloads with the new level in force.
    await waitFor(() => expect(((screen.getByLabelText('Korotettu (FTN loa2)')) as HTMLInputElement).checked).toBe(true));
  });

  it('shows a refusal of the service localised', async () => {
    serveOutbound(outbound({ eid_methods: ['SCREENSIGNATURE'] }), () => ({ status: 400, code: 'NO_EID_METHODS' }));
    renderSection(MethodsSection);
    expect(((await screen.findByLabelText('Vain valitut tavat')) as HTMLInputElement).checked).toBe(true);
    save();
    const dialog = await screen.findByRole('alertdialog', { name: 'Virhe' });
    expect(within(dialog).getByText('Tunnistustapaa ei ole valittu.')).toBeTruthy();
  });
});
