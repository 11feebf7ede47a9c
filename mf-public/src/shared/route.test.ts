import { afterEach, describe, expect, it } from 'vitest';
import { takeLinkToken } from './link-token.ts';
import { parseRoute } from './route.ts';

const org = '11111111-1111-4111-8111-111111111111';
const customer = '22222222-2222-4222-8222-222222222222';
const id = '33333333-3333-4333-8333-333333333333';
const esignature = '44444444-4444-4444-8444-444444444444';
const token = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('public routes', () => {
  it('names the item of a public link, and a preview', () => {
    expect(parseRoute(`/p/requests/${org}/${customer}/${id}`, '')).toEqual({ page: 'requests', organisationsId: org, customersId: customer, id, preview: false });
    expect(parseRoute(`/p/letters/${org}/${customer}/${id}`, '?preview')).toMatchObject({ page: 'letters', preview: true });
    expect(parseRoute(`/p/identifications/${org}/${customer}/${id}`, '')).toEqual({ page: 'identifications', organisationsId: org, customersId: customer, id, preview: false });
    expect(parseRoute(`/p/identifications/${org}/${customer}/${id}`, '?preview')).toMatchObject({ page: 'identifications', preview: true });
    expect(parseRoute(`/p/signatories/${org}/${customer}/${esignature}/${id}`, '')).toEqual({
      page: 'signatories', organisationsId: org, customersId: customer, esignaturesId: esignature, id, preview: false,
    });
    expect(parseRoute(`/p/signatories/${org}/${customer}/${id}`, '')).toEqual({ page: 'notFound' });
    expect(parseRoute('/p/eid/callback', '?code=abc&state=def')).toEqual({ page: 'eidCallback' });
    expect(parseRoute('/p/verify', '')).toEqual({ page: 'verify' });
    expect(parseRoute('/p/verify/', '')).toEqual({ page: 'verify' });
    expect(parseRoute(`/p/signatures/${org}/${customer}/${id}`, '')).toEqual({ page: 'unavailable' });
    expect(parseRoute('/p/eid/other', '')).toEqual({ page: 'notFound' });
    expect(parseRoute(`/p/requests/${org}/nope/${id}`, '')).toEqual({ page: 'notFound' });
  });
});

describe('link token', () => {
  it('is taken from the fragment, dropped from the address, and kept for this tab', () => {
    window.history.replaceState(null, '', `/p/requests/${org}/${customer}/${id}#${token}`);
    expect(takeLinkToken(id)).toBe(token);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(`/p/requests/${org}/${customer}/${id}`);
    // A reload: the fragment is gone, the tab still has it.
    expect(takeLinkToken(id)).toBe(token);
    expect(takeLinkToken('another')).toBeNull();
  });

  it('ignores a fragment that is not a token', () => {
    window.history.replaceState(null, '', `/p/requests/${org}/${customer}/${id}#main`);
    expect(takeLinkToken(id)).toBeNull();
    expect(window.location.hash).toBe('#main');
  });
});
