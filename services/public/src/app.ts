import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { BlankEnv } from 'hono/types';
import {
  LetterAnswerBody,
  linkCodeHeader,
  linkProblems,
  linkTokenHeader,
  outboundFileLimits,
  RequestAnswerBody,
  type LinkAddress,
  type OutboundPublicPorts,
  type RateLimitPort,
  type RecipientMeta,
} from '@tunne/contracts';
import {
  AppError,
  attachmentHeader,
  clientAddressResolver,
  createServiceApp,
  handleError,
  ok,
  readAttachment,
  readBody,
  type ClientAddressOf,
  type ServiceRoutes,
} from '@tunne/platform';
import { addressKey, createLimiter, RateLimitedError } from './limits.ts';
import { identificationPublicRoutes } from './identifications.ts';
import { signatoryPublicRoutes } from './signatories.ts';

export interface PublicDeps {
  /** The recipient's side of requests and letters (the outbound service's outboundPorts). */
  ports: OutboundPublicPorts;
  rateLimits: RateLimitPort;
  /** The client's address (clientAddressResolver with the trusted proxies, as the gateway uses). */
  clientAddress?: ClientAddressOf;
}

const prefix = '/api/v2.5/public';
const requestPath = `${prefix}/requests/:org/:customer/:id`;
const letterPath = `${prefix}/letters/:org/:customer/:id`;

/** 32 random bytes, base64url without padding. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const codePattern = /^[0-9]{6}$/;
/** JSON bodies (drafts, answers) stay small; only the upload routes take a file. */
const uploadPath = new RegExp(`^${prefix.replace(/\./g, '\\.')}/(?:(?:requests|letters|identifications)/[^/]+/[^/]+/[^/]+/files|verify)$`);
const uploadLimit = outboundFileLimits.maxBytes + 64 * 1024;

/** What the route modules of the public app share: the link check, the limiter, the guard and the upload reader. */
export interface PublicRouteContext {
  deps: PublicDeps;
  prefix: string;
  limiter: ReturnType<typeof createLimiter>;
  /** The client's address as the app reads it (the trusted proxies'), for routes without a link. */
  addressOf: ClientAddressOf;
  linkOf: (c: Context) => Promise<{ link: LinkAddress; address: string; item: string; meta: RecipientMeta }>;
  guarded: <T>(item: string, who: string, call: () => Promise<T>) => Promise<T>;
  fileId: (c: Context) => string;
  readUpload: (c: Context) => Promise<{ name: string; mime: string; bytes: Uint8Array }>;
}

const isLinkProblem = (error: unknown): error is AppError =>
  error instanceof AppError && (linkProblems as readonly string[]).includes(error.code);

/** A link problem as the page sees it: the code and a fixed message, never data the port attached. */
const bareLinkProblem = (error: AppError): AppError => new AppError(error.code, 'This link cannot be used');

const linkInvalid = () => new AppError('LINK_INVALID', 'This link cannot be used');

/**
 * The public API of the recipient's pages (issue 13, spec §2 Public pages): no staff session, the link's token in
 * X-Link-Token, rate-limited per client address and per item. Every answer is no-store and sends no referrer.
 */
export const createPublicApp = (deps: PublicDeps): ServiceRoutes<BlankEnv> => {
  // Uploads may be as large as a file; every other body keeps the platform's 1 MB.
  const app = createServiceApp<BlankEnv>({ bodyLimitPatterns: [[uploadPath, uploadLimit]] });
  const limiter = createLimiter(deps.rateLimits);
  const addressOf = deps.clientAddress ?? clientAddressResolver();

  app.use(`${prefix}/*`, async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set('pragma', 'no-cache');
    c.res.headers.set('referrer-policy', 'no-referrer');
  });
  app.onError((error, c) => {
    const response = handleError(error, c);
    if (error instanceof RateLimitedError) response.headers.set('retry-after', String(error.retryAfter));
    response.headers.set('cache-control', 'no-store');
    response.headers.set('referrer-policy', 'no-referrer');
    return response;
  });

  /**
   * The item's address from the path and the token header. A malformed one is LINK_INVALID before any database call
   * (it can never match, so it costs nothing and is not counted); a well-formed one takes the address's and the
   * item's hits first, and an address out of failed token checks is refused before its token is checked. The item's
   * limits are kept per item and token (a digest of it): someone who knows a link's path but not its token fills
   * buckets of their own, never the recipient's (their failures are limited per address).
   */
  const linkOf = async (c: Context): Promise<{ link: LinkAddress; address: string; item: string; meta: RecipientMeta }> => {
    const { org = '', customer = '', id = '', esig } = c.req.param() as Record<string, string | undefined>;
    const token = c.req.header(linkTokenHeader) ?? '';
    const parts = esig === undefined ? [org, customer, id] : [org, customer, esig, id];
    if (!parts.every((part) => uuidPattern.test(part)) || !tokenPattern.test(token)) throw linkInvalid();
    const address = addressOf(c);
    const who = addressKey(address);
    await limiter.take('calls', who);
    const item = `${id.toLowerCase()}:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
    await limiter.take('item', item);
    // An address that has used up its failed token checks gets no more checked, right or wrong (issue 26: the
    // failures were counted only after each check, so every guess was still evaluated).
    await limiter.assertOpen('failures', who);
    const userAgent = c.req.header('user-agent')?.slice(0, 500) ?? null;
    return {
      link: {
        organisationsId: org.toLowerCase(), customersId: customer.toLowerCase(), id: id.toLowerCase(), token,
        ...(esig === undefined ? {} : { esignaturesId: esig.toLowerCase() }),
      },
      address: who,
      item,
      meta: { ipaddress: address, userAgent },
    };
  };

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

  /** Runs a port call: a link problem loses any data; a failed token check or code counts against the address. */
  const guarded = async <T>(item: string, who: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isLinkProblem(error)) {
        if (error.code === 'LINK_INVALID') await limiter.take('failures', who);
        throw bareLinkProblem(error);
      }
      if (error instanceof AppError && error.code === 'LINK_CODE_INVALID') await limiter.take('codeFailures', item);
      throw error;
    }
  };

  const fileId = (c: Context): string => {
    const filesId = c.req.param('filesId') ?? '';
    if (!uuidPattern.test(filesId)) throw new AppError('FILE_NOT_FOUND', 'File not found');
    return filesId.toLowerCase();
  };

  const readUpload = async (c: Context) => {
    const file = await readAttachment(c, outboundFileLimits.maxBytes);
    return { name: file.name, mime: file.mime, bytes: file.content };
  };

  // Requests (spec §3 Request): view, save a draft, add and remove files, submit.
  app.get(requestPath, async (c) => {
    const { link, address, item } = await linkOf(c);
    return ok(c, await guarded(item, address, () => deps.ports.requests.view(link)));
  });
  app.put(`${requestPath}/draft`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const draft = await readBody(c, RequestAnswerBody);
    await guarded(item, address, () => deps.ports.requests.saveDraft(link, draft));
    return ok(c, { saved: true });
  });
  app.post(`${requestPath}/files`, async (c) => {
    const { link, address, item } = await linkOf(c);
    await limiter.take('uploads', item);
    const file = await readUpload(c);
    return ok(c, await guarded(item, address, () => deps.ports.requests.addFile(link, file)), 201);
  });
  app.delete(`${requestPath}/files/:filesId`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const filesId = fileId(c);
    await guarded(item, address, () => deps.ports.requests.removeFile(link, filesId));
    return ok(c, { removed: true });
  });
  app.post(`${requestPath}/submit`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const answer = await readBody(c, RequestAnswerBody);
    return ok(c, await guarded(item, address, () => deps.ports.requests.submit(link, answer, meta)));
  });

  // Letters (spec §3 Secure message): the code step, the text and files, the answer.
  app.get(letterPath, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const code = await codeOf(c, item);
    return ok(c, await guarded(item, address, () => deps.ports.letters.view(link, code, meta)));
  });
  app.post(`${letterPath}/code`, async (c) => {
    const { link, address, item } = await linkOf(c);
    await limiter.take('smsPerAddress', address);
    await limiter.take('smsPerItem', item);
    await guarded(item, address, () => deps.ports.letters.sendCode(link));
    return ok(c, { sent: true });
  });
  app.get(`${letterPath}/files/:filesId`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const filesId = fileId(c);
    const code = await codeOf(c, item);
    const file = await guarded(item, address, () => deps.ports.letters.file(link, code, filesId));
    return c.body(file.bytes.slice().buffer, 200, {
      'content-type': file.mime,
      'content-disposition': attachmentHeader(file.name),
      'content-length': String(file.bytes.byteLength),
      'x-content-type-options': 'nosniff',
    });
  });
  app.post(`${letterPath}/files`, async (c) => {
    const { link, address, item } = await linkOf(c);
    const code = await codeOf(c, item);
    await limiter.take('uploads', item);
    const file = await readUpload(c);
    return ok(c, await guarded(item, address, () => deps.ports.letters.addAnswerFile(link, code, file)), 201);
  });
  app.post(`${letterPath}/answer`, async (c) => {
    const { link, address, item, meta } = await linkOf(c);
    const code = await codeOf(c, item);
    const body = await readBody(c, LetterAnswerBody);
    await guarded(item, address, () => deps.ports.letters.answer(link, code, body, meta));
    return ok(c, { answered: true });
  });

  const context: PublicRouteContext = { deps, prefix, limiter, addressOf, linkOf, guarded, fileId, readUpload };
  identificationPublicRoutes(app, context);
  signatoryPublicRoutes(app, context);

  return {
    name: 'public',
    app,
    prefixes: [`${prefix}/requests`, `${prefix}/letters`, `${prefix}/identifications`, `${prefix}/signatories`, `${prefix}/verify`],
  };
};

