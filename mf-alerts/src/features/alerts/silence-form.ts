export interface SilenceErrors {
  description?: 'required';
  validAt?: 'validAtInvalid';
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A date `days` ahead in the user's calendar (default: a year, the usual review interval). */
export const defaultValidAt = (days = 365, now = new Date()): string => isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));

/** The same rules as the service (MISSING_TEXT, INVALID_VALID_AT), checked before sending. */
export const checkSilence = (values: { description: string; validAt: string }, now = new Date()): SilenceErrors => {
  const errors: SilenceErrors = {};
  if (!values.description.trim()) errors.description = 'required';
  if (values.validAt) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(values.validAt) && !Number.isNaN(new Date(`${values.validAt}T00:00:00Z`).getTime());
    if (!valid || values.validAt <= isoDay(now)) errors.validAt = 'validAtInvalid';
  }
  return errors;
};
