import type { Context } from 'hono';

/**
 * The client address for rate limiting: the first hop of X-Forwarded-For (set by the load balancer),
 * else the socket's peer address from @hono/node-server, else 'unknown'.
 */
export const clientAddress = (c: Context): string => {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
};
