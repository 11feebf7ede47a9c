import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@tunne/app-kit';
import type { Todo } from '../types.ts';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { TodoActions } from './TodoActions.tsx';
import { TodoStatus } from './TodoStatus.tsx';

const me = '00000000-0000-4000-8000-000000001001';
const creator = '00000000-0000-4000-8000-000000001002';
const users = [
  { id: me, name: 'Aino Admin', email: 'admin@example.com', is_active: true },
  { id: creator, name: 'Ville Virtanen', email: 'user@example.com', is_active: true },
];
const todo: Todo = {
  id: 't1', customers_id: 'c1', users_id: creator, created_at: '2026-01-01T08:00:00Z', name: 'Tarkista passi', description: null, notes: null,
  responsible_users_id: me, deadline_at: '2026-01-02', is_done: false, done_at: null, sent_at: null, answer: null, answered_at: null, files: [],
};
const json = (body: unknown) => new Response(JSON.stringify({ status: true, data: body, errors: [] }), { headers: { 'content-type': 'application/json' } });

describe('todo send and answer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => setTestLanguage('en'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('token-1');
    useSessionStore.getState().setUser({ id: me, is_admin: true } as never);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows an overdue, unsent todo in words', () => {
    render(<TodoStatus todo={todo} />);
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
  });

  it('sends only after confirmation that names the responsible user', async () => {
    const onChanged = vi.fn();
    fetchMock.mockResolvedValueOnce(json({ ...todo, sent_at: '2026-01-03T10:00:00Z' }));
    render(<TodoActions customerId="c1" todo={todo} users={users} onChanged={onChanged} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send to the responsible user: Tarkista passi' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Send the action?' }).textContent).toContain('the responsible user Aino Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ sent_at: '2026-01-03T10:00:00Z' })));
    expect((fetchMock.mock.calls[0]![0] as Request).url).toMatch(/\/api\/v2\.5\/user\/customers\/c1\/todos\/t1\/send$/);
  });

  it('lets the responsible user answer, refusing an empty answer', async () => {
    const onChanged = vi.fn();
    fetchMock.mockResolvedValueOnce(json({ ...todo, answer: 'Tarkistettu', answered_at: '2026-01-03T11:00:00Z' }));
    render(<TodoActions customerId="c1" todo={todo} users={users} onChanged={onChanged} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge the action: Tarkista passi' }));
    const dialog = screen.getByRole('dialog', { name: 'Acknowledge the action' });
    expect(dialog.textContent).toContain('is sent to its creator (Ville Virtanen)');
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Write an acknowledgement.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Acknowledgement' }), { target: { value: '  Tarkistettu  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(await request.clone().json()).toEqual({ answer: 'Tarkistettu' });
  });

  it('offers no answer to anyone but the responsible user', () => {
    useSessionStore.getState().setUser({ id: creator, is_admin: false } as never);
    render(<TodoActions customerId="c1" todo={todo} users={users} onChanged={() => undefined} onError={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send to the responsible user: Tarkista passi' })).toBeTruthy();
  });
});
