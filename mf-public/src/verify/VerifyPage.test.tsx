import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PublicVerifyResult } from '@tunne/contracts';
import { i18n } from '../shared/i18n.ts';
import { envelope, openPage, serve } from '../test-page.tsx';
import { browserLanguage, isVerified } from './VerifyPage.tsx';

const sha = 'd'.repeat(64);
const signed: PublicVerifyResult = {
  match: true,
  pdf_signature: 'valid',
  sha256: sha,
  timestamp: { time: '2026-11-24T09:30:05.000Z', authority: 'Esimerkki TSA', intact: true },
  document: {
    signature_name: 'Toimeksiantosopimus 2027',
    organisation_name: 'Tilitoimisto Esimerkki Oy',
    signed_at: '2026-11-24T09:30:00.000Z',
    esignatures_id: '44444444-4444-4444-8444-444444444444',
    signatories: [
      { name: 'Matti Meikäläinen', method: 'NETSEIDENT_BANKID_FI', signed_at: '2026-11-24T09:00:00.000Z' },
      { name: 'Maija Meikäläinen', method: 'SCREENSIGNATURE', signed_at: '2026-11-24T09:30:00.000Z' },
    ],
  },
};

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('fi');
});

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Valitse PDF-tiedosto'), { target: { files: [file] } });
const aPdf = () => new File(['%PDF-1.7\n'], 'sopimus-allekirjoitettu.pdf', { type: 'application/pdf' });

describe('verification page', () => {
  it('says a signed, unchanged document is ours, with its details; no token is sent', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI']);
    const calls = serve(() => envelope(200, signed));
    openPage('/p/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarkista allekirjoitettu asiakirja' })).toBeTruthy();
    expect(screen.getByText('Tunne')).toBeTruthy();
    choose(aPdf());
    const result = await screen.findByRole('heading', { name: 'Asiakirja on allekirjoitettu palvelussamme eikä sitä ole muutettu' });
    expect(result.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Toimeksiantosopimus 2027')).toBeTruthy();
    expect(screen.getByText('Tilitoimisto Esimerkki Oy')).toBeTruthy();
    expect(screen.getByText(/^Matti Meikäläinen, Pankkitunnukset, 24\.11\.2026 \d{2}:00$/)).toBeTruthy();
    expect(screen.getByText(/^Maija Meikäläinen, Allekirjoita näytöllä, 24\.11\.2026 \d{2}:30$/)).toBeTruthy();
    expect(screen.getByText(sha)).toBeTruthy();
    // The seal's trusted timestamp: its time and the authority's name.
    expect(screen.getByText('Aikaleima')).toBeTruthy();
    expect(screen.getByText(/^24\.11\.2026 \d{2}:30, aikaleimapalvelu Esimerkki TSA$/)).toBeTruthy();
    // A public page: its footer does not speak of a personal link.
    expect(screen.getByText('Yhteys on suojattu. Tämä sivu on julkinen: tiedostoa ei tallenneta.')).toBeTruthy();
    expect(screen.queryByText(/henkilökohtainen/)).toBeNull();
    expect(calls[0]!.path).toBe('/api/v2.5/public/verify');
    expect(calls[0]!.request.headers.get('x-link-token')).toBeNull();
    expect(calls[0]!.request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it.each([
    [{ ...signed, match: false, pdf_signature: 'invalid', document: null } as PublicVerifyResult, 'Tiedoston sähköinen allekirjoitus ei ole ehjä: tiedostoa on muutettu allekirjoittamisen jälkeen tai allekirjoitus on vioittunut.'],
    [{ ...signed, match: false, pdf_signature: 'none', document: null } as PublicVerifyResult, 'Tiedostossa ei ole sähköistä allekirjoitusta, eikä sitä löydy palvelussamme allekirjoitetuista asiakirjoista.'],
    [{ ...signed, pdf_signature: 'invalid' } as PublicVerifyResult, 'Tiedoston sähköinen allekirjoitus ei ole ehjä: tiedostoa on muutettu allekirjoittamisen jälkeen tai allekirjoitus on vioittunut.'],
  ])('says a document that is not verified is not (%#)', async (result, why) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi']);
    serve(() => envelope(200, result));
    openPage('/p/verify');
    await screen.findByRole('heading', { level: 1, name: 'Tarkista allekirjoitettu asiakirja' });
    choose(aPdf());
    expect(await screen.findByRole('heading', { name: 'Asiakirjaa ei tunnisteta tai sitä on muutettu allekirjoituksen jälkeen' })).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByText('Asiakirja on allekirjoitettu palvelussamme eikä sitä ole muutettu')).toBeNull();
    expect(screen.queryByText('Toimeksiantosopimus 2027')).toBeNull();
  });

  it('refuses a file that is not a PDF, or too large, without sending it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi']);
    const calls = serve(() => envelope(200, signed));
    openPage('/p/verify');
    await screen.findByRole('heading', { level: 1, name: 'Tarkista allekirjoitettu asiakirja' });
    choose(new File(['x'], 'kuva.png', { type: 'image/png' }));
    expect(await screen.findByText('Valitse PDF-tiedosto.')).toBeTruthy();
    const big = aPdf();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByText('Tiedosto on liian suuri: enintään 20 Mt.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('speaks the browser\'s language among the five, else Finnish', async () => {
    expect(browserLanguage(['sv-SE', 'en'])).toBe('se');
    expect(browserLanguage(['nb-NO'])).toBe('no');
    expect(browserLanguage(['da'])).toBe('dk');
    expect(browserLanguage(['de-DE', 'en-GB'])).toBe('en');
    expect(browserLanguage(['de-DE'])).toBe('fi');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sv-FI']);
    serve(() => envelope(200, signed));
    openPage('/p/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontrollera ett undertecknat dokument' })).toBeTruthy();
  });

  it('treats a match with a broken signature as not verified', () => {
    expect(isVerified(signed)).toBe(true);
    expect(isVerified({ ...signed, pdf_signature: 'invalid' })).toBe(false);
    expect(isVerified({ ...signed, match: false })).toBe(false);
  });
});
