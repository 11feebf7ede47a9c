import { createReadStream, statSync, type Stats } from 'node:fs';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Text formats the build writes `.br` and `.gz` twins for (scripts/precompress.mjs); anything else is sent as it is. */
const compressible = /\.(js|mjs|css|html|json|svg|map|txt)$/;

/** Server preference: the smallest first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof encodings)[number]['name'];

/**
 * The content codings an Accept-Encoding header allows (RFC 9110 §12.5.3): a coding named with q=0 is refused, `*`
 * stands for every coding not named; no header at all means the client takes only identity here (a client without
 * the header is usually a tool that would not decode).
 */
export const acceptedEncodings = (header: string | undefined): Set<Encoding> => {
  const accepted = new Set<Encoding>();
  if (!header) return accepted;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  for (const { name } of encodings) {
    const weight = weights.get(name) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(name);
  }
  return accepted;
};

const statFile = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

const byteRange = (header: string, size: number): { start: number; end: number } | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Number(to);
    return length > 0 ? { start: Math.max(size - length, 0), end: size - 1 } : undefined;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start < size && start <= end ? { start, end } : undefined;
};

const stream = (path: string, range?: { start: number; end: number }): ReadableStream<Uint8Array> =>
  Readable.toWeb(createReadStream(path, range)) as ReadableStream<Uint8Array>;

export interface BuiltFilesOptions {
  /** The build folder (a dist/). */
  root: string;
  /** Maps the request path to a path inside root ('/app/main.js' -> '/main.js'). */
  rewriteRequestPath: (path: string) => string;
}

/**
 * Serves a build folder, sending the precompressed twin of a text file (`.br`, then `.gz`) when the request's
 * Accept-Encoding allows it. The answer has the original file's content type (and the cache headers the caller adds
 * by path), `Content-Encoding` and `Vary: Accept-Encoding`; Range and HEAD apply to the representation chosen. A file
 * without a twin is sent plain. Unknown paths fall through to the next handler.
 */
export const serveBuiltFiles = (options: BuiltFilesOptions): MiddlewareHandler => async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  let requested: string;
  try {
    requested = decodeURIComponent(options.rewriteRequestPath(c.req.path));
  } catch {
    return next();
  }
  // No way out of the folder, and no hidden files.
  if (/(^|[/\\])\.|\\|\0/.test(requested)) return next();
  let path = join(options.root, requested);
  if (requested === '' || requested.endsWith('/')) path = join(path, 'index.html');
  const stats = statFile(path);
  if (!stats) return next();
  return sendFile(c, path, stats);
};

const sendFile = (c: Context, path: string, plain: Stats): Response => {
  let file = path;
  let stats = plain;
  let encoding: Encoding | undefined;
  const twins = compressible.test(path) ? encodings.map((e) => ({ ...e, stats: statFile(path + e.suffix) })) : [];
  if (twins.some((twin) => twin.stats)) {
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const chosen = twins.find((twin) => twin.stats && accepted.has(twin.name));
    if (chosen?.stats) {
      file = path + chosen.suffix;
      stats = chosen.stats;
      encoding = chosen.name;
    }
  }
  const headers: Record<string, string> = {
    'content-type': getMimeType(path) ?? 'application/octet-stream',
    'last-modified': plain.mtime.toUTCString(),
    'accept-ranges': 'bytes',
  };
  // Any answer for a file with twins depends on the header, the plain one included, or a cache could serve it onwards.
  if (twins.some((twin) => twin.stats)) headers.vary = 'Accept-Encoding';
  if (encoding) headers['content-encoding'] = encoding;

  const rangeHeader = c.req.header('range');
  if (rangeHeader && c.req.method === 'GET') {
    const range = byteRange(rangeHeader, stats.size);
    if (!range) return c.body(null, 416, { ...headers, 'content-range': `bytes */${stats.size}` });
    return c.body(stream(file, range), 206, {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${stats.size}`,
    });
  }
  headers['content-length'] = String(stats.size);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(stream(file), 200, headers);
};
