import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
};
