import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import { setTestLanguage } from '../test/setup-i18n.ts';
import { LeadFormPage } from './LeadFormPage.tsx';

type Answer = { status: number; errors?: { code: string; message: string; field?: string }[]; data?: unknown };
const calls: string[] = [];

/** The staff API as the page meets it: one answer per method, an error envelope when it fails. */
const serve = (answers: Partial<Record<'GET' | 'POST', Answer>>) =>
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url, 'http://localhost').pathname}`);
    const answer = answers[request.method as 'GET' | 'POST'] ?? { status: 200, data: [] };
    const ok = answer.status < 400;
    return new Response(JSON.stringify({ status: ok, data: ok ? (answer.data ?? null) : null, errors: answer.errors ?? [] }), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });

const show = (id?: string) =>
  render(
    <RemoteTestFrame namespace="customers">
      <LeadFormPage id={id} />
    </RemoteTestFrame>,
  );

const submitNew = async (name: string) => {
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: name } });
  fireEvent.submit(screen.getByRole('form', { name: 'New lead' }));
};

beforeEach(async () => {
  await setTestLanguage('en');
  calls.length = 0;
  useSessionStore.setState({ token: 't' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, user: null });
});

describe('the lead form when the server refuses or fails (issue 26)', () => {
  it('puts a refused field\'s message at that field, not in a generic "check your input"', async () => {
    serve({ POST: { status: 400, errors: [{ code: 'VALIDATION_FAILED', message: 'Validation failed', field: '/email' }] } });
    show();
    await submitNew('Liidi Oy');
    const email = await screen.findByLabelText(/^E-mail/);
    await vi.waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toContain('POST /api/v2.5/user/leads');
  });

  it('says a server error in the error dialog and keeps what was typed', async () => {
    serve({ POST: { status: 500, errors: [{ code: 'INTERNAL_ERROR', message: 'Internal error' }] } });
    show();
    await submitNew('Liidi Oy');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).not.toMatch(/INTERNAL_ERROR|Internal error/);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Liidi Oy');
  });

  it('tells a lead that cannot be read from one that does not exist', async () => {
    serve({ GET: { status: 500, errors: [{ code: 'INTERNAL_ERROR', message: 'Internal error' }] } });
    show('11111111-1111-4111-8111-111111111111');
    expect((await screen.findByRole('alert')).textContent).toBe('Loading the lead failed. Please try again in a moment.');
    cleanup();
    serve({ GET: { status: 404, errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } });
    show('11111111-1111-4111-8111-111111111111');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The lead was not found/);
    expect(screen.queryByRole('form')).toBeNull();
  });
});
