import type { Language } from '@tunne/contracts';
import type { MailText } from './texts.ts';

// Mail to signatories (issue 14; spec §9: fi, en, se, no, dk). Plain text: the invitation's one link to click, and the
// signed PDF's short note (the PDF itself is the attachment). No identity code or document content goes into a mail.

export interface SignatoryInviteInput {
  /** The organisation as the sender (outbound_email_name, else its name). */
  sender: string;
  /** The document's title as signatories see it. */
  document: string;
  link: string;
  /** DD.MM.YYYY */
  expires: string;
  /** The staff's cover note (the e-signature's note, and the signatory's own). */
  notes: string[];
  resend: boolean;
}

type Texts = {
  subject: (sender: string, document: string) => string;
  intro: (sender: string, document: string) => string;
  reminder: string;
  expires: (date: string) => string;
  ignore: string;
  signedSubject: (document: string) => string;
  signedText: (document: string, sender: string) => string;
  signedFile: string;
};

const texts: Record<Language, Texts> = {
  fi: {
    subject: (s, d) => `Allekirjoituspyyntö: ${d} – ${s}`,
    intro: (s, d) => `${s} pyytää sinua allekirjoittamaan sähköisesti asiakirjan "${d}". Avaa asiakirja ja allekirjoita alla olevasta linkistä:`,
    reminder: 'Muistutus',
    expires: (d) => `Linkki on voimassa ${d} asti.`,
    ignore: 'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
    signedSubject: (d) => `Allekirjoitettu asiakirja: ${d}`,
    signedText: (d, s) => `Kaikki osapuolet ovat allekirjoittaneet asiakirjan "${d}". Allekirjoitettu asiakirja on tämän viestin liitteenä. Sen aitouden voi tarkistaa palvelun tarkistussivulla.\n\n${s}`,
    signedFile: 'allekirjoitettu',
  },
  en: {
    subject: (s, d) => `Signature request: ${d} – ${s}`,
    intro: (s, d) => `${s} asks you to sign the document "${d}" electronically. Open the document and sign it from the link below:`,
    reminder: 'Reminder',
    expires: (d) => `The link is valid until ${d}.`,
    ignore: 'If you were not expecting this message, you can ignore it.',
    signedSubject: (d) => `Signed document: ${d}`,
    signedText: (d, s) => `Everyone has signed the document "${d}". The signed document is attached to this message. Its authenticity can be checked on the service's verification page.\n\n${s}`,
    signedFile: 'signed',
  },
  se: {
    subject: (s, d) => `Begäran om underskrift: ${d} – ${s}`,
    intro: (s, d) => `${s} ber dig underteckna dokumentet "${d}" elektroniskt. Öppna dokumentet och underteckna via länken nedan:`,
    reminder: 'Påminnelse',
    expires: (d) => `Länken är giltig till och med ${d}.`,
    ignore: 'Om du inte väntade dig detta meddelande kan du bortse från det.',
    signedSubject: (d) => `Undertecknat dokument: ${d}`,
    signedText: (d, s) => `Alla parter har undertecknat dokumentet "${d}". Det undertecknade dokumentet är bifogat. Dess äkthet kan kontrolleras på tjänstens verifieringssida.\n\n${s}`,
    signedFile: 'undertecknat',
  },
  no: {
    subject: (s, d) => `Forespørsel om signering: ${d} – ${s}`,
    intro: (s, d) => `${s} ber deg signere dokumentet "${d}" elektronisk. Åpne dokumentet og signer via lenken nedenfor:`,
    reminder: 'Påminnelse',
    expires: (d) => `Lenken er gyldig til og med ${d}.`,
    ignore: 'Hvis du ikke ventet denne meldingen, kan du se bort fra den.',
    signedSubject: (d) => `Signert dokument: ${d}`,
    signedText: (d, s) => `Alle parter har signert dokumentet "${d}". Det signerte dokumentet er vedlagt. Ektheten kan kontrolleres på tjenestens verifiseringsside.\n\n${s}`,
    signedFile: 'signert',
  },
  dk: {
    subject: (s, d) => `Anmodning om underskrift: ${d} – ${s}`,
    intro: (s, d) => `${s} beder dig underskrive dokumentet "${d}" elektronisk. Åbn dokumentet og underskriv via linket nedenfor:`,
    reminder: 'Påmindelse',
    expires: (d) => `Linket er gyldigt til og med ${d}.`,
    ignore: 'Hvis du ikke ventede denne besked, kan du se bort fra den.',
    signedSubject: (d) => `Underskrevet dokument: ${d}`,
    signedText: (d, s) => `Alle parter har underskrevet dokumentet "${d}". Det underskrevne dokument er vedhæftet. Dets ægthed kan kontrolleres på tjenestens verifikationsside.\n\n${s}`,
    signedFile: 'underskrevet',
  },
};

const textsOf = (language: Language): Texts => texts[language] ?? texts.fi;

/** The invitation to sign, with the signatory's own link. */
export const signatoryInviteMail = (language: Language, input: SignatoryInviteInput): MailText => {
  const t = textsOf(language);
  const subject = t.subject(input.sender, input.document);
  return {
    subject: input.resend ? `${t.reminder}: ${subject}` : subject,
    text: [
      t.intro(input.sender, input.document), '', input.link, '', t.expires(input.expires),
      ...input.notes.flatMap((note) => ['', note]), '', t.ignore, '', input.sender, '',
    ].join('\n'),
  };
};

/** The signed PDF's cover mail. */
export const signedDocumentMail = (language: Language, document: string, sender: string): MailText => {
  const t = textsOf(language);
  return { subject: t.signedSubject(document), text: `${t.signedText(document, sender)}\n` };
};

/** The attachment's file name: the document's title (safe characters only) and "signed" in the language. */
export const signedFileName = (language: Language, document: string): string => {
  const base = document.normalize('NFC').replace(/[^\p{L}\p{N} ._-]/gu, '').trim().replace(/\s+/g, '_').slice(0, 80) || 'document';
  return `${base}_${textsOf(language).signedFile}.pdf`;
};
