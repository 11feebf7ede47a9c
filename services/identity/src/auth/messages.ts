import type { Language } from '@tunne/contracts';
import type { MailMessage } from '@tunne/platform';

type Text = 'fi' | 'en' | 'se';
const textLanguage = (language: string | null | undefined): Text =>
  language === 'en' || language === 'se' ? language : language === 'no' || language === 'dk' ? 'en' : 'fi';

const accessCode: Record<Text, (code: string) => string> = {
  fi: (code) => `Tunne-kirjautumiskoodi: ${code}`,
  en: (code) => `Tunne access code: ${code}`,
  se: (code) => `Tunne inloggningskod: ${code}`,
};

export const accessCodeSms = (language: Language | string | null, code: string): string => accessCode[textLanguage(language)](code);

const reset: Record<Text, { subject: string; body: (name: string, link: string) => string }> = {
  fi: {
    subject: 'Tunne – salasanan vaihto',
    body: (name, link) =>
      `Hei ${name},\n\nvoit vaihtaa Tunne-salasanasi tästä linkistä tunnin ajan:\n\n${link}\n\n` +
      'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.\n',
  },
  en: {
    subject: 'Tunne – reset your password',
    body: (name, link) =>
      `Hello ${name},\n\nyou can set a new Tunne password with this link during the next hour:\n\n${link}\n\n` +
      'If you did not ask for this, you can ignore this message.\n',
  },
  se: {
    subject: 'Tunne – byt lösenord',
    body: (name, link) =>
      `Hej ${name},\n\ndu kan byta ditt Tunne-lösenord via den här länken under den närmaste timmen:\n\n${link}\n\n` +
      'Om du inte bad om detta kan du ignorera meddelandet.\n',
  },
};

export const resetMail = (to: string, name: string, language: string | null, link: string): MailMessage => {
  const text = reset[textLanguage(language)];
  return { to, subject: text.subject, text: text.body(name, link) };
};

const welcome: Record<Text, { subject: string; body: (name: string, organisation: string, link: string) => string }> = {
  fi: {
    subject: 'Tervetuloa Tunneen',
    body: (name, organisation, link) =>
      `Hei ${name},\n\n${organisation} on luonut sinulle Tunne-käyttäjätunnuksen. Aseta salasanasi tästä linkistä ` +
      `kolmen päivän kuluessa:\n\n${link}\n\nSen jälkeen voit kirjautua sähköpostiosoitteellasi ja salasanallasi.\n`,
  },
  en: {
    subject: 'Welcome to Tunne',
    body: (name, organisation, link) =>
      `Hello ${name},\n\n${organisation} has created a Tunne account for you. Set your password with this link ` +
      `within three days:\n\n${link}\n\nAfter that you can log in with your e-mail address and password.\n`,
  },
  se: {
    subject: 'Välkommen till Tunne',
    body: (name, organisation, link) =>
      `Hej ${name},\n\n${organisation} har skapat ett Tunne-konto åt dig. Välj ditt lösenord via den här länken ` +
      `inom tre dagar:\n\n${link}\n\nDärefter kan du logga in med din e-postadress och ditt lösenord.\n`,
  },
};

/** To a user an admin created without a password: the link sets the first one (the reset page). */
export const welcomeMail = (to: string, name: string, organisation: string, language: string | null, link: string): MailMessage => {
  const text = welcome[textLanguage(language)];
  return { to, subject: text.subject, text: text.body(name, organisation, link) };
};
