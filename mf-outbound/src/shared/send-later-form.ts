import { schemaResolver } from '@tunne/app-kit';
import { SendBody } from '@tunne/contracts';

export interface SendLaterValues {
  /** The datetime-local field: YYYY-MM-DDTHH:mm in the user's time zone. */
  sendAt: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as the datetime-local field shows it (local time). */
export const localDateTime = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Tomorrow at 9:00, a calm default for a later send. */
export const defaultSendAt = (now = new Date()): string => localDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0));

export const sendLaterBody = (values: SendLaterValues): SendBody => {
  // Nothing chosen is a missing time ('required' from refine), not a malformed one.
  if (values.sendAt === '') return { mode: 'LATER' };
  const date = new Date(values.sendAt);
  return { mode: 'LATER', send_at: Number.isNaN(date.getTime()) ? values.sendAt : date.toISOString() };
};

/** The contracts' SendBody plus the route's own window: at least a minute ahead, at most a year. */
export const sendLaterResolver = (now: () => Date = () => new Date()) =>
  schemaResolver<SendLaterValues, SendBody>(SendBody, {
    toBody: sendLaterBody,
    fieldOf: (property) => (property === 'send_at' ? 'sendAt' : undefined),
    refine: (body, values) => {
      if (!values.sendAt) return { sendAt: 'required' };
      const at = new Date(body.send_at ?? '').getTime();
      if (Number.isNaN(at)) return { sendAt: 'format' };
      const current = now().getTime();
      if (at < current + 60_000) return { sendAt: 'past' };
      if (at > current + 366 * 24 * 3600_000) return { sendAt: 'tooFar' };
      return {};
    },
  });
