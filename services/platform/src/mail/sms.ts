import type { DevOutbox } from './outbox.ts';

export interface SmsProvider {
  send: (to: string, text: string) => Promise<void>;
}

/** Keeps messages in the dev outbox instead of sending them (embedded default and tests). */
export const createOutboxSmsProvider = (outbox: DevOutbox): SmsProvider => ({
  send: async (to, text) => {
    outbox.addSms({ to, text });
  },
});

/**
 * A generic SMS gateway speaking JSON over HTTP ({to, text} with a bearer key): the production provider.
 * Any non-2xx answer is a failure the caller maps to ACCESS_CODE_SMS_FAILED.
 */
export const createHttpSmsProvider = (options: { url: string; apiKey: string; sender: string }): SmsProvider => ({
  send: async (to, text) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({ to, text, from: options.sender }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
});
