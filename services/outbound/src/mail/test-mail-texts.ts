import { isUiLanguage, type UiLanguage } from '@tunne/contracts';
import type { MailText } from './texts.ts';

// The admin's test of the e-mail settings (issue 15): the mail shows the sender name, reply-to and signature as
// recipients will see them, in the admin's own language (fi, en, se).

const texts: Record<UiLanguage, (sender: string) => MailText> = {
  fi: (s) => ({
    subject: `Testiviesti: ${s}`,
    text: `Tämä on testiviesti Tunnen sähköpostiasetuksista. Asiakkaille lähtevät viestit näyttävät tältä: lähettäjänä ${s}, vastaukset asetettuun vastausosoitteeseen ja allekirjoitus viestin lopussa.\n`,
  }),
  en: (s) => ({
    subject: `Test message: ${s}`,
    text: `This is a test of Tunne's e-mail settings. Mail to customers looks like this: sent as ${s}, replies to the reply-to address set, and the signature at the end.\n`,
  }),
  se: (s) => ({
    subject: `Testmeddelande: ${s}`,
    text: `Detta är ett test av Tunnes e-postinställningar. Meddelanden till kunder ser ut så här: avsändare ${s}, svar till den angivna svarsadressen och signaturen i slutet.\n`,
  }),
};

export const testMail = (language: string | undefined, sender: string): MailText => texts[isUiLanguage(language) ? language : 'fi'](sender);
