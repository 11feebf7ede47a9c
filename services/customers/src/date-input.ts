import { toIsoDate } from '@tunne/contracts';
import { AppError } from '@tunne/platform';

/**
 * A date-only field of a body (DateInput, already validated) as 'YYYY-MM-DD': a day as it is, unix seconds or an ISO
 * date-time as the day it falls on in Helsinki. A value naming no real day is VALIDATION_FAILED at `field`.
 */
export const readDateInput = (value: string | number, field: string): string => {
  const date = toIsoDate(value);
  if (date === null) throw new AppError('VALIDATION_FAILED', `${field} must be a date (YYYY-MM-DD)`, field);
  return date;
};
