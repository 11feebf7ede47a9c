import { describe, expect, it } from 'vitest';
import { DevOutbox } from './outbox.ts';
import { createSmtpMailer, fromWithName } from './mailer.ts';
import { startSmtpSink } from './smtp-sink.ts';

describe('the sender of a mail', () => {
  it('puts an organisation\'s name before the app\'s own address, and nothing of it can break the header', () => {
    expect(fromWithName('Tunne <no-reply@tunne.fi>', 'Demo Oy')).toBe('"Demo Oy" <no-reply@tunne.fi>');
    expect(fromWithName('no-reply@tunne.fi', 'Demo Oy')).toBe('"Demo Oy" <no-reply@tunne.fi>');
    expect(fromWithName('Tunne <no-reply@tunne.fi>', 'Evil"\r\nBcc: x@example.com <a@b>')).toBe('"Evil Bcc: x@example.com a@b" <no-reply@tunne.fi>');
    expect(fromWithName('Tunne <no-reply@tunne.fi>', undefined)).toBe('Tunne <no-reply@tunne.fi>');
    expect(fromWithName('Tunne <no-reply@tunne.fi>', ' \r\n ')).toBe('Tunne <no-reply@tunne.fi>');
  });

  it('arrives with that name over SMTP', async () => {
    const outbox = new DevOutbox();
    const sink = await startSmtpSink(outbox);
    try {
      const mailer = createSmtpMailer({ host: '127.0.0.1', port: sink.port, from: 'Tunne <no-reply@tunne.test>' });
      await mailer.send({ to: 'someone@example.com', subject: 'Hei', text: 'Teksti', fromName: 'Demo Oy' });
      const mail = await outbox.waitFor(() => outbox.mails.find((m) => m.subject === 'Hei'));
      expect(mail.from).toContain('Demo Oy');
      expect(mail.from).toContain('<no-reply@tunne.test>');
    } finally {
      await sink.stop();
    }
  });
});
