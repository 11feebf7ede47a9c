import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { linkProblems, linkTokenHeader, outboundFileLimits, type LinkAddress, type OutboundPublicPorts, type RateLimitPort, type RecipientMeta } from '@tunne/contracts';
import { AppError, clientAddressResolver, readAttachment, type ClientAddressOf } from '@tunne/platform';
import { addressKey, createLimiter } from './limits.ts';

export interface PublicDeps {
  /** The recipient's side of requests and letters (the outbound service's outboundPorts). */
  ports: OutboundPublicPorts;
  rateLimits: RateLimitPort;
  /** The client's address (clientAddressResolver with the trusted proxies, as the gateway uses). */
  clientAddress?: ClientAddressOf;
}

export const publicPrefix = '/api/v2.5/public';

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

/** 32 random bytes, base64url without padding. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isLinkProblem = (error: unknown): error is AppError =>
  error instanceof AppError && (linkProblems as readonly string[]).includes(error.code);

/** A link problem as the page sees it: the code and a fixed message, never data the port attached. */
const bareLinkProblem = (error: AppError): AppError => new AppError(error.code, 'This link cannot be used');

const linkInvalid = () => new AppError('LINK_INVALID', 'This link cannot be used');

/** The link check, the limiter and the guard every route module of the public app uses (one limiter per app). */
export const createRouteContext = (deps: PublicDeps): PublicRouteContext => {
  const limiter = createLimiter(deps.rateLimits);
  const addressOf = deps.clientAddress ?? clientAddressResolver();

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

  return { deps, prefix: publicPrefix, limiter, addressOf, linkOf, guarded, fileId, readUpload };
};
