import type { Language } from '@tunne/contracts';
import type { MailMessage } from '@tunne/platform';
import { manualFileName, manualLanguage } from './manual.ts';

type Text = 'fi' | 'en' | 'se';
const textLanguage = (language: Language): Text => (language === 'fi' || language === 'en' ? language : 'se');

const texts: Record<Text, { subject: string; body: (name: string) => string }> = {
  fi: {
    subject: 'Tunne – käyttöopas',
    body: (name) => `Hei ${name},\n\nliitteenä on Tunnen käyttöopas. Saat sen myös milloin tahansa sovelluksen valikosta kohdasta Lataa käyttöopas.\n`,
  },
  en: {
    subject: 'Tunne – user guide',
    body: (name) => `Hello ${name},\n\nthe Tunne user guide is attached. You can also download it at any time from the app's menu (Download manual).\n`,
  },
  se: {
    subject: 'Tunne – användarhandbok',
    body: (name) => `Hej ${name},\n\nbifogad finns Tunnes användarhandbok (på engelska). Du kan också ladda ner den när som helst i appens meny (Ladda ner handboken).\n`,
  },
};

/** The manual in the user's language as an attachment, the covering text in the user's own language. */
export const manualMail = (user: { email: string; name: string; language: Language }, pdf: Uint8Array): MailMessage => {
  const text = texts[textLanguage(user.language)];
  return {
    to: user.email,
    subject: text.subject,
    text: text.body(user.name),
    attachments: [{ filename: manualFileName[manualLanguage(user.language)], contentType: 'application/pdf', content: pdf }],
  };
};
