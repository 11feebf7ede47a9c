import { vi } from 'vitest';
import type { Envelope } from '@tunne/contracts';

/** One call the component made: method, path and JSON body. */
export type Call = { method: string; url: string; body: unknown };
export type Answer = { status?: number; data?: unknown; code?: string };

export const envelope = ({ status = 200, data = null, code }: Answer) =>
  new Response(JSON.stringify({ status: !code, data, errors: code ? [{ code, message: code }] : [] } satisfies Envelope<unknown>), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fake risk service behind the real app-kit client: answers each call from `route`, recording what was sent. */
export const serve = (route: (call: Call) => Answer) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    if (call.url.endsWith('/users')) return envelope({ data: [{ id: 'u1', name: 'Ulla Käyttäjä' }, { id: 'u2', name: 'Aino Admin' }] });
    return envelope(route(call));
  });
  return calls;
};
