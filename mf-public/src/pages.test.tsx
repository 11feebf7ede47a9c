import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { PublicLetterView } from '@tunne/contracts';
import { App, preloadPage } from './App.tsx';
import { i18n } from './shared/i18n.ts';
import { requestView } from './test-views.ts';

// The pages with the browser's fetch replaced: what reaches the network, and what the recipient sees.

const org = '11111111-1111-4111-8111-111111111111';
const customer = '22222222-2222-4222-8222-222222222222';
const id = '33333333-3333-4333-8333-333333333333';
const token = 'T'.repeat(43);

const envelope = (status: number, data: unknown, code?: string) =>
  new Response(JSON.stringify(code ? { status: false, data: null, errors: [{ code, message: code }] } : { status: true, data, errors: [] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

let calls: Request[] = [];
const serve = (answer: (request: Request) => Response) => {
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request);
    return answer(request);
  }));
};

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
};

beforeAll(async () => {
  await i18n.changeLanguage('fi');
  // As the entry does, the request page's chunk is fetched before the first render (its first compile is slow).
  await preloadPage('requests');
});
beforeEach(() => {
  calls = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('request page', () => {
  it('opens with the token from the fragment, sent as X-Link-Token and dropped from the address', async () => {
    serve(() => envelope(200, requestView({ ask_sof: true })));
    open(`/p/requests/${org}/${customer}/${id}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tietojen päivitys: Asiakas Oy' })).toBeTruthy();
    expect(screen.getByText('Hei! Päivitättehän yrityksenne tiedot.')).toBeTruthy();
    expect(calls[0]!.headers.get('x-link-token')).toBe(token);
    expect(new URL(calls[0]!.url).pathname).toBe(`/api/v2.5/public/requests/${org}/${customer}/${id}`);
    expect(window.location.hash).toBe('');
  });

  it('opens in the item\'s language, Norwegian included', async () => {
    serve(() => envelope(200, requestView({ ask_sof: true }, { language: 'no' })));
    open(`/p/requests/${org}/${customer}/${id}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oppdatering av opplysninger: Asiakas Oy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Midlenes opprinnelse' })).toBeTruthy();
    await i18n.changeLanguage('fi');
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    serve(() => envelope(200, null));
    open(`/p/requests/${org}/${customer}/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linkki ei ole enää voimassa' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['LINK_EXPIRED', 410, 'Linkki on vanhentunut'],
    ['LINK_ALREADY_ANSWERED', 410, 'Tähän on jo vastattu'],
    ['LINK_INVALID', 404, 'Linkki ei ole enää voimassa'],
  ])('shows its own page for %s', async (code, status, title) => {
    serve(() => envelope(status, null, code));
    open(`/p/requests/${org}/${customer}/${id}#${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});

describe('letter page', () => {
  const codeStep: PublicLetterView = { needs_code: true, organisation: { name: 'Demo Oy', color: null, logo_url: null }, language: 'fi', tel_hint: '•••• 4567' };

  it('goes back to the code step when the code kept in this tab no longer opens the letter', async () => {
    window.sessionStorage.setItem(`tunne.link.${id}`, token);
    window.sessionStorage.setItem(`tunne.link.${id}.code`, '111111');
    serve((request) => (request.headers.get('x-link-code') ? envelope(400, null, 'LINK_CODE_INVALID') : envelope(200, codeStep)));
    open(`/p/letters/${org}/${customer}/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vahvista henkilöllisyytesi' })).toBeTruthy();
    expect(window.sessionStorage.getItem(`tunne.link.${id}.code`)).toBeNull();
    await waitFor(() => expect(calls.map((call) => call.headers.get('x-link-code'))).toEqual(['111111', null]));
  });

  it('says the signature pages are not available yet', async () => {
    serve(() => envelope(200, null));
    open(`/p/signatures/${org}/${customer}/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Palvelu ei ole vielä käytettävissä' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
