/** What the local stand-ins received: the SMTP sink's mails and the SMS outbox (dev mailbox page, tests). */
export interface OutboxMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Attached files as received (name, type, size and SHA-256 of the content; the content itself for tests). */
  attachments?: { filename: string; contentType: string; size: number; content: Uint8Array }[];
  received_at: string;
}

export interface OutboxSms {
  id: string;
  to: string;
  text: string;
  sent_at: string;
}

type Listener = () => void;

export class DevOutbox {
  readonly mails: OutboxMail[] = [];
  readonly sms: OutboxSms[] = [];
  private listeners = new Set<Listener>();
  private readonly limit = 500;

  addMail(mail: Omit<OutboxMail, 'id' | 'received_at'>): void {
    this.mails.unshift({ ...mail, id: crypto.randomUUID(), received_at: new Date().toISOString() });
    this.mails.length = Math.min(this.mails.length, this.limit);
    this.notify();
  }

  addSms(sms: Omit<OutboxSms, 'id' | 'sent_at'>): void {
    this.sms.unshift({ ...sms, id: crypto.randomUUID(), sent_at: new Date().toISOString() });
    this.sms.length = Math.min(this.sms.length, this.limit);
    this.notify();
  }

  /** Resolves with the first item matching the predicate, waiting up to timeoutMs for it to arrive. */
  waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const found = find();
      if (found !== undefined) {
        resolve(found);
        return;
      }
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error('Timed out waiting for the outbox'));
      }, timeoutMs);
      const listener = () => {
        const item = find();
        if (item === undefined) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(item);
      };
      this.listeners.add(listener);
    });
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
