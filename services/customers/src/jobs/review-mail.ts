import type { MailMessage } from '@tunne/platform';

type Text = 'fi' | 'en' | 'se';

/** Identity's language codes: fi, en, se; the others it knows (no, dk) read English. */
const textLanguage = (language: string | null | undefined): Text => (language === 'en' || language === 'se' ? language : language === 'no' || language === 'dk' ? 'en' : 'fi');

export interface DueReview {
  id: string;
  name: string;
  /** YYYY-MM-DD. */
  due: string;
}

/** At most this many customers are named; the rest are counted. */
const namedCustomers = 25;

interface Texts {
  subject: (count: number) => string;
  intro: (count: number) => string;
  more: (count: number) => string;
  link: string;
}

const texts: Record<Text, Texts> = {
  fi: {
    subject: (n) => `Tunne – ${n === 1 ? 'asiakkaan tietojen tarkastus erääntyy' : `${n} asiakkaan tietojen tarkastus erääntyy`}`,
    intro: (n) => `${n === 1 ? 'Asiakkaan tiedot on tarkastettava' : `${n} asiakkaan tiedot on tarkastettava`} kuukauden sisällä (KYC-kello, riskiperusteinen tarkastusväli):`,
    more: (n) => `… ja ${n} muuta asiakasta`,
    link: 'Erääntyvät tarkastukset näet Tunnen etusivulla:',
  },
  en: {
    subject: (n) => `Tunne – ${n === 1 ? 'a customer review falls due' : `${n} customer reviews fall due`}`,
    intro: (n) => `${n === 1 ? 'A customer\'s data must be reviewed' : `The data of ${n} customers must be reviewed`} within a month (KYC clock, risk-based review cycle):`,
    more: (n) => `… and ${n} more customers`,
    link: 'See the reviews due on Tunne\'s home page:',
  },
  se: {
    subject: (n) => `Tunne – ${n === 1 ? 'en kundgranskning förfaller' : `${n} kundgranskningar förfaller`}`,
    intro: (n) => `${n === 1 ? 'En kunds uppgifter ska granskas' : `${n} kunders uppgifter ska granskas`} inom en månad (KYC-klockan, riskbaserat granskningsintervall):`,
    more: (n) => `… och ${n} kunder till`,
    link: 'Se granskningarna som förfaller på Tunnes startsida:',
  },
};

const day = (iso: string): string => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/** A mail that names the reviews (at most `namedCustomers`, the rest counted) and links to the home page, in the recipient's language. */
const reviewsMail =
  (textsOf: Record<Text, Texts>) =>
  (to: string, language: string, reviews: readonly DueReview[], publicUrl: string): MailMessage => {
    const text = textsOf[textLanguage(language)];
    const lines = reviews.slice(0, namedCustomers).map((r) => `- ${r.name}: ${day(r.due)}`);
    if (reviews.length > namedCustomers) lines.push(text.more(reviews.length - namedCustomers));
    return {
      to,
      subject: text.subject(reviews.length),
      text: `${text.intro(reviews.length)}\n\n${lines.join('\n')}\n\n${text.link}\n${publicUrl.replace(/\/+$/, '')}/app/\n`,
    };
  };

/** One mail per recipient listing the customers whose review falls due within a month, in their language. */
export const reviewDueMail = reviewsMail(texts);

const overdueTexts: Record<Text, Texts> = {
  fi: {
    subject: (n) => `Tunne – ${n === 1 ? 'asiakkaan tietojen tarkastus on myöhässä' : `${n} asiakkaan tietojen tarkastus on myöhässä`}`,
    intro: (n) => `${n === 1 ? 'Asiakkaan tietojen tarkastus on' : `${n} asiakkaan tietojen tarkastus on`} myöhässä (KYC-kello, riskiperusteinen tarkastusväli). Viesti lähetetään sinulle compliance-vastaavana:`,
    more: (n) => `… ja ${n} muuta asiakasta`,
    link: 'Myöhässä olevat tarkastukset näet Tunnen etusivulla:',
  },
  en: {
    subject: (n) => `Tunne – ${n === 1 ? 'a customer review is overdue' : `${n} customer reviews are overdue`}`,
    intro: (n) => `${n === 1 ? 'A customer review is' : `${n} customer reviews are`} overdue (KYC clock, risk-based review cycle). You receive this as the compliance officer:`,
    more: (n) => `… and ${n} more customers`,
    link: 'See the overdue reviews on Tunne\'s home page:',
  },
  se: {
    subject: (n) => `Tunne – ${n === 1 ? 'en kundgranskning är försenad' : `${n} kundgranskningar är försenade`}`,
    intro: (n) => `${n === 1 ? 'En kundgranskning är' : `${n} kundgranskningar är`} försenad${n === 1 ? '' : 'e'} (KYC-klockan, riskbaserat granskningsintervall). Du får detta som complianceansvarig:`,
    more: (n) => `… och ${n} kunder till`,
    link: 'Se de försenade granskningarna på Tunnes startsida:',
  },
};

/** Issue 25 §7: the escalation of overdue reviews to the compliance officer, in their language. */
export const reviewOverdueMail = reviewsMail(overdueTexts);
