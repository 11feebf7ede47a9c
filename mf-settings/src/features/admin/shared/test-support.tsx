import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import type { Envelope, User } from '@tunne/contracts';
// Registers the remote's texts with the shared i18next instance, as the shell's first mount does.
import '../../../remote.tsx';

// Tests speak to the real app-kit client; only the network (fetch) answers, from the handler each test gives.

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
export type Answer = { status?: number; data?: unknown; code?: string } | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A multipart upload as its fields (a file as its name, type and size); JSON as its value. */
const readBody = async (request: Request): Promise<unknown> => {
  if (request.method === 'GET') return undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { filename: value.name, type: value.type, size: value.size }]),
    );
  }
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/** Stubs fetch: each call is answered by `handler` (no answer: 404) and recorded. */
export const stubApi = (handler: (call: Call) => Answer): Call[] => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
    const url = new URL(request.url, 'http://localhost');
    const call: Call = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), search: url.searchParams, body: await readBody(request) };
    calls.push(call);
    const answer = handler(call);
    if (!answer) return json(404, { status: false, data: null, errors: [{ code: 'NOT_FOUND', message: 'not found' }] });
    if (answer.code) return json(answer.status ?? 400, { status: false, data: null, errors: [{ code: answer.code, message: answer.code }] });
    return json(answer.status ?? 200, { status: true, data: answer.data ?? null, errors: [] } satisfies Envelope<unknown>);
  });
  return calls;
};

/** The calls that changed something (not GET), as method and path with their bodies. */
export const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

export const signInAs = (user: Partial<User> = {}) =>
  useSessionStore.setState({ token: 'test-token', user: { id: 'admin-1', name: 'Aino Admin', is_admin: true, ...user } as User });

/** A section drawn in the frame createRemote gives it (namespace 'settings', the error dialog). */
export const renderSection = (section: ReactNode) => render(<RemoteTestFrame namespace="settings">{section}</RemoteTestFrame>);
