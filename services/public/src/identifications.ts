import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { EidCompleteBody, EidStartBody, PassportBody, ScreenSignatureBody } from '@tunne/contracts';
import { ok, readBody } from '@tunne/platform';
import type { PublicRouteContext } from './route-context.ts';

/**
 * The recipient's identification page (issue 14): view, strong identification (start and complete the eID round
 * trip), a drawn screen signature, a photographed document (upload, then confirm). The link's token in X-Link-Token,
 * rate-limited as the request and letter pages are.
 */
export const identificationPublicRoutes = (app: Hono<BlankEnv>, context: PublicRouteContext): void => {
  const { deps, prefix, limiter, linkOf, guarded, readUpload } = context;
  const base = `${prefix}/identifications/:org/:customer/:id`;
  const port = () => deps.ports.identifications;

  app.get(base, async (c) => {
    const { link, address, item } = await linkOf(c);
    return ok(c, await guarded(item, address, () => port().view(link)));
  });

  app.post(`${base}/eid/start`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const { method } = await readBody(c, EidStartBody);
    return ok(c, await guarded(item, address, () => port().startEid(link, method)));
  });

  app.post(`${base}/eid/complete`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const body = await readBody(c, EidCompleteBody);
    return ok(c, await guarded(item, address, () => port().completeEid(link, body, meta)));
  });

  app.post(`${base}/screensignature`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const body = await readBody(c, ScreenSignatureBody);
    return ok(c, await guarded(item, address, () => port().screenSignature(link, body, meta)));
  });

  app.post(`${base}/files`, async (c) => {
    const { link, address, item } = await linkOf(c);
    await limiter.take('uploads', item);
    const file = await readUpload(c);
    return ok(c, await guarded(item, address, () => port().addFile(link, file)), 201);
  });

  app.post(`${base}/passport`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const body = await readBody(c, PassportBody);
    return ok(c, await guarded(item, address, () => port().passport(link, body, meta)));
  });
};
