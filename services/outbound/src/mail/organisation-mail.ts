import type { OutboundSettings } from '@tunne/contracts';
import type { MailMessage } from '@tunne/platform';
import type { MailText } from './texts.ts';

/** What of the organisation's settings every outbound mail carries (issue 15: e-mail settings). */
export type MailSettings = Pick<OutboundSettings, 'outbound_email_replyto' | 'outbound_email_signature'>;

/**
 * A mail as the organisation sends it: its name as the sender, replies to its own address when it set one, and its
 * signature under the text (after the usual "-- " separator, so mail clients can fold it).
 */
export const organisationMail = (
  settings: MailSettings,
  sender: string,
  message: MailText & Omit<MailMessage, 'subject' | 'text' | 'fromName' | 'replyTo'>,
): MailMessage => {
  const signature = settings.outbound_email_signature?.trim();
  return {
    ...message,
    fromName: sender,
    text: signature ? `${message.text.trimEnd()}\n\n-- \n${signature}\n` : message.text,
    ...(settings.outbound_email_replyto ? { replyTo: settings.outbound_email_replyto } : {}),
  };
};
