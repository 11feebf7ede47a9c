import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name (an organisation's own, for mail sent on its behalf); the address stays the app's. */
  fromName?: string;
  /** Where replies go (an organisation's own address, validated as one); absent: to the sender. */
  replyTo?: string;
  /** Files sent along (a signed PDF); keep them small — the whole mail must stay under the server's size limit. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** `"Name" <address>` with the configured address: line breaks, quotes and angle brackets cannot reach the header. */
export const fromWithName = (from: string, name: string | undefined): string => {
  const clean = name?.replace(/[\r\n"<>\\]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${clean}" <${address}>`;
};

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}

export interface SmtpOptions {
  host: string;
  port: number;
  from: string;
  secure?: boolean;
  user?: string;
  pass?: string;
}

/** Sends through SMTP with nodemailer: a real server in production, the local sink in dev and tests. */
export const createSmtpMailer = (options: SmtpOptions): Mailer => {
  // Pooled: a connection's set-up (some 100 ms even to a local server) is paid once, not per mail; a batch of
  // outbound requests goes over a few connections.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ignoreTLS: !options.secure,
    auth: options.user ? { user: options.user, pass: options.pass ?? '' } : undefined,
  });
  return {
    send: async ({ fromName, attachments, ...message }) => {
      await transport.sendMail({
        from: fromWithName(options.from, fromName),
        ...message,
        ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content) })) } : {}),
      });
    },
  };
};
