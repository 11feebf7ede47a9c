import type { Language } from '@tunne/contracts';

// Mail and SMS texts to the recipient (spec §9: public-facing texts in fi, en, se, no and dk). Written as plain text;
// organisationMail adds the HTML part from it in the organisation's look (issue 26), so a line added here (a link)
// reaches both. The link is the one thing to click, and no secure content (a letter's text, an answer) ever goes into a
// mail.

export interface LinkMailInput {
  /** The organisation as the sender (outbound_email_name, else its name). */
  sender: string;
  link: string;
  /** DD.MM.YYYY */
  expires: string;
  /** The cover text meant for the recipient (never the staff's internal note); null: none. */
  note: string | null;
  reminder: boolean;
}

export interface MailText {
  subject: string;
  text: string;
}

type Texts = {
  requestSubject: (sender: string) => string;
  requestIntro: (sender: string) => string;
  letterSubject: (sender: string) => string;
  letterIntro: (sender: string) => string;
  reminder: string;
  expires: (date: string) => string;
  ignore: string;
  receiptSubject: (sender: string) => string;
  receiptText: (sender: string) => string;
  letterAnswerSubject: (sender: string) => string;
  letterAnswerText: (sender: string) => string;
  code: (code: string, sender: string) => string;
};

const texts: Record<Language, Texts> = {
  fi: {
    requestSubject: (s) => `${s} pyytää tietoja`,
    requestIntro: (s) => `${s} pyytää sinua täydentämään tietoja. Avaa suojattu lomake alla olevasta linkistä:`,
    letterSubject: (s) => `Suojattu viesti: ${s}`,
    letterIntro: (s) => `${s} on lähettänyt sinulle suojatun viestin. Avaa viesti alla olevasta linkistä:`,
    reminder: 'Muistutus',
    expires: (d) => `Linkki on voimassa ${d} asti.`,
    ignore: 'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
    receiptSubject: (s) => `Kiitos vastauksestasi – ${s}`,
    receiptText: (s) => `Vastauksesi on vastaanotettu. ${s} käsittelee sen.`,
    letterAnswerSubject: (s) => `Vastauksesi on lähetetty – ${s}`,
    letterAnswerText: (s) => `Vastauksesi suojattuun viestiin on toimitettu: ${s}.`,
    code: (c, s) => `${s}: vahvistuskoodisi on ${c}. Koodi on voimassa 10 minuuttia.`,
  },
  en: {
    requestSubject: (s) => `${s} is requesting information`,
    requestIntro: (s) => `${s} asks you to complete some information. Open the secure form from the link below:`,
    letterSubject: (s) => `Secure message: ${s}`,
    letterIntro: (s) => `${s} has sent you a secure message. Open the message from the link below:`,
    reminder: 'Reminder',
    expires: (d) => `The link is valid until ${d}.`,
    ignore: 'If you were not expecting this message, you can ignore it.',
    receiptSubject: (s) => `Thank you for your answer – ${s}`,
    receiptText: (s) => `Your answer has been received. ${s} will process it.`,
    letterAnswerSubject: (s) => `Your answer has been sent – ${s}`,
    letterAnswerText: (s) => `Your answer to the secure message has been delivered to ${s}.`,
    code: (c, s) => `${s}: your confirmation code is ${c}. The code is valid for 10 minutes.`,
  },
  se: {
    requestSubject: (s) => `${s} begär uppgifter`,
    requestIntro: (s) => `${s} ber dig komplettera uppgifter. Öppna det säkra formuläret via länken nedan:`,
    letterSubject: (s) => `Säkert meddelande: ${s}`,
    letterIntro: (s) => `${s} har skickat dig ett säkert meddelande. Öppna meddelandet via länken nedan:`,
    reminder: 'Påminnelse',
    expires: (d) => `Länken är giltig till och med ${d}.`,
    ignore: 'Om du inte väntade dig detta meddelande kan du bortse från det.',
    receiptSubject: (s) => `Tack för ditt svar – ${s}`,
    receiptText: (s) => `Ditt svar har tagits emot. ${s} behandlar det.`,
    letterAnswerSubject: (s) => `Ditt svar har skickats – ${s}`,
    letterAnswerText: (s) => `Ditt svar på det säkra meddelandet har levererats till ${s}.`,
    code: (c, s) => `${s}: din bekräftelsekod är ${c}. Koden är giltig i 10 minuter.`,
  },
  no: {
    requestSubject: (s) => `${s} ber om opplysninger`,
    requestIntro: (s) => `${s} ber deg fylle ut noen opplysninger. Åpne det sikre skjemaet via lenken nedenfor:`,
    letterSubject: (s) => `Sikker melding: ${s}`,
    letterIntro: (s) => `${s} har sendt deg en sikker melding. Åpne meldingen via lenken nedenfor:`,
    reminder: 'Påminnelse',
    expires: (d) => `Lenken er gyldig til og med ${d}.`,
    ignore: 'Hvis du ikke ventet denne meldingen, kan du se bort fra den.',
    receiptSubject: (s) => `Takk for svaret ditt – ${s}`,
    receiptText: (s) => `Svaret ditt er mottatt. ${s} behandler det.`,
    letterAnswerSubject: (s) => `Svaret ditt er sendt – ${s}`,
    letterAnswerText: (s) => `Svaret ditt på den sikre meldingen er levert til ${s}.`,
    code: (c, s) => `${s}: bekreftelseskoden din er ${c}. Koden er gyldig i 10 minutter.`,
  },
  dk: {
    requestSubject: (s) => `${s} anmoder om oplysninger`,
    requestIntro: (s) => `${s} beder dig udfylde nogle oplysninger. Åbn den sikre formular via linket nedenfor:`,
    letterSubject: (s) => `Sikker besked: ${s}`,
    letterIntro: (s) => `${s} har sendt dig en sikker besked. Åbn beskeden via linket nedenfor:`,
    reminder: 'Påmindelse',
    expires: (d) => `Linket er gyldigt til og med ${d}.`,
    ignore: 'Hvis du ikke ventede denne besked, kan du se bort fra den.',
    receiptSubject: (s) => `Tak for dit svar – ${s}`,
    receiptText: (s) => `Dit svar er modtaget. ${s} behandler det.`,
    letterAnswerSubject: (s) => `Dit svar er sendt – ${s}`,
    letterAnswerText: (s) => `Dit svar på den sikre besked er leveret til ${s}.`,
    code: (c, s) => `${s}: din bekræftelseskode er ${c}. Koden er gyldig i 10 minutter.`,
  },
};

const textsOf = (language: Language): Texts => texts[language] ?? texts.fi;

/** DD.MM.YYYY in Finnish time (the organisations are Nordic; the date is the last day the link works). */
export const formatDate = (date: Date): string => {
  const parts = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
};

const linkMail = (subject: string, intro: string, input: LinkMailInput, t: Texts): MailText => ({
  subject: input.reminder ? `${t.reminder}: ${subject}` : subject,
  text: [intro, '', input.link, '', t.expires(input.expires), ...(input.note ? ['', input.note] : []), '', t.ignore, '', input.sender, ''].join('\n'),
});

export const requestMail = (language: Language, input: LinkMailInput): MailText => {
  const t = textsOf(language);
  return linkMail(t.requestSubject(input.sender), t.requestIntro(input.sender), input, t);
};

export const letterMail = (language: Language, input: LinkMailInput): MailText => {
  const t = textsOf(language);
  return linkMail(t.letterSubject(input.sender), t.letterIntro(input.sender), input, t);
};

/** The recipient's confirmation after submitting a request. */
export const receiptMail = (language: Language, sender: string): MailText => {
  const t = textsOf(language);
  return { subject: t.receiptSubject(sender), text: `${t.receiptText(sender)}\n\n${sender}\n` };
};

/** The recipient's confirmation after answering a letter. */
export const letterAnswerMail = (language: Language, sender: string): MailText => {
  const t = textsOf(language);
  return { subject: t.letterAnswerSubject(sender), text: `${t.letterAnswerText(sender)}\n\n${sender}\n` };
};

export const codeSms = (language: Language, code: string, sender: string): string => textsOf(language).code(code, sender);
