import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { DevOutbox } from './outbox.ts';

export interface SmtpSink {
  port: number;
  stop: () => Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);

/** A local SMTP server that accepts every message and stores it, parsed, in the outbox. */
export const startSmtpSink = (outbox: DevOutbox, port = 0): Promise<SmtpSink> =>
  new Promise((resolve, reject) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS lookup of each client: on a machine without a resolver it costs some 100 ms a mail.
      disableReverseLookup: true,
      // A pooled mailer keeps its connections open: stopping waits this long for them, not the default 30 s.
      closeTimeout: 200,
      logger: false,
      size: 30 * 1024 * 1024,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            outbox.addMail({
              to: addresses(mail.to),
              // The sender as the recipient sees it: display name and address.
              from: mail.from?.text ?? addresses(mail.from)[0] ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : null,
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? 'attachment', contentType: a.contentType, size: a.size, content: new Uint8Array(a.content),
              })),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
