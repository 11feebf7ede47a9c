import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { User } from '@tunne/contracts';
import { mountCardSection } from '../../../remote.tsx';
import { customer, esignature, signatory, stubApi, useOrganisation, type Call } from '../../../test-support.ts';
import { esignatureRowOf } from '../../../kinds/esignatures.tsx';

const pdfFile = { id: 'f1', name: 'sopimus.pdf', mime: 'application/pdf', size: 20480, sha256: 'c'.repeat(64), role: 'document' as const, created_at: '2026-11-20T08:00:00.000Z', pages: 3 };
const sent = esignature({
  id: 'e2', status: 'SEND', light: 'red', sent_at: '2026-11-21T08:00:00.000Z', current_order: 1, files: [pdfFile],
  signatories: [
    signatory({ id: 's1', esignatures_id: 'e2', status: 'done', light: 'green', signed_at: '2026-11-22T09:00:00.000Z', method: 'NETSEIDENT_BANKID_FI', ssn: '010190-123A' }),
    signatory({ id: 's2', esignatures_id: 'e2', name: 'Pekka Piilo', email: 'pekka@testi.fi', hide_ssn: true, status: 'done', light: 'green', signed_at: '2026-11-22T09:30:00.000Z', method: 'NETSEIDENT_BANKID_FI', ssn: null }),
    signatory({ id: 's3', esignatures_id: 'e2', name: 'Ville Vuoro', email: 'ville@testi.fi', status: 'error', light: 'red', sent_at: '2026-11-21T08:00:00.000Z' }),
    signatory({ id: 's4', esignatures_id: 'e2', name: 'Toinen Vuoro', email: 'toinen@testi.fi', signorder: 2, status: 'draft', light: 'grey' }),
  ],
});
const signed = esignature({
  id: 'e3', status: 'SIGNED', light: 'green', sent_at: '2026-11-21T08:00:00.000Z', signed_at: '2026-11-23T08:00:00.000Z', files: [pdfFile], signed_sha256: 'd'.repeat(64),
  signatories: [signatory({ id: 's5', esignatures_id: 'e3', status: 'done', light: 'green', signed_at: '2026-11-23T08:00:00.000Z' })],
});
const items = [esignature(), sent, signed];

type Answer = { data?: unknown; code?: string; status?: number } | undefined;

const mount = (more: (call: Call) => Answer = () => undefined, highlightId?: string) => {
  const calls = stubApi((call) => {
    const answer = more(call);
    if (answer) return answer;
    const key = `${call.method} ${call.path}`;
    if (key === 'GET v2.5/user/customers/c1/esignatures') return { data: items.map(esignatureRowOf) };
    if (key === 'GET v2.5/user/customers/c1') return { data: customer };
    if (key === 'GET v2.5/user/eids') return { data: [{ method: 'NETSEIDENT_BANKID_FI', available: true }] };
    if (key === 'PUT v2.5/user/auth') return { data: { jwt: 'temp' } };
    const match = /^GET v2\.5\/user\/esignatures\/(e\d)$/.exec(key);
    if (match) return { data: items.find((item) => item.id === match[1]) };
    return undefined;
  });
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mountCardSection('signatures', element, { customerId: 'c1', ...(highlightId ? { highlightId } : {}) });
  return { calls, element, unmount };
};

const openRow = async (element: HTMLElement, id: string) => {
  await waitFor(() => expect(element.querySelector(`[data-esignature-row="${id}"]`)).toBeTruthy());
  fireEvent.click(element.querySelector(`[data-esignature-row="${id}"] td`)!);
  return screen.findByRole('dialog', { name: /^Sähköinen allekirjoitus: / });
};

const choose = (dialog: HTMLElement, file: File) => {
  const input = dialog.querySelector('[data-esignature-files] input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

/** Fills and saves the signatory dialog. */
const addSignatory = async (name: string, email: string, order: string) => {
  fireEvent.click(screen.getByRole('button', { name: '+ Lisää allekirjoittaja' }));
  const dialog = await screen.findByRole('dialog', { name: 'Uusi allekirjoittaja' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nimi/ }), { target: { value: name } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /sähköposti/ }), { target: { value: email } });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Allekirjoitusvuoro/ }), { target: { value: order } });
  return dialog;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.setState({ organisation: null, user: null });
  document.body.innerHTML = '';
});

describe('the customer card\'s e-signatures', () => {
  it('lists them with status lights and signed counts', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const { element, unmount } = mount();
    await waitFor(() => expect(element.textContent).toContain('3 sähköistä allekirjoitusta, kesken 1'));
    expect([...element.querySelectorAll('[data-status]')].map((node) => node.getAttribute('data-status'))).toEqual(['grey', 'red', 'green']);
    expect(element.textContent).toContain('Odottaa allekirjoituksia');
    expect(element.textContent).toContain('2/4');
    expect(element.textContent).toContain('23.11.2026');
    unmount();
  });

  it('refuses a file that is not a PDF, shows a chosen PDF\'s SHA-256, and saves the e-signature, its file and signatories by order', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    let saved = esignature({ id: 'e9' });
    const { calls, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/esignatures') return { status: 201, data: (saved = { ...saved, ...(call.body as object) }) };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e9/files') return { status: 201, data: (saved = { ...saved, files: [{ ...pdfFile, id: 'f9' }] }) };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e9/signatories') {
        const body = call.body as { name: string; email: string; signorder: number };
        return { status: 201, data: (saved = { ...saved, signatories: [...saved.signatories, signatory({ ...body, id: `s-${saved.signatories.length}`, esignatures_id: 'e9' })] }) };
      }
      return undefined;
    }, 'new');
    const dialog = await screen.findByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' });

    choose(dialog, new File(['hello'], 'muistio.txt', { type: 'text/plain' }));
    await within(dialog).findByText('Tiedostomuotoa ei tueta. Vain PDF-tiedostot kelpaavat.');
    // Named .pdf but not one by its content: refused too.
    choose(dialog, new File(['<html>'], 'huijaus.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('huijaus.pdf: Tiedostomuotoa ei tueta. Vain PDF-tiedostot kelpaavat.');
    const content = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
    const hash = createHash('sha256').update(content).digest('hex');
    choose(dialog, new File([content], 'sopimus.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(dialog.querySelector(`[data-sha256="${hash}"]`)).toBeTruthy());
    expect(dialog.querySelector(`[data-sha256="${hash}"]`)!.textContent).toContain(hash);
    expect(within(dialog).getByText(`SHA-256 ${hash.slice(0, 12)}…${hash.slice(-6)}`)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Otsikko/ }), { target: { value: 'Toimeksiantosopimus' } });
    let signatoryDialog = await addSignatory('Anna Ensimmäinen', 'anna@testi.fi', '1');
    fireEvent.click(within(signatoryDialog).getByRole('button', { name: 'Tallenna allekirjoittaja' }));
    await waitFor(() => expect(within(signatoryDialog).getByText('Tunnistustapaa ei ole valittu. Valitse vähintään yksi.')).toBeTruthy());
    fireEvent.click(within(signatoryDialog).getByRole('checkbox', { name: 'Suomalaiset pankkitunnukset' }));
    fireEvent.click(within(signatoryDialog).getByRole('button', { name: 'Tallenna allekirjoittaja' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi allekirjoittaja' })).toBeNull());
    signatoryDialog = await addSignatory('Bertta Toinen', 'bertta@testi.fi', '2');
    fireEvent.click(within(signatoryDialog).getByRole('button', { name: 'Tallenna allekirjoittaja' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi allekirjoittaja' })).toBeNull());
    signatoryDialog = await addSignatory('Aarne Rinnakkain', 'aarne@testi.fi', '1');
    fireEvent.click(within(signatoryDialog).getByRole('button', { name: 'Tallenna allekirjoittaja' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi allekirjoittaja' })).toBeNull());

    const orders = [...dialog.querySelectorAll('[data-signatories] [data-order]')];
    expect(orders.map((order) => order.querySelector('h4')!.textContent)).toEqual(['1. vuoro · allekirjoittavat rinnakkain', '2. vuoro']);
    expect(orders[0]!.textContent).toContain('Aarne Rinnakkain');
    expect(orders[1]!.textContent).toContain('Bertta Toinen');

    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' })).toBeNull());
    const posted = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posted).toEqual(['v2.5/user/customers/c1/esignatures', 'v2.5/user/esignatures/e9/files', 'v2.5/user/esignatures/e9/signatories', 'v2.5/user/esignatures/e9/signatories', 'v2.5/user/esignatures/e9/signatories']);
    expect(calls.find((call) => call.path === 'v2.5/user/customers/c1/esignatures' && call.method === 'POST')!.body).toMatchObject({ signature_name: 'Toimeksiantosopimus', language: 'fi' });
    expect(calls.filter((call) => call.path === 'v2.5/user/esignatures/e9/signatories').map((call) => call.body)).toEqual([
      expect.objectContaining({ name: 'Anna Ensimmäinen', signorder: 1, available_eidmethods: ['NETSEIDENT_BANKID_FI'] }),
      expect.objectContaining({ name: 'Bertta Toinen', signorder: 2, available_eidmethods: ['NETSEIDENT_BANKID_FI'] }),
      expect.objectContaining({ name: 'Aarne Rinnakkain', signorder: 1 }),
    ]);
    await screen.findByText('Sähköinen allekirjoitus tallennettiin luonnokseksi.');
    unmount();
  });

  it('keeps what was saved and says what failed when a step fails', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const { calls, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/esignatures') return { status: 201, data: esignature({ id: 'e9', ...(call.body as object) }) };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e9/files') return { status: 415, code: 'UNSUPPORTED_FILE' };
      return undefined;
    }, 'new');
    const dialog = await screen.findByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' });
    choose(dialog, new File(['%PDF-1.7 rikki'], 'rikki.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText(/ladataan tallennettaessa/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Otsikko/ }), { target: { value: 'Sopimus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    const failure = await within(dialog).findByText(/tiedoston rikki\.pdf lataaminen epäonnistui/);
    expect(failure.textContent).toContain('Vain PDF-tiedostot kelpaavat');
    expect(screen.getByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' })).toBeTruthy();
    // The saved draft is in the list already; saving again updates it rather than creating another.
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna luonnos' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === 'v2.5/user/esignatures/e9')).toBe(true));
    expect(calls.filter((call) => call.method === 'POST' && call.path === 'v2.5/user/customers/c1/esignatures').length).toBe(1);
    unmount();
  });

  it('offers an admin the EDD override when the send is refused, and sends again with the reason (issue 25 §3)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    useSessionStore.setState({ user: { id: 'u1', is_admin: true } as User });
    const { calls, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/esignatures') return { status: 201, data: esignature({ id: 'e9', ...(call.body as object) }) };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e9/send') {
        if (!(call.body as { edd_override_reason?: string }).edd_override_reason) return { status: 409, code: 'EDD_NOT_APPROVED' };
        return { data: esignature({ id: 'e9', status: 'SEND', light: 'red', sent_at: '2026-11-23T08:00:00.000Z' }) };
      }
      return undefined;
    }, 'new');
    const dialog = await screen.findByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Otsikko/ }), { target: { value: 'Sopimus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna ja lähetä' }));
    const group = await within(dialog).findByRole('group', { name: 'Ohita tämän kohteen osalta' });
    expect(dialog.querySelector('[data-failure]')!.textContent).toContain(i18n.t('errors:EDD_NOT_APPROVED'));
    fireEvent.click(within(group).getByRole('button', { name: 'Ohita ja lähetä' }));
    await within(group).findByText('Kirjoita ohituksen peruste.');
    fireEvent.change(within(group).getByRole('textbox', { name: /Ohituksen peruste/ }), { target: { value: 'Hallituksen päätös' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Ohita ja lähetä' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' })).toBeNull());
    expect(calls.filter((call) => call.path === 'v2.5/user/esignatures/e9/send').map((call) => call.body)).toEqual([{}, { edd_override_reason: 'Hallituksen päätös' }]);
    unmount();
  });

  it('shows a regular user the EDD refusal without the override', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    useSessionStore.setState({ user: { id: 'u2', is_admin: false } as User });
    const { unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/customers/c1/esignatures') return { status: 201, data: esignature({ id: 'e9', ...(call.body as object) }) };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e9/send') return { status: 409, code: 'EDD_NOT_APPROVED' };
      return undefined;
    }, 'new');
    const dialog = await screen.findByRole('dialog', { name: 'Uusi sähköinen allekirjoitus' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Otsikko/ }), { target: { value: 'Sopimus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna ja lähetä' }));
    await waitFor(() => expect(dialog.querySelector('[data-failure]')?.textContent).toContain('Pääkäyttäjä voi lähettää'));
    expect(within(dialog).queryByTestId('outbound-edd-override')).toBeNull();
    unmount();
  });

  it('pauses and resumes, resends to one signatory, and never shows a hidden identity code', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const { calls, element, unmount } = mount((call) => {
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e2/pause') return { data: { ...sent, status: 'PAUSED', light: 'yellow' } };
      if (call.method === 'POST' && call.path === 'v2.5/user/esignatures/e2/resume') return { data: sent };
      if (call.method === 'PATCH' && call.path === 'v2.5/user/esignatures/e2/signatories/s3') {
        return { data: { ...sent, signatories: sent.signatories.map((entry) => (entry.id === 's3' ? { ...entry, resend_in_progress: true } : entry)) } };
      }
      return undefined;
    });
    const dialog = await openRow(element, 'e2');
    const orders = [...dialog.querySelectorAll('[data-order]')].map((order) => order.querySelector('h4')!.textContent);
    expect(orders).toEqual(['1. vuoro · vuorossa nyt', '2. vuoro']);
    const hidden = dialog.querySelector('[data-signatory="s2"]') as HTMLElement;
    expect(hidden.textContent).toContain('piilotettu');
    expect(dialog.querySelector('[data-signatory="s1"]')!.textContent).toContain('010190-123A');
    expect(within(dialog).getByText(/SHA-256 c{12}…c{6}/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Lähetä uudelleen allekirjoittajalle Ville Vuoro' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lähetetäänkö uudelleen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lähetä uudelleen' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === 'v2.5/user/esignatures/e2/signatories/s3')).toBe(true));
    await within(dialog.querySelector('[data-signatory="s3"]') as HTMLElement).findByText('Lähetys käynnissä…');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keskeytä' }));
    await waitFor(() => expect(element.querySelector('[data-esignature-row="e2"] [data-status]')?.getAttribute('data-status')).toBe('yellow'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Jatka' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'v2.5/user/esignatures/e2/resume')).toBe(true));
    await within(dialog).findByRole('button', { name: 'Keskeytä' });
    unmount();
  });

  it('says a signatory\'s eID is below the organisation\'s level and offers the decision (issue 25 §5)', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const weak = {
      ...sent,
      signatories: sent.signatories.map((entry) =>
        entry.id === 's3' ? { ...entry, eid_acr: 'http://ftn.ficora.fi/2017/loa2', mismatch: { level: { required: 'high' as const, identified: 'substantial' as const } } } : entry,
      ),
    };
    const { unmount, element } = mount((call) => (call.method === 'GET' && call.path === 'v2.5/user/esignatures/e2' ? { data: weak } : undefined));
    const dialog = await openRow(element, 'e2');
    const row = dialog.querySelector('[data-signatory="s3"]') as HTMLElement;
    await within(row).findByText('Allekirjoittajan sähköinen tunnistus on organisaation vaatimaa vähimmäisvarmuustasoa heikompi. Hän ei voi allekirjoittaa ennen päätöstäsi.');
    expect(within(row).getByText('Vaadittu varmuustaso')).toBeTruthy();
    expect(within(row).getByText('korkea')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Hyväksy sama henkilö' })).toBeTruthy();
    unmount();
  });

  it('opens a signatory\'s deep link with the signatory highlighted', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    window.history.replaceState(null, '', '/app/customers/c1/esignatures/e2/signatories/s3');
    const { unmount } = mount();
    const dialog = await screen.findByRole('dialog', { name: 'Sähköinen allekirjoitus: Toimeksiantosopimus' });
    await waitFor(() => expect(dialog.querySelector('[data-signatory="s3"]')?.getAttribute('aria-current')).toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(window.location.pathname).toBe('/app/customers/c1'));
    unmount();
  });

  it('offers the signed PDF in the chosen language once SIGNED', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const { element, unmount } = mount();
    const dialog = await openRow(element, 'e3');
    const part = dialog.querySelector('[data-signed-pdf]') as HTMLElement;
    fireEvent.change(within(part).getByRole('combobox', { name: 'Allekirjoitussivun kieli' }), { target: { value: 'se' } });
    fireEvent.click(within(part).getByRole('button', { name: 'Lataa allekirjoitettu PDF' }));
    await waitFor(() => expect(clicked.length).toBe(1));
    const url = new URL(clicked[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/v2.5/user/signatures/e3/pdf');
    expect(url.searchParams.get('l')).toBe('se');
    expect(url.searchParams.get('jwt')).toBe('temp');
    expect(within(dialog).queryByRole('button', { name: 'Keskeytä' })).toBeNull();
    unmount();
  });

  it('shows no signed PDF before SIGNED', async () => {
    await i18n.changeLanguage('fi');
    useOrganisation({ use_esignatures: true });
    const { element, unmount } = mount();
    const dialog = await openRow(element, 'e2');
    expect(dialog.querySelector('[data-signed-pdf]')).toBeNull();
    unmount();
  });
});
