import { log, type MailMessage } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';

// The mail to an item's owner when its recipient answered (issue 26), in the owner's language (fi, en, se). It names
// the customer (the owner's own) and the kind of item, never the answer: that is read in the app.

type Text = 'fi' | 'en' | 'se';
const textLanguage = (language: string | undefined): Text => (language === 'en' || language === 'se' ? language : 'fi');

export interface OwnerNoticeInput {
  kind: 'request' | 'letter';
  customersId: string;
  itemId: string;
  customerName: string;
}

const texts: Record<Text, { subject: Record<OwnerNoticeInput['kind'], (name: string) => string>; text: Record<OwnerNoticeInput['kind'], (name: string) => string>; open: string; settings: string }> = {
  fi: {
    subject: { request: (n) => `Tunne – ${n} vastasi tietopyyntöön`, letter: (n) => `Tunne – ${n} vastasi suojattuun viestiin` },
    text: { request: (n) => `Asiakas ${n} on vastannut lähettämääsi tietopyyntöön.`, letter: (n) => `Asiakas ${n} on vastannut lähettämääsi suojattuun viestiin.` },
    open: 'Avaa se Tunnessa:',
    settings: 'Saat tämän viestin ilmoitusasetustesi mukaan (Profiili › Ilmoitukset).',
  },
  en: {
    subject: { request: (n) => `Tunne – ${n} answered the request`, letter: (n) => `Tunne – ${n} replied to the secure message` },
    text: { request: (n) => `The customer ${n} has answered the request you sent.`, letter: (n) => `The customer ${n} has replied to the secure message you sent.` },
    open: 'Open it in Tunne:',
    settings: 'You get this mail by your notification settings (Profile › Notifications).',
  },
  se: {
    subject: { request: (n) => `Tunne – ${n} besvarade begäran`, letter: (n) => `Tunne – ${n} svarade på det säkra meddelandet` },
    text: { request: (n) => `Kunden ${n} har besvarat begäran du skickade.`, letter: (n) => `Kunden ${n} har svarat på det säkra meddelandet du skickade.` },
    open: 'Öppna det i Tunne:',
    settings: 'Du får detta meddelande enligt dina aviseringsinställningar (Profil › Aviseringar).',
  },
};

/** The owner's mail: what happened, and the item's address in the app (the card opens its details). */
export const ownerNoticeMail = (to: string, language: string | undefined, publicUrl: string, notice: OwnerNoticeInput): MailMessage => {
  const t = texts[textLanguage(language)];
  const name = notice.customerName.trim() || '–';
  const path = `/app/customers/${notice.customersId}/${notice.kind === 'request' ? 'requests' : 'letters'}/${notice.itemId}`;
  return { to, subject: t.subject[notice.kind](name), text: [t.text[notice.kind](name), '', t.open, '', `${publicUrl.replace(/\/+$/, '')}${path}`, '', t.settings, ''].join('\n') };
};

/**
 * Mails the owner (after the recipient's transaction committed) when they are an active user whose notification
 * settings allow it (notify_reminders: mail about their outbound items). A failure is logged and nothing else: the
 * notice on the home page stands.
 */
export const mailOwner = async (
  deps: Pick<OutboundPortsDeps, 'findUser' | 'mailer' | 'publicUrl'>,
  organisationsId: string,
  usersId: string | null,
  notice: OwnerNoticeInput,
): Promise<void> => {
  if (!usersId || !deps.findUser) return;
  try {
    const owner = await deps.findUser(organisationsId, usersId);
    if (!owner || owner.notify_reminders === false) return;
    await deps.mailer.send(ownerNoticeMail(owner.email, owner.language, deps.publicUrl, notice));
  } catch (error) {
    // The error's text may name the address: only its kind is logged.
    log.warn('owner notice mail failed', { error: error instanceof Error ? error.name : 'unknown' });
  }
};
