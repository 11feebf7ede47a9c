import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n, RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import type { Alert, Envelope, ScreeningSettings } from '@tunne/contracts';
// The remote registers its texts when it is created.
import '../../../remote.tsx';
import { SilenceDialog } from './SilenceDialog.tsx';

const alert = {
  id: 'a1', subject: 'customer', customers_id: 'c1', customer: { id: 'c1', name: 'Testi Oy', type: 'business', is_removed: false }, type: 'SANCTION',
  target: 'owners', target_id: 'o1', target_name: 'Ivan Testov', description: 'Ivan Testov – TESTOV, Ivan (OFAC)',
  metadata: { name2: 'TESTOV, Ivan', source: 'OFAC' }, is_silenced: false, silence: null, silenceclass: null, valid_at: null, users_id: null,
  closed: null, pending_silence: null, created_at: '2026-01-02T10:00:00.000Z', updated_at: '2026-01-02T10:00:00.000Z',
} as unknown as Alert;

const settings: ScreeningSettings = { sources: ['OFAC'], threshold: 0.85, notify_teams_id: null, four_eyes_sanction: false, updated_at: null };
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data, errors: [] } satisfies Envelope<unknown>), { headers: { 'content-type': 'application/json' } });

let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  useSessionStore.setState({ token: 'token' });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    if (request.method === 'POST') {
      const body = (await request.json()) as { silenceclass: string };
      posted.push(body);
      return envelope({ ...alert, is_silenced: true, silenceclass: body.silenceclass });
    }
    return envelope(settings);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null });
});

const open = (onSaved = vi.fn(), given: Alert = alert) => {
  render(
    <RemoteTestFrame namespace="alerts">
      <SilenceDialog alert={given} onSaved={onSaved} onClose={vi.fn()} onError={vi.fn()} />
    </RemoteTestFrame>,
  );
  return onSaved;
};

describe('the silence dialog (issue 16 §6)', () => {
  it('starts with no class chosen and asks for one in the user\'s language before sending anything', async () => {
    await i18n.changeLanguage('fi');
    const onSaved = open();
    const select = (await screen.findByRole('combobox', { name: /Luokitus/ })) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: /Perustelu/ }), { target: { value: 'Eri henkilö: syntymäaika ei täsmää.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hiljennä' }));
    expect(await screen.findByText('Valitse, onko osuma todellinen, väärä vai selvityksessä.')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(select, { target: { value: 'FALSEPOSITIVE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hiljennä' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toEqual([{ silenceclass: 'FALSEPOSITIVE', description: 'Eri henkilö: syntymäaika ei täsmää.', valid_at: expect.any(String) as string }]);
  });

  it('keeps the class of a silence being changed, and says so in Swedish when none is chosen', async () => {
    await i18n.changeLanguage('se');
    open(vi.fn(), { ...alert, is_silenced: true, silenceclass: 'EVALUATION' });
    expect(((await screen.findByRole('combobox', { name: /Klassificering/ })) as HTMLSelectElement).value).toBe('EVALUATION');
    cleanup();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Tysta' }));
    expect(await screen.findByText('Välj om träffen är verklig, falsk eller under utredning.')).toBeTruthy();
  });
});
