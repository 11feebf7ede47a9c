import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../shared/i18n.ts';
import { eidReturnKey } from '../shared/eid-return.ts';
import { customer, envelope, id, openPage, org, serve, token } from '../test-page.tsx';
import { identificationView } from '../test-views.ts';

// happy-dom draws nothing on a canvas: the pad's export is replaced by a fixed PNG.
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
vi.mock('../identify/signature-export.ts', () => ({ exportSignature: vi.fn(() => png) }));

const page = `/p/identifications/${org}/${customer}/${id}`;
const api = `/api/v2.5/public/identifications/${org}/${customer}/${id}`;
const receipt = { identified_at: '2026-11-26T12:34:00.000Z', eidmethod: 'SCREENSIGNATURE', name: 'Maija Meikäläinen', awaits_acceptance: false };

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const answerPep = (self: 'Kyllä' | 'Ei' = 'Ei') => {
  const groups = screen.getAllByRole('group');
  fireEvent.click(within(groups[0]!, self));
  fireEvent.click(within(groups[1]!, 'Ei'));
  fireEvent.click(within(groups[2]!, 'Ei'));
};
const within = (group: HTMLElement, label: string) => [...group.querySelectorAll('label')].find((node) => node.textContent === label)!.querySelector('input')!;

describe('identification page', () => {
  it('shows whom and why, and asks all three PEP questions before the methods', async () => {
    const calls = serve(() => envelope(200, identificationView()));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnistautuminen: Maija Meikäläinen' })).toBeTruthy();
    expect(screen.getByText('Hei! Tunnistathan itsesi asiakkuuden avaamista varten.')).toBeTruthy();
    expect(screen.getByText('Valitse itsellesi sopiva tapa.')).toBeTruthy();
    expect(calls[0]!.request.headers.get('x-link-token')).toBe(token);
    // The PEP step first, its heading focused; no method is offered yet.
    const heading = screen.getByRole('heading', { level: 2, name: 'Poliittisesti vaikutusvaltainen asema' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: /Pankkitunnukset/ })).toBeNull();
    expect(screen.getByText('Oletko itse poliittisesti vaikutusvaltainen henkilö?')).toBeTruthy();
    fireEvent.click(within(screen.getAllByRole('group')[0]!, 'Ei'));
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    expect(await screen.findByText('Vastaa kaikkiin kolmeen kysymykseen ennen kuin jatkat.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pankkitunnukset/ })).toBeNull();
    answerPep();
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    const methods = await screen.findByRole('heading', { level: 2, name: 'Valitse tunnistustapa' });
    expect(document.activeElement).toBe(methods);
    expect(screen.getByRole('button', { name: /Pankkitunnukset/ })).toBeTruthy();
  });

  it('shows an unavailable method disabled, never offered', async () => {
    serve(() => envelope(200, identificationView({ ask_pep: false })));
    openPage(`${page}#${token}`);
    const mitid = await screen.findByRole('button', { name: 'MitID, ei käytettävissä' });
    expect((mitid as HTMLButtonElement).disabled).toBe(true);
    expect(mitid.textContent).toContain('ei käytettävissä');
    expect((screen.getByRole('button', { name: /Pankkitunnukset/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: /Allekirjoita näytöllä/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Kuva henkilöllisyystodistuksesta/ })).toBeTruthy();
  });

  it('starts an eID: keeps the round trip in this tab and goes to the provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const calls = serve((request) =>
      request.method === 'POST' ? envelope(200, { url: 'https://eid.example/authorize?x=1' }) : envelope(200, identificationView()),
    );
    openPage(`${page}#${token}`);
    await screen.findByRole('heading', { level: 2, name: 'Poliittisesti vaikutusvaltainen asema' });
    answerPep('Kyllä');
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    fireEvent.click(await screen.findByRole('button', { name: /Pankkitunnukset/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://eid.example/authorize?x=1'));
    const start = calls.find((call) => call.request.method === 'POST')!;
    expect(start.path).toBe(`${api}/eid/start`);
    expect(JSON.parse(start.body)).toEqual({ method: 'NETSEIDENT_BANKID_FI' });
    expect(start.request.headers.get('x-link-token')).toBe(token);
    expect(JSON.parse(window.sessionStorage.getItem(eidReturnKey)!)).toMatchObject({
      path: page,
      token,
      kind: 'identification',
      method: 'NETSEIDENT_BANKID_FI',
      pep: { is_pep_self: true, is_pep_family: false, is_pep_partner: false },
      language: 'fi',
    });
  });

  it('says in Finnish when the method cannot be started', async () => {
    serve((request) => (request.method === 'POST' ? envelope(400, null, 'EID_METHOD_UNAVAILABLE') : envelope(200, identificationView({ ask_pep: false }))));
    openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: /Pankkitunnukset/ }));
    expect(await screen.findByText('Tämä tunnistustapa ei ole käytettävissä.')).toBeTruthy();
    expect(window.sessionStorage.getItem(eidReturnKey)).toBeNull();
  });

  it('signs on the screen: submit waits for a drawing, then sends a PNG data URL with the PEP answer, and shows the receipt', async () => {
    const calls = serve((request) => (request.method === 'POST' ? envelope(200, receipt) : envelope(200, identificationView())));
    openPage(`${page}#${token}`);
    await screen.findByRole('heading', { level: 2, name: 'Poliittisesti vaikutusvaltainen asema' });
    answerPep();
    fireEvent.click(screen.getByRole('button', { name: 'Jatka' }));
    fireEvent.click(await screen.findByRole('button', { name: /Allekirjoita näytöllä/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Allekirjoita näytöllä' });
    expect(document.activeElement).toBe(heading);
    const submit = screen.getByRole('button', { name: 'Lähetä allekirjoitus' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const pad = screen.getByRole('img', { name: 'Allekirjoituskenttä: piirrä allekirjoituksesi' });
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10, button: 0 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'touch', clientX: 60, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    // Clear empties it again.
    fireEvent.click(screen.getByRole('button', { name: 'Tyhjennä' }));
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.pointerDown(pad, { pointerId: 2, pointerType: 'pen', clientX: 20, clientY: 20, button: 0 });
    fireEvent.pointerUp(pad, { pointerId: 2, pointerType: 'pen' });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Piirretty allekirjoituksesi on vastaanotettu' })).toBeTruthy();
    const sent = calls.find((call) => call.request.method === 'POST')!;
    expect(sent.path).toBe(`${api}/screensignature`);
    expect(JSON.parse(sent.body)).toEqual({ image: png, pep: { is_pep_self: false, is_pep_family: false, is_pep_partner: false } });
    expect(screen.getByText('Tunnistustapa: Allekirjoita näytöllä')).toBeTruthy();
    expect(screen.getByText(/^Aika: \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByText(/odottaa hyväksyntää/)).toBeNull();
    // Issue 26: browsers refuse to close a tab opened from mail, so the page says it may be closed, with no countdown.
    expect(screen.getByText('Voit nyt sulkea tämän sivun.')).toBeTruthy();
    expect(screen.queryByText(/sulkeutuu/)).toBeNull();
  });

  it('says "you go to the identification service and come back" only when a bank or mobile ID is offered', async () => {
    serve(() => envelope(200, identificationView({ ask_pep: false, methods: [{ method: 'SCREENSIGNATURE', available: true }, { method: 'MITID_DK', available: false }] })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('button', { name: /Allekirjoita näytöllä/ })).toBeTruthy();
    expect(screen.queryByText(/tunnistuspalveluun/)).toBeNull();
    cleanup();
    serve(() => envelope(200, identificationView({ ask_pep: false })));
    openPage(`${page}#${token}`);
    expect(await screen.findByText('Pankkitunnuksilla tai mobiilivarmenteella siirryt tunnistuspalveluun ja palaat sen jälkeen tälle sivulle.')).toBeTruthy();
  });

  it('uploads a photo of an identity document, then sends it; the receipt says it awaits approval', async () => {
    const uploaded = { id: '66666666-6666-4666-8666-666666666666', name: 'passi.jpg', mime: 'image/jpeg', size: 2048, sha256: 'c'.repeat(64), role: 'passport', created_at: '2026-11-26T12:00:00Z' };
    let release: () => void = () => undefined;
    const calls = serve(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/files')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return envelope(201, uploaded);
      }
      if (path.endsWith('/passport')) return envelope(200, { ...receipt, eidmethod: 'PASSPORTFILE', awaits_acceptance: true });
      return envelope(200, identificationView({ ask_pep: false }));
    });
    openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: /Kuva henkilöllisyystodistuksesta/ }));
    await screen.findByRole('heading', { level: 2, name: 'Kuva henkilöllisyystodistuksesta' });
    const send = screen.getByRole('button', { name: 'Lähetä' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const input = screen.getByLabelText('Valitse tiedosto') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,application/pdf');
    // A wrong type is refused on the spot.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Vain JPEG-, PNG- ja PDF-tiedostot kelpaavat.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'passi.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Ladataan: passi.jpg')).toBeTruthy();
    release();
    expect(await screen.findByRole('list', { name: 'Liitetyt tiedostot' })).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asiakirjan kuva on vastaanotettu' })).toBeTruthy();
    expect(screen.getByText('Tunnistustapa: Kuva henkilöllisyystodistuksesta')).toBeTruthy();
    expect(screen.getByText('Tunnistautuminen odottaa hyväksyntää: Tilitoimisto Esimerkki Oy tarkistaa sen.')).toBeTruthy();
    const upload = calls.find((call) => call.path.endsWith('/files'))!;
    expect(upload.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(upload.request.headers.get('x-link-token')).toBe(token);
    const passport = calls.find((call) => call.path.endsWith('/passport'))!;
    expect(passport.path).toBe(`${api}/passport`);
    expect(JSON.parse(passport.body)).toEqual({ files_id: [uploaded.id] });
  });

  it('shows the receipt at once when already identified', async () => {
    serve(() => envelope(200, identificationView({ identified_at: '2026-11-25T08:05:00.000Z', eidmethod: 'NETSEIDENT_BANKID_FI' })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnistautumisesi on vastaanotettu' })).toBeTruthy();
    expect(screen.getByText('Tunnistustapa: Pankkitunnukset')).toBeTruthy();
    expect(screen.getByText(/^Aika: 25\.11\.2026 \d{2}:05$/)).toBeTruthy();
  });

  it('says an identification back from the eID awaits approval when the callback learnt so', async () => {
    window.sessionStorage.setItem('tunne.eid.receipt', JSON.stringify({ path: page, awaits_acceptance: true }));
    serve(() => envelope(200, identificationView({ identified_at: '2026-11-25T08:05:00.000Z', eidmethod: 'MITID_DK' })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnistautumisesi on vastaanotettu' })).toBeTruthy();
    expect(screen.getByText('Tunnistustapa: MitID')).toBeTruthy();
    expect(screen.getByText('Tunnistautuminen odottaa hyväksyntää: Tilitoimisto Esimerkki Oy tarkistaa sen.')).toBeTruthy();
    expect(window.sessionStorage.getItem('tunne.eid.receipt')).toBeNull();
  });

  it('opens in the identification\'s language', async () => {
    serve(() => envelope(200, identificationView({ language: 'se' })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Identifiering: Maija Meikäläinen' })).toBeTruthy();
    expect(screen.getByText('Är du själv en politiskt exponerad person?')).toBeTruthy();
    await i18n.changeLanguage('fi');
  });

  it('shows an expired link\'s page', async () => {
    serve(() => envelope(410, null, 'LINK_EXPIRED'));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linkki on vanhentunut' })).toBeTruthy();
  });
});
