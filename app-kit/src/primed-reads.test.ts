import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api.ts';
import { clearPrimedReads, primeReads } from './primed-reads.ts';

const calls: string[] = [];
const client = createApiClient({
  getToken: () => 't',
  setToken: () => undefined,
  onSessionLost: () => undefined,
  fetch: async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify({ status: true, data: 'from the service', errors: [] }), { headers: { 'content-type': 'application/json' } });
  },
  prefixUrl: 'http://localhost/api',
});

afterEach(() => {
  calls.length = 0;
  clearPrimedReads();
  vi.useRealTimers();
});

describe('reads answered ahead (issue 26: the card in one call)', () => {
  it('hands a primed answer once, to a read that started while the priming was in flight', async () => {
    let answer!: (value: Record<string, unknown>) => void;
    const primed = primeReads(['v2.5/user/users', 'v2.5/user/teams'], () => new Promise((resolve) => (answer = resolve)));
    const users = client.get<string>('/api/v2.5/user/users');
    answer({ 'v2.5/user/users': 'primed users', 'v2.5/user/teams': 'primed teams' });
    await primed;
    expect(await users).toBe('primed users');
    expect(await client.get<string>('v2.5/user/users')).toBe('from the service');
    expect(calls).toEqual(['GET /api/v2.5/user/users']);
  });

  it('does not hold back a read outside the priming, and keeps no answer it did not ask for', async () => {
    let answer!: (value: Record<string, unknown>) => void;
    const primed = primeReads(['v2.5/user/users'], () => new Promise((resolve) => (answer = resolve)));
    expect(await client.get<string>('v2.5/user/tags')).toBe('from the service');
    answer({});
    await primed;
    await primeReads(['v2.5/user/teams'], async () => ({ 'v2.5/user/teams': 'primed', 'v2.5/user/tags': 'not asked for' }));
    expect(await client.get<string>('v2.5/user/tags')).toBe('from the service');
  });

  it('drops what was read ahead on any write, and after ten seconds', async () => {
    await primeReads(['v2.5/user/users', 'v2.5/user/teams'], async () => ({ 'v2.5/user/users': 'primed', 'v2.5/user/teams': 'primed' }));
    await client.post('v2.5/user/tags', { name: 'x' });
    expect(await client.get<string>('v2.5/user/users')).toBe('from the service');
    vi.useFakeTimers({ toFake: ['Date'] });
    await primeReads(['v2.5/user/teams'], async () => ({ 'v2.5/user/teams': 'primed' }));
    vi.setSystemTime(Date.now() + 10_001);
    expect(await client.get<string>('v2.5/user/teams')).toBe('from the service');
  });

  it('primes nothing when the priming call fails: the reads go to the service', async () => {
    await primeReads(['v2.5/user/users'], () => Promise.reject(new Error('down')));
    expect(await client.get<string>('v2.5/user/users')).toBe('from the service');
  });
});
