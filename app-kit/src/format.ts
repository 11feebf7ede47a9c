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

/** A calendar day 'YYYY-MM-DD' as DD.MM.YYYY, without time zone arithmetic (spec §9). */
export const formatDay = (day: string): string => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * A date-only value — a day 'YYYY-MM-DD' as the API sends todo deadlines, the KYC clock's alarm, a silence's end,
 * founded_at and dob — as DD.MM.YYYY, read from the string itself: never through a Date, so no browser time zone can
 * move it to the day before or after (issue 16 §2). Empty for a missing value or one that is not such a day.
 */
export const formatIsoDate = (value: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
};

/** List dates are 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'; shown as DD.MM.YYYY, MM/YYYY or YYYY (spec §9). */
export const formatListDate = (value: string): string => {
  const [year, month, day] = value.split('-');
  if (day) return `${day}.${month}.${year}`;
  if (month) return `${month}/${year}`;
  return value;
};

/** Today as YYYY-MM-DD in the viewer's calendar. */
export const todayIso = (now: Date = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** A 0..1 share as a whole percentage. */
export const percent = (value: number): number => Math.round(value * 100);

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage (60 for 60 %, as `percent` gives it) written the way the UI language writes it: Finnish and Swedish
 * put a no-break space before the sign ('60 %'), English none ('60%'). At most two decimals ('12,5 %', '12.5%').
 */
export const formatPercent = (percentage: number, language: string): string => {
  const locale = language === 'se' ? 'sv' : language;
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(percentage / 100);
};

const regionNames = new Map<string, Intl.DisplayNames>();

/** Country names in the UI language ('se' is Swedish); an unknown code is shown as it is. */
export const countryNamer = (language: string): ((code: string) => string) => {
  const locale = language === 'se' ? 'sv' : language;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  const display = names;
  return (code: string): string => {
    try {
      return display.of(code) ?? code;
    } catch {
      return code;
    }
  };
};
