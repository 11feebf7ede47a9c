import type { MiddlewareHandler } from 'hono';

/**
 * What every page of ours allows after its default-src: scripts, styles, fonts and data only from this origin, no
 * inline script or style elements (React sets style through the CSSOM, which CSP does not govern), images from this
 * origin or data:/blob: URLs, no plugins, no framing, forms only to this origin.
 */
export const pageContentSecurityPolicy = (defaultSource: "'self'" | "'none'"): string =>
  [
    `default-src ${defaultSource}`,
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The shell and remotes. Module Federation loads remote entries and chunks as same-origin script files, so 'self'
 * covers it; images may be data: URLs (the authenticator QR code).
 */
export const appContentSecurityPolicy = pageContentSecurityPolicy("'self'");

/** Anything that is not a page (JSON, files, assets): nothing may run from it or frame it. */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Answers that may hold personal data or session state are never stored by the browser or a proxy. */
const noStorePaths = /^\/(api|dev)\/|^\/healthz$/;
/** Images addressed by a key that changes with every upload (logo, avatar): their own cache header stands. */
const keyedImagePaths = /^\/api\/v2\.5\/public\/(avatar|logo)$/;

export interface HeaderPolicyOptions {
  /** HSTS is sent only in production (served over HTTPS behind the load balancer). */
  production: boolean;
}

/**
 * One header policy for every answer of the gateway: pages, assets, API envelopes, files, 404s, health and the
 * dev mailbox. A page may bring its own Content-Security-Policy (a public page that wants to be embedded sets its
 * own frame-ancestors); everything else is set here.
 */
export const headerPolicy = (options: HeaderPolicyOptions): MiddlewareHandler => async (c, next) => {
  await next();
  let headers = c.res.headers;
  try {
    headers.set('x-content-type-options', 'nosniff');
  } catch {
    // Immutable headers (a response passed through from fetch): copy the response once.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
  }
  const isPage = (headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'no-referrer');
  headers.set('cross-origin-opener-policy', 'same-origin');
  headers.set('cross-origin-resource-policy', 'same-origin');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  headers.delete('x-powered-by');
  if (!headers.has('content-security-policy')) {
    headers.set('content-security-policy', isPage ? appContentSecurityPolicy : resourceContentSecurityPolicy);
  }
  const csp = headers.get('content-security-policy') ?? '';
  // X-Frame-Options for browsers without frame-ancestors, unless the page allowed framing itself.
  if (/frame-ancestors 'none'/.test(csp)) headers.set('x-frame-options', 'DENY');
  else headers.delete('x-frame-options');
  headers.delete('x-xss-protection');
  if (options.production) headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  const keyedImage = keyedImagePaths.test(c.req.path) && c.res.status === 200 && headers.has('cache-control');
  if ((noStorePaths.test(c.req.path) && !keyedImage) || c.res.status === 404) {
    headers.set('cache-control', 'no-store');
    headers.set('pragma', 'no-cache');
  }
};
