import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientAddressResolver, normaliseAddress } from './client-address.ts';

/** The address the app sees for a request from `socket` with the given X-Forwarded-For. */
const seen = async (trusted: string[], socket: string | undefined, forwarded?: string): Promise<string> => {
  const addressOf = clientAddressResolver(trusted);
  const app = new Hono().get('/', (c) => c.text(addressOf(c)));
  const response = await app.request(
    '/',
    { headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } },
    socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } },
  );
  return response.text();
};

describe('client address', () => {
  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    expect(await seen([], '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
    expect(await seen([], '203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the socket peer when the peer is not a trusted proxy', async () => {
    expect(await seen(['10.0.0.0/8'], '203.0.113.9', '192.0.2.1')).toBe('203.0.113.9');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', async () => {
    // the client forged "1.1.1.1"; the outer proxy 10.0.0.2 appended the real client, the inner proxy the outer one
    expect(await seen(['10.0.0.0/8'], '10.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await seen(['10.0.0.1'], '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // everything trusted: the farthest proxy is the best we know
    expect(await seen(['10.0.0.0/8'], '10.0.0.1', '10.0.0.3')).toBe('10.0.0.3');
    // garbage where an address should be: the last address a trusted proxy vouched for
    expect(await seen(['10.0.0.0/8'], '10.0.0.1', 'not-an-ip, 10.0.0.4')).toBe('10.0.0.4');
    expect(await seen(['10.0.0.0/8'], '10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads IPv4-mapped IPv6, ports and brackets as the plain address', async () => {
    expect(await seen([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(['10.0.0.0/8'], '::ffff:10.0.0.1', '[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(await seen(['10.0.0.0/8'], '10.0.0.1', '198.51.100.7:5555')).toBe('198.51.100.7');
    expect(normaliseAddress('nonsense')).toBeNull();
  });

  it('is "unknown" without a socket, and refuses a trusted proxy that is not an address', async () => {
    expect(await seen([], undefined, '192.0.2.1')).toBe('unknown');
    expect(() => clientAddressResolver(['proxy.example.com'])).toThrow(/not an IP address/);
  });
});
