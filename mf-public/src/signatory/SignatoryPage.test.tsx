import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../shared/i18n.ts';
import { eidReturnKey } from '../shared/eid-return.ts';
import { customer, envelope, esignature, id, openPage, org, serve, token } from '../test-page.tsx';
import { signatoryView } from '../test-views.ts';
import { signingMethods } from './SignatoryPage.tsx';

const png = 'data:image/png;base64,iVBORw0KGgo=';
vi.mock('../identify/signature-export.ts', () => ({ exportSignature: vi.fn(() => png) }));

const page = `/p/signatories/${org}/${customer}/${esignature}/${id}`;
const api = `/api/v2.5/public/signatories/${org}/${customer}/${esignature}/${id}`;
const pdf = () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** Catches the object URL the page saves a PDF through. */
const catchDownloads = () => {
  const created = vi.fn((_blob: Blob) => 'blob:pdf');
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  return { created, clicks };
};

describe('signatory page', () => {
  it('says calmly that others sign first', async () => {
    serve(() => envelope(200, signatoryView({ stage: 'waiting_turn' })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Allekirjoitusvuorosi ei ole vielä alkanut' })).toBeTruthy();
    expect(screen.getByText('Muut allekirjoittajat allekirjoittavat asiakirjan ensin. Saat sähköpostin, kun on sinun vuorosi.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pankkitunnukset/ })).toBeNull();
  });

  it('says the signing is paused', async () => {
    serve(() => envelope(200, signatoryView({ stage: 'paused', esignature_status: 'PAUSED' })));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Allekirjoitus on keskeytetty' })).toBeTruthy();
    expect(screen.getByText(/Tilitoimisto Esimerkki Oy on keskeyttänyt allekirjoituksen/)).toBeTruthy();
  });

  it('shows the documents, and opens a file with the link\'s token', async () => {
    const downloads = catchDownloads();
    const calls = serve((request) => (new URL(request.url).pathname.includes('/files/') ? pdf() : envelope(200, signatoryView())));
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Toimeksiantosopimus 2027' })).toBeTruthy();
    expect(screen.getByText('Matti Meikäläinen, Meikäläinen Oy, Toimitusjohtaja')).toBeTruthy();
    expect(screen.getByText('3 sivua')).toBeTruthy();
    const hash = screen.getByTitle('a'.repeat(32) + 'b'.repeat(32));
    expect(hash.textContent).toBe(`${'a'.repeat(10)}…${'b'.repeat(8)}`);
    expect(screen.getByRole('button', { name: 'Kopioi tiedoston sopimus.pdf SHA-256-tiiviste' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Avaa tai lataa sopimus.pdf' }));
    await waitFor(() => expect(downloads.clicks).toEqual(['sopimus.pdf']));
    const file = calls.find((call) => call.path.includes('/files/'))!;
    expect(file.path).toBe(`${api}/files/55555555-5555-4555-8555-555555555555`);
    expect(file.request.headers.get('x-link-token')).toBe(token);
    expect(downloads.created).toHaveBeenCalledTimes(1);
  });

  it('starts an eID, and after the round trip confirms and signs', async () => {
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    let identified = false;
    const calls = serve((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/eid/start')) return envelope(200, { url: 'https://eid.example/authorize' });
      if (path.endsWith('/sign')) return envelope(200, { signed_at: '2026-11-26T13:00:00.000Z', esignature_signed: true });
      return envelope(200, signatoryView(identified ? { identified: { name: 'Matti Meikäläinen', method: 'NETSEIDENT_BANKID_FI' } } : {}));
    });
    const first = openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: /Pankkitunnukset/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://eid.example/authorize'));
    expect(JSON.parse(window.sessionStorage.getItem(eidReturnKey)!)).toMatchObject({ path: page, token, kind: 'signatory', method: 'NETSEIDENT_BANKID_FI' });
    first.unmount();

    // Back from the provider (the callback page returned to path#token): the view has `identified`.
    identified = true;
    openPage(`${page}#${token}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Vahvista allekirjoitus' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Tunnistettu: Matti Meikäläinen')).toBeTruthy();
    expect(screen.getByText('Olen lukenut asiakirjat ja allekirjoitan ne sähköisesti.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allekirjoita' }));
    expect(await screen.findByText('Vahvista ennen allekirjoittamista.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/sign'))).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vahvistan yllä olevan ja allekirjoitan asiakirjat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Allekirjoita' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Asiakirja on allekirjoitettu' })).toBeTruthy();
    const sign = calls.find((call) => call.path.endsWith('/sign'))!;
    expect(sign.path).toBe(`${api}/sign`);
    expect(JSON.parse(sign.body)).toEqual({ method: 'NETSEIDENT_BANKID_FI', accept: true });
    expect(screen.getByText('Kaikki ovat nyt allekirjoittaneet. Jokainen allekirjoittaja saa allekirjoitetun PDF-tiedoston sähköpostitse.')).toBeTruthy();
  });

  it('signs on the screen with the statement confirmed, sending the image', async () => {
    const calls = serve((request) =>
      new URL(request.url).pathname.endsWith('/sign')
        ? envelope(200, { signed_at: '2026-11-26T13:00:00.000Z', esignature_signed: false })
        : envelope(200, signatoryView({ signtext: 'Hyväksyn sopimuksen ehdot.' })),
    );
    openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: /Allekirjoita näytöllä/ }));
    await screen.findByRole('heading', { level: 2, name: 'Allekirjoita näytöllä' });
    expect(screen.getByText('Hyväksyn sopimuksen ehdot.')).toBeTruthy();
    const pad = screen.getByRole('img', { name: 'Allekirjoituskenttä: piirrä allekirjoituksesi' });
    fireEvent.pointerDown(pad, { pointerId: 1, pointerType: 'mouse', clientX: 5, clientY: 5, button: 0 });
    fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'mouse', clientX: 50, clientY: 25 });
    fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'mouse' });
    const submit = screen.getByRole('button', { name: 'Allekirjoita' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Vahvista ennen allekirjoittamista.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vahvistan yllä olevan ja allekirjoitan asiakirjat' }));
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asiakirja on allekirjoitettu' })).toBeTruthy();
    expect(JSON.parse(calls.find((call) => call.path.endsWith('/sign'))!.body)).toEqual({ method: 'SCREENSIGNATURE', accept: true, image: png });
    expect(screen.getByText('Saat allekirjoitetun asiakirjan sähköpostitse, kun kaikki ovat allekirjoittaneet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lataa allekirjoitettu PDF' })).toBeNull();
  });

  it('shows a signed signatory the receipt and the signed PDF to download', async () => {
    const downloads = catchDownloads();
    const calls = serve((request) =>
      new URL(request.url).pathname.endsWith('/pdf')
        ? pdf()
        : envelope(200, signatoryView({ stage: 'signed', esignature_status: 'SIGNED', signed_at: '2026-11-24T09:30:00.000Z', final_pdf_available: true })),
    );
    openPage(`${page}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asiakirja on allekirjoitettu' })).toBeTruthy();
    expect(screen.getByText(/^Allekirjoitettu 24\.11\.2026 \d{2}:30\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lataa allekirjoitettu PDF' }));
    await waitFor(() => expect(downloads.clicks).toEqual(['Toimeksiantosopimus 2027.pdf']));
    const final = calls.find((call) => call.path.endsWith('/pdf'))!;
    expect(final.path).toBe(`${api}/pdf`);
    expect(final.request.headers.get('x-link-token')).toBe(token);
  });

  it('loads the view again when it is no longer the signatory\'s turn', async () => {
    let paused = false;
    serve((request) => {
      if (new URL(request.url).pathname.endsWith('/eid/start')) {
        paused = true;
        return envelope(409, null, 'ESIGNATURE_PAUSED');
      }
      return envelope(200, signatoryView(paused ? { stage: 'paused' } : {}));
    });
    openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('button', { name: /Pankkitunnukset/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Allekirjoitus on keskeytetty' })).toBeTruthy();
  });

  it('asks for a method again when the identification is no longer valid at signing', async () => {
    serve((request) =>
      new URL(request.url).pathname.endsWith('/sign')
        ? envelope(400, null, 'EID_INVALID')
        : envelope(200, signatoryView({ identified: { name: 'Matti Meikäläinen', method: 'NETSEIDENT_BANKID_FI' } })),
    );
    openPage(`${page}#${token}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vahvistan yllä olevan ja allekirjoitan asiakirjat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Allekirjoita' }));
    expect(await screen.findByText('Tunnistautuminen ei onnistunut tai se peruttiin. Yritä uudelleen.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tunnistaudu ja allekirjoita' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pankkitunnukset/ })).toBeTruthy();
  });

  it('offers only the passport reader when it is forced, and never the document photo', () => {
    const view = signatoryView({ methods: [{ method: 'PASSPORTFILE', available: true }, { method: 'SCREENSIGNATURE', available: true }] });
    expect(signingMethods(view)).toEqual([{ method: 'SCREENSIGNATURE', available: true }]);
    expect(signingMethods({ ...view, force_passportreader: true })).toEqual([{ method: 'PASSPORTREADER', available: false }]);
  });
});
