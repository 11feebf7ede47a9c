import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { App } from './App.tsx';
import { i18n } from './shared/i18n.ts';

// The pages' tests: the browser's fetch replaced, the app opened at an address.

export const org = '11111111-1111-4111-8111-111111111111';
export const customer = '22222222-2222-4222-8222-222222222222';
export const id = '33333333-3333-4333-8333-333333333333';
export const esignature = '44444444-4444-4444-8444-444444444444';
export const token = 'T'.repeat(43);

export const envelope = (status: number, data: unknown, code?: string): Response =>
  new Response(JSON.stringify(code ? { status: false, data: null, errors: [{ code, message: code }] } : { status: true, data, errors: [] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Replaces fetch; every request is kept in the returned list (with its body still readable through `bodies`). */
export const serve = (answer: (request: Request, body: string) => Response | Promise<Response>) => {
  const calls: { request: Request; body: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const copy = request.clone();
      const body = request.method === 'GET' ? '' : await copy.text();
      calls.push({ request, body, path: new URL(request.url).pathname });
      return answer(request, body);
    }),
  );
  return calls;
};

export const openPage = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
};
