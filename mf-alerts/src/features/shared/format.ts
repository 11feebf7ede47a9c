/** List dates are 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; shown as DD.MM.YYYY, MM/YYYY or YYYY (spec §9). */
export const formatListDate = (value: string): string => {
  const [year, month, day] = value.split('-');
  if (day) return `${day}.${month}.${year}`;
  if (month) return `${month}/${year}`;
  return value;
};

/** A 0..1 similarity as a whole percentage. */
export const percent = (value: number): number => Math.round(value * 100);
