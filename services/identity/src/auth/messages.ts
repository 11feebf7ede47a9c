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
