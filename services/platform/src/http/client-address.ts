import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/** The address of a request whose peer is unknown (app.request() in a test without the socket). */
export const unknownAddress = 'unknown';

/**
 * An address as one spelling: IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 peers)
 * becomes the IPv4 address, a port or brackets around IPv6 are dropped, IPv6 is lower case. Null when it is
 * not an IP address at all.
 */
export const normaliseAddress = (value: string): string | null => {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const version = isIP(address);
  if (version === 0) return null;
  return version === 6 ? address.toLowerCase() : address;
};

const proxyList = (trustedProxies: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [base = '', prefix] = entry.split('/');
    const address = normaliseAddress(base);
    if (!address) throw new Error(`trusted proxy "${entry}" is not an IP address or CIDR`);
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
};

export type ClientAddressOf = (c: Context) => string;

/**
 * The client's address for rate limits and the security log. The socket's peer is the client unless it is one of
 * the trusted proxies (IPs or CIDRs, config TRUSTED_PROXIES); then X-Forwarded-For is walked from the right — each
 * proxy appends the peer it saw — and the first address that is not a trusted proxy is the client. Whatever a
 * client writes into the header itself ends up left of that and is never read, so a forged header changes nothing.
 */
export const clientAddressResolver = (trustedProxies: readonly string[] = []): ClientAddressOf => {
  const trusted = proxyList(trustedProxies);
  const isTrusted = (address: string) => trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return (c) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const peer = env?.incoming?.socket?.remoteAddress;
    const socketAddress = peer ? normaliseAddress(peer) : null;
    if (!socketAddress) return unknownAddress;
    if (trustedProxies.length === 0 || !isTrusted(socketAddress)) return socketAddress;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').reverse();
    let nearest = socketAddress;
    for (const hop of hops) {
      const address = normaliseAddress(hop);
      // Garbage can only come from left of our own proxies' entries: the last address they vouched for stands.
      if (!address) return nearest;
      if (!isTrusted(address)) return address;
      nearest = address;
    }
    return nearest;
  };
};
