import type { Language, OrganisationProfile, OutboundSettings } from '@tunne/contracts';
import { htmlFromText, type MailMessage } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import type { MailText } from './texts.ts';

/** What of the organisation's settings every outbound mail carries (issue 15: e-mail settings; issue 26: its look). */
export type MailSettings = Pick<OutboundSettings, 'outbound_email_replyto' | 'outbound_email_signature' | 'public_color' | 'host'>;

/** The organisation's look in a mail (issue 26): its logo as an absolute address and the recipient's language. */
export interface MailBrand {
  /** Absolute address of the logo (see logoAddress); null: the sender's name as the header. */
  logoUrl: string | null;
  language: Language;
}

const htmlLang: Record<Language, string> = { fi: 'fi', en: 'en', se: 'sv', no: 'nb', dk: 'da' };

/** The logo's address for a mail: the profile's /api/v2.5/public/logo?key=… on the organisation's host, else the app's. */
export const logoAddress = (
  deps: Pick<OutboundPortsDeps, 'publicUrl'>,
  settings: Pick<OutboundSettings, 'host'>,
  profile: Pick<OrganisationProfile, 'logo_url'> | null,
): string | null => (profile?.logo_url ? `${(settings.host ?? deps.publicUrl).replace(/\/+$/, '')}${profile.logo_url}` : null);

/**
 * A mail as the organisation sends it: its name as the sender, replies to its own address when it set one, and its
 * signature under the text (after the usual "-- " separator, so mail clients can fold it). The HTML part is the same
 * text in the organisation's look (logo, colour) and the recipient's language (issue 26), everything in it escaped.
 */
export const organisationMail = (
  settings: MailSettings,
  sender: string,
  message: MailText & Omit<MailMessage, 'subject' | 'text' | 'html' | 'fromName' | 'replyTo'>,
  brand: MailBrand,
): MailMessage => {
  const signature = settings.outbound_email_signature?.trim();
  const text = signature ? `${message.text.trimEnd()}\n\n-- \n${signature}\n` : message.text;
  return {
    ...message,
    fromName: sender,
    text,
    html: htmlFromText(text, { sender, color: settings.public_color, logoUrl: brand.logoUrl, lang: htmlLang[brand.language] ?? 'fi' }),
    ...(settings.outbound_email_replyto ? { replyTo: settings.outbound_email_replyto } : {}),
  };
};
