import type { Context, Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import { LetterAnswerBody, linkCodeHeader } from '@tunne/contracts';
import { AppError, attachmentHeader, ok, readBody } from '@tunne/platform';
import type { PublicRouteContext } from './route-context.ts';

const codePattern = /^[0-9]{6}$/;

/** A secure message's public page (spec §3 Secure message): the code step, the text and files, the answer. */
export const letterPublicRoutes = (app: Hono<BlankEnv>, context: PublicRouteContext): void => {
  const { deps, prefix, limiter, linkOf, guarded, fileId, readUpload } = context;
  const base = `${prefix}/letters/:org/:customer/:id`;
  const port = () => deps.ports.letters;

  /** The SMS code header: absent is null, anything but six digits a wrong code (counted, never sent to the port). */
  const codeOf = async (c: Context, item: string): Promise<string | null> => {
    const code = c.req.header(linkCodeHeader);
    if (code === undefined || code === '') return null;
    // Five wrong codes for the letter and no code is looked at any more, right or wrong, until they age out.
    await limiter.assertOpen('codeFailures', item);
    if (!codePattern.test(code)) {
      await limiter.take('codeFailures', item);
      throw new AppError('LINK_CODE_INVALID', 'The code is not valid', '/code');
    }
    return code;
  };

  app.get(base, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const code = await codeOf(c, item);
    return ok(c, await guarded(item, address, () => port().view(link, code, meta)));
  });
  app.post(`${base}/code`, async (c) => {
    const { link, address, item } = await linkOf(c);
    await limiter.take('smsPerAddress', address);
    await limiter.take('smsPerItem', item);
    await guarded(item, address, () => port().sendCode(link));
    return ok(c, { sent: true });
  });
  app.get(`${base}/files/:filesId`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const filesId = fileId(c);
    const code = await codeOf(c, item);
    const file = await guarded(item, address, () => port().file(link, code, filesId));
    return c.body(file.bytes.slice().buffer, 200, {
      'content-type': file.mime,
      'content-disposition': attachmentHeader(file.name),
      'content-length': String(file.bytes.byteLength),
      'x-content-type-options': 'nosniff',
    });
  });
  app.post(`${base}/files`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const code = await codeOf(c, item);
    await limiter.take('uploads', item);
    const file = await readUpload(c);
    return ok(c, await guarded(item, address, () => port().addAnswerFile(link, code, file)), 201);
  });
  app.post(`${base}/answer`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const code = await codeOf(c, item);
    const body = await readBody(c, LetterAnswerBody);
    await guarded(item, address, () => port().answer(link, code, body, meta));
    return ok(c, { answered: true });
  });
};
