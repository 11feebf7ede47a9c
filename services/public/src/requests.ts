import type { Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { RequestAnswerBody } from '@tunne/contracts';
import { ok, readBody } from '@tunne/platform';
import type { PublicRouteContext } from './route-context.ts';

/** A request's public page (spec §3 Request): view, save a draft, add and remove files, submit. */
export const requestPublicRoutes = (app: Hono<BlankEnv>, context: PublicRouteContext): void => {
  const { deps, prefix, limiter, linkOf, guarded, fileId, readUpload } = context;
  const base = `${prefix}/requests/:org/:customer/:id`;
  const port = () => deps.ports.requests;

  app.get(base, async (c) => {
    const { link, address, item } = await linkOf(c);
    return ok(c, await guarded(item, address, () => port().view(link)));
  });
  app.put(`${base}/draft`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const draft = await readBody(c, RequestAnswerBody);
    await guarded(item, address, () => port().saveDraft(link, draft));
    return ok(c, { saved: true });
  });
  app.post(`${base}/files`, async (c) => {
    const { link, address, item } = await linkOf(c);
    await limiter.take('uploads', item);
    const file = await readUpload(c);
    return ok(c, await guarded(item, address, () => port().addFile(link, file)), 201);
  });
  app.delete(`${base}/files/:filesId`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const filesId = fileId(c);
    await guarded(item, address, () => port().removeFile(link, filesId));
    return ok(c, { removed: true });
  });
  app.post(`${base}/submit`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const answer = await readBody(c, RequestAnswerBody);
    return ok(c, await guarded(item, address, () => port().submit(link, answer, meta)));
  });
};
