import type { Hono } from 'hono';
import { cardReadPaths, IdParams } from '@tunne/contracts';
import { ok, readParams } from '@tunne/platform';

/** How many of a card's reads run at once (one card should not take the whole database pool). */
const readsAtOnce = 4;

/** The request headers a read is made with: the caller's own session and language, nothing else. */
const forwarded = ['authorization', 'accept-language', 'x-forwarded-for', 'x-real-ip', 'user-agent'];

/**
 * GET /api/v2.5/user/customers/{id}/card: the card's reads answered together, `{ [path]: data }`, each made through the
 * gateway exactly as the browser would make it (the same session, so the same authorization, restriction and RLS).
 * A read that fails is left out (its section reads it again and says its own error); when the customer itself cannot
 * be read its answer (401, 403, 404…) is the answer, so the bundle reveals nothing the customer's read would not.
 * The customer is read first; the rest a few at a time.
 */
export const mountCardReads = (app: Hono): void => {
  app.get('/api/v2.5/user/customers/:id/card', async (c) => {
    const { id } = readParams(c, IdParams);
    const headers = new Headers();
    for (const name of forwarded) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const read = (path: string) => app.fetch(new Request(new URL(`/api/${path}`, c.req.url), { headers }), c.env);
    // The customer first: when it cannot be read, its answer is the answer and nothing else is read.
    const [customerPath, ...rest] = cardReadPaths(id);
    const customer = await read(customerPath!);
    if (customer.status !== 200) return customer;
    const answers: Record<string, unknown> = { [customerPath!]: ((await customer.json()) as { data?: unknown }).data ?? null };
    // The rest a few at a time: on PostgreSQL they overlap on the pool; on the embedded database the JSON work of one
    // overlaps the queries of the next.
    const queue = [...rest];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await read(path);
        if (response.status !== 200) {
          await response.body?.cancel();
          continue;
        }
        answers[path] = ((await response.json()) as { data?: unknown }).data ?? null;
      }
    };
    await Promise.all(Array.from({ length: readsAtOnce }, worker));
    return ok(c, answers);
  });
};
