import { vi } from 'vitest';
import type { Envelope } from '@tunne/contracts';
import { registerShellTranslations } from '../i18n.ts';

/** One call a component made: method, path, query, and the JSON body or the multipart form it sent. */
export interface Call {
  method: string;
  url: string;
  search: URLSearchParams;
  body: unknown;
  form: FormData | null;
}
export interface Answer {
  status?: number;
  data?: unknown;
  code?: string;
}

const envelope = ({ status = 200, data = null, code }: Answer): Response =>
  new Response(JSON.stringify({ status: !code, data, errors: code ? [{ code, message: code }] : [] } satisfies Envelope<unknown>), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fake service behind the real app-kit client: answers each call from `route`, recording what was sent. */
export const serve = (route: (call: Call) => Answer): Call[] => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    const url = new URL(request.url);
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const form = multipart ? await request.formData() : null;
    const text = request.method === 'GET' || multipart ? '' : await request.text();
    const call: Call = { method: request.method, url: url.pathname, search: url.searchParams, body: text ? JSON.parse(text) : null, form };
    calls.push(call);
    return envelope(route(call));
  });
  return calls;
};

let registered = false;

/** The shell's texts in the one i18next instance, as bootstrap adds them. */
export const addShellTexts = (): void => {
  if (registered) return;
  registered = true;
  registerShellTranslations();
};
