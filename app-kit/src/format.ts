const pad = (value: number): string => String(value).padStart(2, '0');

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** DD.MM.YYYY in the browser's time zone (spec §9); empty string for missing or invalid input. */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** DD.MM.YYYY HH:mm in the browser's time zone (spec §9). */
export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
