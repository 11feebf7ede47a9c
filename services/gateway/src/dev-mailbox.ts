import { randomBytes } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import { AppError, handleNotFound, ok, type DevOutbox } from '@tunne/platform';

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** The socket's peer, as @hono/node-server hands it to the app; undefined when there is no socket. */
const peerAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;

/**
 * The dev routes answer only a browser or script on this machine: the socket's peer is a loopback address and
 * no proxy forwarded the request. Anything else gets the same 404 as a path that does not exist.
 */
const loopbackOnly: MiddlewareHandler = async (c, next) => {
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded') ?? c.req.header('x-real-ip');
  const peer = peerAddress(c);
  if (forwarded !== undefined || !peer || !loopback.test(peer)) return handleNotFound(c);
  await next();
};

const linkify = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The dev mailbox: what the SMTP sink and the SMS outbox received, and login-link tokens for scripts. Development
 * only: the gateway does not mount it in production at all, and here it answers loopback callers only.
 */
export const mountDevMailbox = (app: Hono, outbox: DevOutbox, signUrlToken: (email: string) => Promise<string>): void => {
  app.use('/api/dev/*', loopbackOnly);
  app.use('/dev/*', loopbackOnly);
  // Attachments as base64 (a signed PDF a journey checks), not as a byte-by-byte JSON object.
  const mails = () => outbox.mails.map((mail) => ({
    ...mail,
    attachments: (mail.attachments ?? []).map(({ content, ...rest }) => ({ ...rest, content_base64: Buffer.from(content).toString('base64') })),
  }));
  app.get('/api/dev/outbox', (c) => ok(c, { mails: mails(), sms: outbox.sms }));

  // Stands in for the integrations that hand users a `?jwt=` login link (dev and tests only).
  app.post('/api/dev/url-token', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown } | null;
    if (!body || typeof body.email !== 'string') throw new AppError('MISSING_EMAIL', 'E-mail is required');
    return ok(c, { jwt: await signUrlToken(body.email) });
  });

  app.get('/dev/mailbox', (c) => {
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`);
    return c.html(html`<!doctype html>
<html lang="fi">
  <head>
    <meta charset="utf-8" />
    <title>Tunne – dev mailbox</title>
    <style nonce="${nonce}">
      body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; color: #1d2433; background: #f6f7f9; }
      h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; }
      article { background: #fff; border: 1px solid #dde1e8; border-radius: 6px; padding: 12px 16px; margin: 8px 0; }
      .meta { color: #5a6478; font-size: 12px; } pre { white-space: pre-wrap; font: inherit; margin: 8px 0 0; }
    </style>
  </head>
  <body>
    <h1>Dev mailbox</h1>
    <p class="meta">Messages the local SMTP sink and SMS outbox received since the server started. Newest first.</p>
    <h2>SMS (${outbox.sms.length})</h2>
    ${outbox.sms.map(
      (s) => html`<article data-kind="sms"><div class="meta">${s.sent_at} → ${s.to}</div><pre>${s.text}</pre></article>`,
    )}
    <h2>E-mail (${outbox.mails.length})</h2>
    ${outbox.mails.map(
      (m) => html`<article data-kind="mail">
        <div class="meta">${m.received_at} → ${m.to.join(', ')}</div>
        <strong>${m.subject}</strong>
        <pre>${raw(linkify(m.text))}</pre>
      </article>`,
    )}
  </body>
</html>`);
  });
};
