import type { Hono } from 'hono';
import { cardReadPaths, IdParams } from '@tunne/contracts';
import { ok, readParams } from '@tunne/platform';

/** The request headers a read is made with: the caller's own session and language, nothing else. */
const forwarded = ['authorization', 'accept-language', 'x-forwarded-for', 'x-real-ip', 'user-agent'];

/**
 * GET /api/v2.5/user/customers/{id}/card: the card's reads answered together, `{ [path]: data }`, each made through the
 * gateway exactly as the browser would make it (the same session, so the same authorization, restriction and RLS).
 * A read that fails is left out (its section reads it again and says its own error); when the customer itself cannot
 * be read its answer (401, 403, 404…) is the answer, so the bundle reveals nothing the customer's read would not.
 * Reads go one after another: on the embedded database they would anyway, and on PostgreSQL one card takes one
 * connection at a time instead of 26.
 */
export const mountCardReads = (app: Hono): void => {
  app.get('/api/v2.5/user/customers/:id/card', async (c) => {
    const { id } = readParams(c, IdParams);
    const headers = new Headers();
    for (const name of forwarded) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const answers: Record<string, unknown> = {};
    for (const path of cardReadPaths(id)) {
      const response = await app.fetch(new Request(new URL(`/api/${path}`, c.req.url), { headers }), c.env);
      if (response.status !== 200) {
        if (Object.keys(answers).length === 0) return response;
        await response.body?.cancel();
        continue;
      }
      const envelope = (await response.json()) as { data?: unknown };
      answers[path] = envelope.data ?? null;
    }
    return ok(c, answers);
  });
};
