import type { MailMessage } from '@tunne/platform';

type Text = 'fi' | 'en' | 'se';

/** Identity's language codes: fi, en, se; the others it knows (no, dk) read English. */
const textLanguage = (language: string | null | undefined): Text => (language === 'en' || language === 'se' ? language : language === 'no' || language === 'dk' ? 'en' : 'fi');

/** One customer's new open alerts in the summary. */
export interface NotifiedCustomer {
  name: string;
  alerts: number;
}

/** At most this many customers are named; the rest are counted. */
const namedCustomers = 25;

interface Texts {
  subject: (alerts: number) => string;
  intro: (alerts: number, customers: number) => string;
  more: (count: number) => string;
  link: string;
}

const texts: Record<Text, Texts> = {
  fi: {
    subject: (alerts) => `Tunne – ${alerts === 1 ? 'uusi hälytys' : `${alerts} uutta hälytystä`}`,
    intro: (alerts, customers) =>
      `Seulonnassa syntyi ${alerts === 1 ? 'uusi hälytys' : `${alerts} uutta hälytystä`} ${customers === 1 ? 'yhdelle asiakkaalle' : `${customers} asiakkaalle`}:`,
    more: (count) => `… ja ${count} muuta asiakasta`,
    link: 'Hälytykset näet Tunnessa:',
  },
  en: {
    subject: (alerts) => `Tunne – ${alerts === 1 ? 'a new alert' : `${alerts} new alerts`}`,
    intro: (alerts, customers) =>
      `Screening raised ${alerts === 1 ? 'a new alert' : `${alerts} new alerts`} for ${customers === 1 ? 'a customer' : `${customers} customers`}:`,
    more: (count) => `… and ${count} more customers`,
    link: 'See the alerts in Tunne:',
  },
  se: {
    subject: (alerts) => `Tunne – ${alerts === 1 ? 'ett nytt larm' : `${alerts} nya larm`}`,
    intro: (alerts, customers) =>
      `Screeningen gav ${alerts === 1 ? 'ett nytt larm' : `${alerts} nya larm`} för ${customers === 1 ? 'en kund' : `${customers} kunder`}:`,
    more: (count) => `… och ${count} kunder till`,
    link: 'Se larmen i Tunne:',
  },
};

/** The summary of new alerts one team member gets per notification round, in their language. */
export const alertNotificationMail = (to: string, language: string, customers: readonly NotifiedCustomer[], publicUrl: string): MailMessage => {
  const text = texts[textLanguage(language)];
  const alerts = customers.reduce((sum, customer) => sum + customer.alerts, 0);
  const lines = customers.slice(0, namedCustomers).map((customer) => `- ${customer.name}${customer.alerts > 1 ? ` (${customer.alerts})` : ''}`);
  if (customers.length > namedCustomers) lines.push(text.more(customers.length - namedCustomers));
  return {
    to,
    subject: text.subject(alerts),
    text: `${text.intro(alerts, customers.length)}\n\n${lines.join('\n')}\n\n${text.link}\n${publicUrl.replace(/\/+$/, '')}/app/alerts\n`,
  };
};
