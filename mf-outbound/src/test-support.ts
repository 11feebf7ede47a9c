import { vi } from 'vitest';
import { useSessionStore } from '@tunne/app-kit';
import type { Envelope, Esignature, Identification, Organisation, Request as OutboundRequest, Signatory } from '@tunne/contracts';

// Tests speak to the real app-kit client; only the network (fetch) answers from these routes.

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
type Handler = (call: Call) => { status?: number; data?: unknown; code?: string } | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** JSON bodies as values; a multipart upload as its text. */
const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Stubs fetch: each call goes to the first handler that answers; every call is recorded. */
export const stubApi = (handler: Handler): Call[] => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: globalThis.Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new globalThis.Request(input, init) : input;
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: Call = { method: request.method, path: url.pathname.replace(/^\/api\//, ''), search: url.searchParams, body: text ? parseBody(text) : undefined };
    calls.push(call);
    const answer = handler(call);
    if (!answer) return json(404, { status: false, data: null, errors: [{ code: 'NOT_FOUND', message: 'not found' }] });
    if (answer.code) return json(answer.status ?? 400, { status: false, data: null, errors: [{ code: answer.code, message: answer.code }] });
    return json(answer.status ?? 200, { status: true, data: answer.data ?? null, errors: [] } satisfies Envelope<unknown>);
  });
  return calls;
};

export const useOrganisation = (flags: Partial<Organisation>) =>
  useSessionStore.setState({ token: 'test-token', organisation: { use_requests: true, use_letters: true, use_requests_accept: false, ...flags } as Organisation });

export const customer = { id: 'c1', name: 'Testi Oy', email: 'info@testi.fi', contact_email: 'anna@testi.fi', language: 'fi', is_frozen: false };

export const request = (overrides: Partial<OutboundRequest> = {}): OutboundRequest => ({
  id: 'r1',
  organizations_id: 'o1',
  customers_id: 'c1',
  users_id: 'u1',
  email: 'anna@testi.fi',
  note: null,
  description: 'Hei, tarvitsemme tietoja.',
  language: 'fi',
  state: 'draft',
  light: 'grey',
  created_at: '2026-11-20T08:00:00.000Z',
  send_at: null,
  sent_at: null,
  resent_at: null,
  resend_cnt: 0,
  answered_at: null,
  is_answered: false,
  is_accepted: false,
  accepted_at: null,
  denied_at: null,
  expires_at: null,
  files: [],
  answer: null,
  public_url: 'https://kyc.example.fi/p/requests/o1/c1/r1',
  ask_basic: true,
  ask_actualbeneficiaries: false,
  ask_actualbeneficiaries_description: null,
  ask_actualbeneficiaries_validssn: false,
  ask_files: false,
  ask_files_description: null,
  ask_files_mandatory: false,
  ask_freetext: false,
  ask_freetext_description: null,
  ask_owners: true,
  ask_owners_allowfile: false,
  ask_owners_description: 'Kaikki yli 25 %:n omistajat',
  ask_peps: false,
  ask_peps_description: null,
  ask_responsiblepersons: false,
  ask_responsiblepersons_description: null,
  ask_responsiblepersons_ifnecessary: false,
  ask_responsiblepersons_ssn: false,
  ask_responsiblepersons_validssn: false,
  ask_riskquestions: false,
  riskquestions_type: null,
  ask_sof: false,
  ask_sof_description: null,
  autofill_actualbeneficiaries: false,
  autofill_owners: false,
  autofill_peps: false,
  autofill_responsiblepersons: false,
  prefill_actualbeneficiaries: false,
  prefill_owners: false,
  prefill_peps: false,
  prefill_responsiblepersons: false,
  prefill_changes: false,
  ...overrides,
});

/** A row of the list for a request. */
export const rowOf = (item: OutboundRequest) => ({
  id: item.id, customers_id: item.customers_id, email: item.email, language: item.language, state: item.state, light: item.light,
  created_at: item.created_at, sent_at: item.sent_at, resent_at: item.resent_at, resend_cnt: item.resend_cnt, answered_at: item.answered_at,
  is_accepted: item.is_accepted, users_id: item.users_id, user_name: 'Aino Admin',
});

export const identification = (overrides: Partial<Identification> = {}): Identification => ({
  id: 'i1',
  organizations_id: 'o1',
  customers_id: 'c1',
  users_id: 'u1',
  user_name: 'Aino Admin',
  name: 'Anna Asiakas',
  email: 'anna@testi.fi',
  note: null,
  description: null,
  instructions: null,
  language: 'fi',
  available_eidmethods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE'],
  ask_pep: false,
  autofill_pep: false,
  state: 'draft',
  light: 'grey',
  created_at: '2026-11-20T08:00:00.000Z',
  send_at: null,
  sent_at: null,
  resent_at: null,
  resend_cnt: 0,
  expires_at: null,
  identified_at: null,
  is_identified: false,
  is_accepted: false,
  accepted_at: null,
  denied_at: null,
  is_manual: false,
  is_copy: false,
  copied_from: null,
  identified_name: null,
  ssn: null,
  birthdate: null,
  ipaddress: null,
  eidmethod: null,
  eid_issuer: null,
  is_pep_self: null,
  is_pep_family: null,
  is_pep_partner: null,
  has_screensignature: false,
  files: [],
  metadata: { document_number: null, document_type: null, nationality: null, facematch_level: null, gender: null, birthdate: null, date_of_expiry: null, issuing_country: null },
  ssn_conflict: null,
  stored_ssn: null,
  public_url: 'https://kyc.example.fi/p/identifications/o1/c1/i1',
  assurance: 'none',
  eid_acr: null,
  eid_level: null,
  eid_auth_time: null,
  eid_subject: null,
  mismatch: null,
  mismatch_decision: null,
  mismatch_decided_by: null,
  mismatch_decided_at: null,
  document_verified_at: null,
  document_verified_by: null,
  ...overrides,
});

export const signatory = (overrides: Partial<Signatory> = {}): Signatory => ({
  id: 's1',
  esignatures_id: 'e1',
  name: 'Sanna Allekirjoittaja',
  companyname: null,
  role: null,
  email: 'sanna@testi.fi',
  hide_ssn: false,
  note: null,
  signtext: null,
  signorder: 1,
  available_eidmethods: ['NETSEIDENT_BANKID_FI'],
  status: 'draft',
  light: null,
  sent_at: null,
  resent_at: null,
  resend_cnt: 0,
  signed_at: null,
  method: null,
  ssn: null,
  identified_name: null,
  ipaddress: null,
  resend_in_progress: false,
  public_url: 'https://kyc.example.fi/p/signatories/o1/c1/e1/s1',
  eid_acr: null,
  mismatch: null,
  mismatch_decision: null,
  mismatch_decided_by: null,
  ...overrides,
});

export const esignature = (overrides: Partial<Esignature> = {}): Esignature => ({
  id: 'e1',
  organizations_id: 'o1',
  customers_id: 'c1',
  users_id: 'u1',
  user_name: 'Aino Admin',
  signature_name: 'Toimeksiantosopimus',
  name: null,
  description: null,
  signtext: null,
  note: null,
  language: 'fi',
  allow_passportreader: false,
  force_passportreader: false,
  status: 'DRAFT',
  light: 'grey',
  created_at: '2026-11-20T08:00:00.000Z',
  sent_at: null,
  resent_at: null,
  resend_cnt: 0,
  signed_at: null,
  current_order: null,
  files: [],
  signatories: [],
  signed_sha256: null,
  ...overrides,
});
