import type { MailMessage } from '@tunne/platform';
import type { Todo } from '@tunne/contracts';

/** Headers must stay on one line whatever a user typed into the name. */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** A day 'YYYY-MM-DD' as DD.MM.YYYY, as it is (no time zone can move a day). */
const formatDate = (day: string | null): string => {
  const [year, month, date] = day?.split('-') ?? [];
  return year && month && date ? `${date}.${month}.${year}` : '-';
};

export const customerLink = (publicUrl: string, customersId: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/app/customers/${customersId}`;

/**
 * The todo goes to its responsible user. Only what they need to find it: the customer's data stays behind the
 * login at the link.
 */
export const todoSentMail = (to: string, todo: Todo, link: string): MailMessage => ({
  to,
  subject: oneLine(`Toimenpide / Action: ${todo.name}`),
  text: [
    'Sinulle on osoitettu toimenpide. / An action has been assigned to you.',
    '',
    todo.name,
    todo.description ?? '',
    '',
    `Määräaika / Deadline: ${formatDate(todo.deadline_at)}`,
    `Avaa asiakas / Open the customer: ${link}`,
  ].join('\n'),
});

/** The responsible user's acknowledgement goes back to the creator. */
export const todoAnsweredMail = (to: string, todo: Todo, answer: string, answeredBy: string, link: string): MailMessage => ({
  to,
  subject: oneLine(`Toimenpide kuitattu / Action acknowledged: ${todo.name}`),
  text: [
    `${answeredBy} kuittasi toimenpiteen. / ${answeredBy} acknowledged the action.`,
    '',
    todo.name,
    '',
    answer,
    '',
    `Avaa asiakas / Open the customer: ${link}`,
  ].join('\n'),
});
