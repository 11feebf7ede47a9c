import type { Language } from '@tunne/contracts';
import type { LinkMailInput, MailText } from './texts.ts';

// The identification link mail (issue 14; spec §9: public-facing texts in fi, en, se, no and dk). Plain text: the link
// is the one thing to click; the staff's note is the cover text.

export interface IdentificationMailInput extends LinkMailInput {
  /** The person staff expect to identify. */
  name: string;
}

type Texts = {
  subject: (sender: string) => string;
  greeting: (name: string) => string;
  intro: (sender: string) => string;
  reminder: string;
  expires: (date: string) => string;
  ignore: string;
};

const texts: Record<Language, Texts> = {
  fi: {
    subject: (s) => `${s} pyytää sinua tunnistautumaan`,
    greeting: (n) => `Hei ${n},`,
    intro: (s) => `${s} pyytää sinua vahvistamaan henkilöllisyytesi. Tunnistaudu alla olevasta linkistä:`,
    reminder: 'Muistutus',
    expires: (d) => `Linkki on voimassa ${d} asti.`,
    ignore: 'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
  },
  en: {
    subject: (s) => `${s} asks you to identify yourself`,
    greeting: (n) => `Hello ${n},`,
    intro: (s) => `${s} asks you to confirm your identity. Identify yourself through the link below:`,
    reminder: 'Reminder',
    expires: (d) => `The link is valid until ${d}.`,
    ignore: 'If you were not expecting this message, you can ignore it.',
  },
  se: {
    subject: (s) => `${s} ber dig identifiera dig`,
    greeting: (n) => `Hej ${n},`,
    intro: (s) => `${s} ber dig bekräfta din identitet. Identifiera dig via länken nedan:`,
    reminder: 'Påminnelse',
    expires: (d) => `Länken är giltig till och med ${d}.`,
    ignore: 'Om du inte väntade dig detta meddelande kan du bortse från det.',
  },
  no: {
    subject: (s) => `${s} ber deg identifisere deg`,
    greeting: (n) => `Hei ${n},`,
    intro: (s) => `${s} ber deg bekrefte identiteten din. Identifiser deg via lenken nedenfor:`,
    reminder: 'Påminnelse',
    expires: (d) => `Lenken er gyldig til og med ${d}.`,
    ignore: 'Hvis du ikke ventet denne meldingen, kan du se bort fra den.',
  },
  dk: {
    subject: (s) => `${s} beder dig identificere dig`,
    greeting: (n) => `Hej ${n},`,
    intro: (s) => `${s} beder dig bekræfte din identitet. Identificer dig via linket nedenfor:`,
    reminder: 'Påmindelse',
    expires: (d) => `Linket er gyldigt til og med ${d}.`,
    ignore: 'Hvis du ikke ventede denne besked, kan du se bort fra den.',
  },
};

/** The mail with the identification's link, in the item's language (Finnish for any other). */
export const identificationMail = (language: Language, input: IdentificationMailInput): MailText => {
  const t = texts[language] ?? texts.fi;
  const subject = t.subject(input.sender);
  return {
    subject: input.reminder ? `${t.reminder}: ${subject}` : subject,
    text: [
      t.greeting(input.name), '', t.intro(input.sender), '', input.link, '', t.expires(input.expires),
      ...(input.note ? ['', input.note] : []), '', t.ignore, '', input.sender, '',
    ].join('\n'),
  };
};
