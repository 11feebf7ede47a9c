import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { i18n, useSessionStore } from '@tunne/app-kit';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { kindConfigs, type Context } from '../config.tsx';
import { roleNames, roleOptions } from '../roles.ts';
import { RecordSection } from './RecordSection.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify({ status: true, data: body, errors: [] }), { status, headers: { 'content-type': 'application/json' } });

describe('a related-record section says what an add did (issue 26)', () => {
  beforeAll(() => setTestLanguage('fi'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a PEP and says so in a status message', async () => {
    useSessionStore.getState().setToken('token-1');
    const pep = { id: 'p1', customers_id: 'c1', name: 'Pekka Poliitikko', is_pep_self: true, is_pep_family: false, is_pep_partner: false };
    let rows: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      if (request.method === 'POST') {
        rows = [pep];
        return json(pep, 201);
      }
      return json(rows);
    });
    const ctx: Context = {
      t: i18n.getFixedT('fi', 'customers') as unknown as TFunction, users: [], roles: roleOptions('FI', 'fi'), roleNames: roleNames('FI', 'fi'), customerCountry: 'FI',
    };
    render(<RecordSection customerId="c1" config={kindConfigs.peps} ctx={ctx} addRequest={0} onSummary={() => undefined} onError={(error) => { throw error; }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lisää PEP' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nimi/ }), { target: { value: 'Pekka Poliitikko' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /itse/i }));
    fireEvent.submit(dialog.querySelector('form')!);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Pekka Poliitikko lisättiin.'));
  });
});
