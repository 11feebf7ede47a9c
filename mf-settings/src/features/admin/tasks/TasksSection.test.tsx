import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { Task } from '@tunne/contracts';
import { changes, renderSection, signInAs, stubApi } from '../shared/test-support.tsx';
import { TasksSection } from './TasksSection.tsx';

const review: Task = { id: 'k-1', name: 'Vuosikatsaus', description: 'Tarkista tiedot kerran vuodessa', created_at: '2026-01-05T08:00:00.000Z' };

beforeEach(async () => {
  await i18n.changeLanguage('se');
  signInAs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
});

describe('the tasks section', () => {
  it('edits a task\'s description and deletes a task only after asking', async () => {
    let stored = [review];
    const calls = stubApi((call) => {
      if (call.method === 'GET') return { data: stored };
      if (call.method === 'PUT') {
        stored = [{ ...review, ...(call.body as object) } as Task];
        return { data: stored[0] };
      }
      stored = [];
      return { data: null };
    });
    renderSection(<TasksSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera Vuosikatsaus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera uppgift' });
    fireEvent.change(within(dialog).getByLabelText(/^Beskrivning/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.getByText('–')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort Vuosikatsaus' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Uppgiften Vuosikatsaus tas bort från alla kunder.')).toBeTruthy();
    expect(changes(calls)).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Inga uppgifter ännu')).toBeTruthy();
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: 'v2.5/admin/tasks/k-1', body: { name: 'Vuosikatsaus', description: null } },
      { method: 'DELETE', path: 'v2.5/admin/tasks/k-1', body: undefined },
    ]);
  });
});
