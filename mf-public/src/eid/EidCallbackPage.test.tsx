import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { i18n } from '../shared/i18n.ts';
import { eidReturnKey, storeEidReturn } from '../shared/eid-return.ts';
import { customer, envelope, esignature, id, openPage, org, serve, token } from '../test-page.tsx';

const identification = `/p/identifications/${org}/${customer}/${id}`;
const signatory = `/p/signatories/${org}/${customer}/${esignature}/${id}`;
const pep = { is_pep_self: false, is_pep_family: true, is_pep_partner: false };

beforeAll(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('eID callback page', () => {
  it('hands the provider\'s answer and the PEP answer to the identification, then returns to path#token', async () => {
    const replace = vi.fn();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
    storeEidReturn({ path: identification, token, kind: 'identification', method: 'NETSEIDENT_BANKID_FI', pep, language: 'fi' });
    const calls = serve(() => envelope(200, { identified_at: '2026-11-26T12:00:00Z', eidmethod: 'NETSEIDENT_BANKID_FI', name: 'Maija', awaits_acceptance: true }));
    openPage('/p/eid/callback?code=abc123&state=st4te');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${identification}#${token}`));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe(`/api/v2.5/public/identifications/${org}/${customer}/${id}/eid/complete`);
    expect(calls[0]!.request.method).toBe('POST');
    expect(calls[0]!.request.headers.get('x-link-token')).toBe(token);
    expect(JSON.parse(calls[0]!.body)).toEqual({ callback: '?code=abc123&state=st4te', pep });
    expect(window.sessionStorage.getItem(eidReturnKey)).toBeNull();
    // The page returned to learns that the organisation reviews the identification first.
    expect(JSON.parse(window.sessionStorage.getItem(`${eidReturnKey}.receipt`)!)).toEqual({ path: identification, awaits_acceptance: true });
  });

  it('completes a signatory\'s identification without a PEP answer', async () => {
    const replace = vi.fn();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
    storeEidReturn({ path: signatory, token, kind: 'signatory', method: 'MITID_DK' });
    const calls = serve(() => envelope(200, { name: 'Matti', method: 'MITID_DK' }));
    openPage('/p/eid/callback?code=c&state=s');
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${signatory}#${token}`));
    expect(calls[0]!.path).toBe(`/api/v2.5/public/signatories/${org}/${customer}/${esignature}/${id}/eid/complete`);
    expect(JSON.parse(calls[0]!.body)).toEqual({ callback: '?code=c&state=s' });
  });

  it('says the identification was cancelled, with a link back to try again', async () => {
    const replace = vi.fn();
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
    storeEidReturn({ path: identification, token, kind: 'identification', method: 'NETSEIDENT_BANKID_FI', language: 'en' });
    const calls = serve(() => envelope(400, null, 'EID_INVALID'));
    openPage('/p/eid/callback?error=access_denied&state=s');
    expect(await screen.findByRole('heading', { level: 1, name: 'The identification did not succeed' })).toBeTruthy();
    expect(screen.getByText('The identification was cancelled or it failed. Nothing was saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to the page and try again' }).getAttribute('href')).toBe(`${identification}#${token}`);
    expect(JSON.parse(calls[0]!.body)).toEqual({ callback: '?error=access_denied&state=s' });
    expect(replace).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(eidReturnKey)).toBeNull();
    await i18n.changeLanguage('fi');
  });

  it('says so when nothing was kept in this tab, without calling the server', async () => {
    const calls = serve(() => envelope(200, null));
    openPage('/p/eid/callback?code=abc&state=def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnistautumista ei voitu viimeistellä' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses a kept entry that names no page of ours', async () => {
    window.sessionStorage.setItem(eidReturnKey, JSON.stringify({ path: 'https://evil.example/x', token, kind: 'identification', method: 'NETSEIDENT_BANKID_FI' }));
    const calls = serve(() => envelope(200, null));
    openPage('/p/eid/callback?code=abc&state=def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunnistautumista ei voitu viimeistellä' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows an expired link\'s page when the link ran out meanwhile', async () => {
    storeEidReturn({ path: identification, token, kind: 'identification', method: 'NETSEIDENT_BANKID_FI' });
    serve(() => envelope(410, null, 'LINK_EXPIRED'));
    openPage('/p/eid/callback?code=abc&state=def');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linkki on vanhentunut' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
