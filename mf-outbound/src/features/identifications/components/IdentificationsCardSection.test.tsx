import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Identification } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { customer, identification, stubApi, useOrganisation, type Call } from '../../../test-support.ts';
import { identificationRowOf } from '../../../kinds/identifications.tsx';

const eids = [
  { method: 'NETSEIDENT_BANKID_FI', available: true },
  { method: 'MITID_DK', available: false },
];

const identified = identification({
  id: 'i2', state: 'wait', light: 'yellow', sent_at: '2026-11-21T08:00:00.000Z', identified_at: '2026-11-22T10:30:00.000Z', is_identified: true,
  eidmethod: 'NETSEIDENT_BANKID_FI', eid_issuer: 'https://eid.example.fi', identified_name: 'Anna Maria Asiakas', ssn: '010190-123A', birthdate: '1990-01-01',
  ipaddress: '192.0.2.1', ask_pep: true, is_pep_self: false, is_pep_family: true, is_pep_partner: false, ssn_conflict: 'pending', stored_ssn: '010190-999X',
});
const passport = identification({
  id: 'i3', state: 'done', light: 'green', is_identified: true, identified_at: '2026-11-22T10:30:00.000Z', eidmethod: 'PASSPORTFILE',
  files: [{ id: 'f1', name: 'passi.jpg', mime: 'image/jpeg', size: 20480, sha256: 'b'.repeat(64), role: 'passport', created_at: '2026-11-22T10:29:00.000Z' }],
  is_copy: true, is_manual: true,
});
const items = [identification(), identified, passport];

type Answer = { data?: unknown; code?: string; status?: number } | undefined;

const mount = (more: (call: Call) => Answer = () => undefined, highlightId?: string) => {
  const calls = stubApi((call) => {
    const answer = more(call);
    if (answer) return answer;
    const key = `${call.method} ${call.path}`;
    if (key === 'GET v2.5/user/customers/c1/identifications') return { data: items.map(identificationRowOf) };
    if (key === 'GET v2.5/user/customers/c1') return { data: customer };
    if (key === 'GET v2.5/user/eids') return { data: eids };
    if (key === 'GET v2.5/user/identifications/defaults') return { data: null };
    if (key === 'PUT v2.5/user/auth') return { data: { jwt: 'temp' } };
    const match = /^GET v2\.5\/user\/identifications\/(i\d)$/.exec(key);
    if (match) return { data: items.find((item) => item.id === match[1]) };
    return undefined;
  });
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mountCardSection('identifications', element, { customerId: 'c1', ...(highlightId ? { highlightId } : {}) });
  return { calls, element, unmount };
};

const openRow = async (element: HTMLElement, id: string) => {
  await waitFor(() => expect(element.querySelector(`[data-identification="${id}"]`)).toBeTruthy());
  fireEvent.click(element.querySelector(`[data-identification="${id}"] td`)!);
  return screen.findByRole('dialog', { name: /^Tunnistautuminen: / });
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null });
  document.body.innerHTML = '';
});

describe('the customer card\'s identifications', () => {
  it('lists them with lights, methods and the copy badges', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const { element, unmount } = mount();
    await waitFor(() => expect(element.textContent).toContain('3 tunnistautumista, avoinna 1'));
    expect([...element.querySelectorAll('[data-status]')].map((node) => node.getAttribute('data-status'))).toEqual(['grey', 'yellow', 'green']);
    expect(element.textContent).toContain('Suomalaiset pankkitunnukset');
    expect(element.textContent).toContain('kopio');
    expect(element.textContent).toContain('manuaalinen');
    expect(element.textContent).toContain('22.11.2026');
    unmount();
  });

  it('refuses a form with no method chosen, then creates and sends it', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const created = identification({ id: 'i9', available_eidmethods: ['NETSEIDENT_BANKID_FI', 'MITID_DK'] });
    const { calls, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/identifications') return { status: 201, data: { ...created, ...(call.body as object) } };
      if (call.method === 'POST' && call.path === 'v2.5/user/identifications/i9/send') return { data: { ...created, state: 'error', light: 'red', sent_at: '2026-11-26T10:00:00.000Z' } };
      return undefined;
    }, 'new');
    await screen.findByRole('checkbox', { name: 'Suomalaiset pankkitunnukset' });
    const dialog = screen.getByRole('dialog', { name: 'Uusi tunnistuspyyntö' });
    expect((within(dialog).getByRole('textbox', { name: /^Nimi/ }) as HTMLInputElement).value).toBe('Testi Oy');
    expect((within(dialog).getByRole('textbox', { name: /Vastaanottajan sähköposti/ }) as HTMLInputElement).value).toBe('anna@testi.fi');
    // Every method is offered; the one without a provider says so and stays selectable.
    await within(dialog).findByRole('checkbox', { name: 'Tanskalainen MitID (ei käytössä)' });
    expect(dialog.querySelectorAll('[data-method]').length).toBe(11);
    // Without saved defaults the first strong method with a provider is chosen (issue 26); cleared, none is.
    const finnish = within(dialog).getByRole('checkbox', { name: 'Suomalaiset pankkitunnukset' }) as HTMLInputElement;
    expect(finnish.checked).toBe(true);
    expect(dialog.querySelectorAll('[data-method] input:checked, input[data-method]:checked').length).toBe(1);
    fireEvent.click(finnish);
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Tunnistustapaa ei ole valittu. Valitse vähintään yksi.'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nimi/ }), { target: { value: 'Anna Asiakas' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Suomalaiset pankkitunnukset' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Tanskalainen MitID (ei käytössä)' }));
    await waitFor(() => expect(within(dialog).queryByText('Tunnistustapaa ei ole valittu. Valitse vähintään yksi.')).toBeNull());
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Kysy, onko henkilö/ }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Tallenna PEP-vastaus asiakkaalle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä nyt' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'v2.5/user/identifications/i9/send')).toBe(true));
    expect(calls.find((call) => call.method === 'POST' && call.path === 'v2.5/user/customers/c1/identifications')!.body).toEqual({
      name: 'Anna Asiakas', email: 'anna@testi.fi', note: null, description: null, instructions: null, language: 'fi',
      available_eidmethods: ['NETSEIDENT_BANKID_FI', 'MITID_DK'], ask_pep: true, autofill_pep: true,
    });
    expect(calls.find((call) => call.path === 'v2.5/user/identifications/i9/send')!.body).toEqual({ mode: 'NOW' });
    await screen.findByText('Tunnistuspyyntö lähetettiin osoitteeseen anna@testi.fi.');
    unmount();
  });

  it('leaves the person to identify empty for a business customer and offers its persons by name (issue 26)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    mount((call) => {
      if (call.method !== 'GET') return undefined;
      if (call.path === 'v2.5/user/customers/c1') return { data: { ...customer, type: 'business' } };
      if (call.path === 'v2.5/user/customers/c1/responsiblepersons') return { data: [{ name: 'Ville Vastuullinen' }] };
      if (call.path === 'v2.5/user/customers/c1/actualbeneficiaries') return { data: [{ name: 'Eeva Edunsaaja' }, { name: 'Ville Vastuullinen' }] };
      return undefined;
    }, 'new');
    await screen.findByRole('checkbox', { name: 'Suomalaiset pankkitunnukset' });
    const dialog = screen.getByRole('dialog', { name: 'Uusi tunnistuspyyntö' });
    const name = within(dialog).getByRole('textbox', { name: /^Nimi/ }) as HTMLInputElement;
    expect(name.value).toBe('');
    const persons = await within(dialog).findByRole('group', { name: 'Yrityksen henkilöt:' });
    expect(within(persons).getAllByRole('button').map((button) => button.textContent)).toEqual(['Eeva Edunsaaja', 'Ville Vastuullinen']);
    fireEvent.click(within(persons).getByRole('button', { name: 'Ville Vastuullinen' }));
    await waitFor(() => expect(name.value).toBe('Ville Vastuullinen'));
  });

  it('shows the result, and accepts or denies a waiting identification when approval is on', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true, use_identifications_accept: true });
    const { calls, element, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/accept') return { data: { ...identified, state: 'accepted', light: 'green', is_accepted: true } };
      if (call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/deny') return { data: { ...identified, state: 'error', light: 'red' } };
      return undefined;
    });
    const dialog = await openRow(element, 'i2');
    const result = dialog.querySelector('[data-result]')!;
    for (const text of ['Anna Maria Asiakas', '010190-****', '192.0.2.1', 'https://eid.example.fi', '01.01.1990', '22.11.2026 ']) expect(result.textContent).toContain(text.trim());
    expect(result.textContent).not.toContain('010190-123A');
    expect(result.textContent).toContain('PEP:n perheenjäsenKyllä');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    const deny = await screen.findByRole('dialog', { name: 'Hylkää vastaus' });
    fireEvent.change(within(deny).getByRole('textbox', { name: /Syy/ }), { target: { value: 'Väärä henkilö' } });
    fireEvent.click(within(deny).getByRole('button', { name: 'Hylkää' }));
    await waitFor(() => expect(calls.find((call) => call.path === 'v2.5/user/identifications/i2/deny')?.body).toEqual({ reason: 'Väärä henkilö' }));
    unmount();

    const again = mount((call) =>
      call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/accept' ? { data: { ...identified, state: 'accepted', light: 'green', is_accepted: true } } : undefined,
    );
    const second = await openRow(again.element, 'i2');
    fireEvent.click(within(second).getByRole('button', { name: 'Hyväksy' }));
    // Accepting asks first (issue 26), then focus stays in the detail.
    const confirm = await screen.findByRole('dialog', { name: 'Hyväksytäänkö vastaus?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hyväksy' }));
    await waitFor(() => expect(again.element.querySelector('[data-identification="i2"] [data-status]')?.getAttribute('data-status')).toBe('green'));
    await waitFor(() => expect(second.contains(document.activeElement)).toBe(true));
    again.unmount();
  });

  it('shows the item\'s history with an amendment\'s old and new value, and sends the amendment\'s reason (issue 25)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const withMetadata = { ...passport, metadata: { ...passport.metadata, document_number: 'XP1234567' } };
    const { calls, element, unmount } = mount((call) => {
      if (call.method === 'GET' && call.path === 'v2.5/user/identifications/i3') return { data: withMetadata };
      if (call.method === 'GET' && call.path === 'v2.5/user/identifications/i3/events') {
        return { data: [
          { id: '1', item_kind: 'identification', item_id: 'i3', type: 'identified', users_id: null, data: {}, created_at: '2026-11-22T10:30:00.000Z' },
          {
            id: '2', item_kind: 'identification', item_id: 'i3', type: 'metadata_amended', users_id: 'u1', created_at: '2026-11-23T09:00:00.000Z',
            data: { reason: 'Luettu väärin', old: { document_number: 'XP1234567' }, new: { document_number: 'XP7654321' } },
          },
        ] };
      }
      if (call.method === 'PUT' && call.path === 'v2.5/user/identifications/i3/metadata') return { data: withMetadata };
      return undefined;
    });
    const dialog = await openRow(element, 'i3');
    const history = await waitFor(() => {
      const found = dialog.querySelector('[data-history] ol');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(history.textContent).toContain('Tunnistautunut');
    expect(history.textContent).toContain('vastaanottaja tai järjestelmä');
    expect(history.textContent).toContain('Asiakirjan tietoja korjattu');
    expect(history.textContent).toContain('Asiakirjan numero: XP1234567 → XP7654321');
    expect(history.textContent).toContain('Syy: Luettu väärin');
    // A complete identification with filled details asks for the amendment's reason and sends it.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Asiakirjan numero' }), { target: { value: 'XP7654321' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Korjauksen syy/ }), { target: { value: 'Luettu väärin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna tiedot' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT' && call.path === 'v2.5/user/identifications/i3/metadata')?.body)
      .toMatchObject({ document_number: 'XP7654321', amendment_reason: 'Luettu väärin' }));
    unmount();
  });

  it('hides accept and deny without use_identifications_accept', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true, use_identifications_accept: false });
    const { element, unmount } = mount();
    const dialog = await openRow(element, 'i2');
    await within(dialog).findByText('Anna Maria Asiakas');
    expect(within(dialog).queryByRole('button', { name: 'Hyväksy' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Hylkää' })).toBeNull();
    unmount();
  });

  it('resolves an identity-code conflict only after confirming the overwrite, or keeps the stored one', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const resolved = (resolution: string): Identification => ({ ...identified, ssn_conflict: resolution as Identification['ssn_conflict'] });
    const { calls, element, unmount } = mount((call) =>
      call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/ssn-conflict' ? { data: resolved((call.body as { resolution: string }).resolution) } : undefined,
    );
    const dialog = await openRow(element, 'i2');
    const warning = dialog.querySelector('[data-ssn-conflict]') as HTMLElement;
    // Identity codes are masked here as everywhere on the card (issue 26): the full code is the audit trail's logged "show".
    expect(warning.textContent).toContain('010190-****');
    expect(warning.textContent).not.toContain('999X');
    expect(warning.textContent).not.toContain('123A');
    expect(dialog.textContent).not.toContain('010190-123A');
    fireEvent.click(within(warning).getByRole('button', { name: 'Käytä tunnistuksen tunnusta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Korvataanko tallennettu henkilötunnus?' });
    expect(confirm.textContent).toContain('010190-****');
    expect(confirm.textContent).not.toContain('999X');
    expect(calls.some((call) => call.path.endsWith('/ssn-conflict'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Käytä tunnistuksen tunnusta' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/ssn-conflict'))?.body).toEqual({ resolution: 'USE_EID' }));
    await waitFor(() => expect(dialog.querySelector('[data-ssn-conflict]')).toBeNull());
    unmount();

    const again = mount((call) =>
      call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/ssn-conflict' ? { data: resolved('KEEP_STORED') } : undefined,
    );
    const second = await openRow(again.element, 'i2');
    fireEvent.click(within(second).getByRole('button', { name: 'Pidä tallennettu' }));
    await waitFor(() => expect(again.calls.find((call) => call.path.endsWith('/ssn-conflict'))?.body).toEqual({ resolution: 'KEEP_STORED' }));
    again.unmount();
  });

  it('saves the identity document\'s metadata of a document identification', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const { calls, element, unmount } = mount((call) =>
      call.method === 'PUT' && call.path === 'v2.5/user/identifications/i3/metadata' ? { data: { ...passport, metadata: { ...passport.metadata, ...(call.body as object) } } } : undefined,
    );
    const dialog = await openRow(element, 'i3');
    const form = dialog.querySelector('[data-metadata-form]') as HTMLElement;
    expect(within(dialog).getByText(/SHA-256 b{64}/)).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Asiakirjan numero' }), { target: { value: 'XP1234567' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Asiakirjan tyyppi' }), { target: { value: 'PASSPORT' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Kansalaisuus/ }), { target: { value: 'fi' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kasvojen vastaavuus' }), { target: { value: '6' } });
    fireEvent.change(within(form).getByLabelText('Voimassa asti'), { target: { value: '2030-05-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna tiedot' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      document_number: 'XP1234567', document_type: 'PASSPORT', nationality: 'FI', facematch_level: 6, gender: null, birthdate: null, date_of_expiry: '2030-05-31', issuing_country: null,
    });
    await within(dialog).findByText('Henkilöllisyystodistuksen tiedot tallennettiin.');
    unmount();
  });

  it('copies an identification to another customer found by name', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_identifications: true });
    const { calls, element, unmount } = mount((call) => {
      if (call.method === 'GET' && call.path === 'v2.5/user/customers') {
        return { data: { items: [{ id: 'c1', name: 'Testi Oy', businessid: '1234567-8', city: 'Helsinki' }, { id: 'c7', name: 'Toinen Oy', businessid: '7654321-0', city: 'Turku' }], total: 2, page: 1, size: 20 } };
      }
      if (call.method === 'POST' && call.path === 'v2.5/user/identifications/i2/copy') return { status: 201, data: identification({ id: 'i77', customers_id: 'c7', is_copy: true, is_manual: true }) };
      return undefined;
    });
    const dialog = await openRow(element, 'i2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopioi toiselle asiakkaalle…' }));
    const copy = await screen.findByRole('dialog', { name: 'Kopioi toiselle asiakkaalle' });
    fireEvent.change(within(copy).getByRole('searchbox', { name: /Hae asiakasta nimellä/ }), { target: { value: 'Toi' } });
    const found = await within(copy).findByRole('button', { name: /Toinen Oy/ });
    expect(calls.find((call) => call.path === 'v2.5/user/customers')!.search.get('name')).toBe('Toi');
    // The customer it is copied from is not offered.
    expect(within(copy).queryByRole('button', { name: /Testi Oy/ })).toBeNull();
    fireEvent.click(found);
    fireEvent.click(within(copy).getByRole('button', { name: 'Kopioi' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/copy'))?.body).toEqual({ customers_id: 'c7' }));
    await within(dialog).findByText(/Tunnistautuminen kopioitiin asiakkaalle Toinen Oy/);
    expect(within(dialog).getByRole('link', { name: 'Avaa kopio' }).getAttribute('href')).toBe('/app/customers/c7/identifications/i77');
    unmount();
  });
});
