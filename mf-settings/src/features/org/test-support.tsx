import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { RemoteTestFrame } from '@tunne/app-kit';
import { defaultOutboundSettings, documentFlags, type Envelope, type OrganisationSettings, type OutboundSettings } from '@tunne/contracts';
import '../../remote.tsx';

// Tests speak to the real app-kit client; only the network (fetch) answers, from the handler each test gives.

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown; form: FormData | null };
export type Answer = { status?: number; data?: unknown; code?: string; field?: string } | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: each call is recorded and answered by `handler` (404 when it has no answer). */
export const stubApi = (handler: (call: Call) => Answer): Call[] => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: globalThis.Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new globalThis.Request(input, init) : input;
    const url = new URL(request.url, 'http://localhost');
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const form = multipart ? await request.clone().formData() : null;
    const text = request.method === 'GET' || multipart ? '' : await request.clone().text();
    const call: Call = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), search: url.searchParams, body: text ? JSON.parse(text) : undefined, form };
    calls.push(call);
    const answer = handler(call);
    if (!answer) return json(404, { status: false, data: null, errors: [{ code: 'NOT_FOUND', message: 'not found' }] });
    if (answer.code) {
      const error = { code: answer.code, message: answer.code, ...(answer.field ? { field: answer.field } : {}) };
      return json(answer.status ?? 400, { status: false, data: null, errors: [error] });
    }
    return json(answer.status ?? 200, { status: true, data: answer.data ?? null, errors: [] } satisfies Envelope<unknown>);
  });
  return calls;
};

/** Calls that change something (the tests assert nothing was sent after a refusal). */
export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

export const renderSection = (Section: ComponentType<{ rest: string[] }>) =>
  render(
    <RemoteTestFrame namespace="settings">
      <Section rest={[]} />
    </RemoteTestFrame>,
  );

export const organisation = (overrides: Partial<OrganisationSettings> = {}): OrganisationSettings => ({
  id: 'o1',
  name: 'Testi Oy',
  businessid: '1234567-8',
  address: 'Testikatu 1',
  postalnumber: '00100',
  city: 'Helsinki',
  tel: null,
  email: 'info@testi.fi',
  website: null,
  is_active: true,
  remove_archive_days: 30,
  require_second_factor: false,
  session_idle_minutes: 30,
  session_absolute_hours: 12,
  whistleblower_channels: 0,
  logo_url: null,
  color_primary: '#1f4e8c',
  color_secondary: null,
  description: null,
  privacy_text: null,
  privacy_link: null,
  kycclock_default_months: 12,
  data_validity_days: 90,
  feature_flags: [],
  use_tasks: true,
  use_alerts: true,
  use_queries: true,
  use_requests: true,
  use_identifications: true,
  use_esignatures: true,
  use_letters: true,
  use_todos: true,
  use_identifications_accept: false,
  use_requests_accept: false,
  ...(Object.fromEntries(documentFlags.map((flag) => [flag, false])) as Record<(typeof documentFlags)[number], boolean>),
  ...overrides,
});

export const outbound = (overrides: Partial<OutboundSettings> = {}): OutboundSettings => ({ ...defaultOutboundSettings, ...overrides });
