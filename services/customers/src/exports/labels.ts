import type { CustomerEddState, CustomerType, RiskLevel, TrafficLight, UiLanguage } from '@tunne/contracts';

/** customers.reviews.outcome (issue 25 §7). */
export type ReviewOutcome = 'NO_CHANGES' | 'DATA_UPDATED' | 'RISK_CHANGED' | 'ACTION_REQUIRED';

/** The language an export is written in: the user's UI language from the link's `l` (fi when none). */
export type ExportLanguage = UiLanguage;

/** The export's columns, in order (spec §2 list columns with the identifiers and what the list's lights show). */
export const exportColumnKeys = [
  'name', 'type', 'businessid', 'ssn', 'department', 'city', 'country', 'is_kycclock', 'kycclock_alarm_at', 'kyc_status',
  'kyc_days', 'is_monitored', 'prepayment_register', 'trade_register', 'riskscores_level', 'edd_state', 'is_frozen',
  'created_at', 'removes_at',
  // Issue 25 §7–8: the PEP details and the review cycle (A2).
  'pep_function', 'pep_country', 'pep_start_date', 'pep_end_date', 'last_review_at', 'last_review_outcome', 'kycclock_off_reason',
] as const;
export type ExportColumnKey = (typeof exportColumnKeys)[number];

export interface ExportLabels {
  /** The list's title: the PDF's heading, the workbook's sheet and the file's name. */
  title: string;
  archivedTitle: string;
  /** The file name's first part (ASCII, no spaces), followed by the export date. */
  fileName: string;
  archivedFileName: string;
  columns: Record<ExportColumnKey, string>;
  type: Record<CustomerType, string>;
  risk: Record<RiskLevel, string>;
  edd: Record<CustomerEddState, string>;
  /** A review's outcome (customers.reviews.outcome) in words, as the card says it. */
  reviewOutcome: Record<ReviewOutcome, string>;
  /** The KYC clock's light in words, as the list's tooltip says it; a clock that is off (red too) has its own words. */
  kycLight: Record<TrafficLight | 'off', string>;
  yes: string;
  no: string;
  /** A register check not made (null). */
  unknown: string;
  /** PDF: the line under the title. */
  exported: (at: string) => string;
  count: (total: number) => string;
  firstShown: (shown: number) => string;
  /** PDF: the identifier column (business id or the masked identity code). */
  identifier: string;
  /** PDF: the KYC alarm date's column, short as the list's. */
  kycShort: string;
}

/** Two-letter codes to names in the export's language (the runtime's CLDR data, as risk's country list). */
const intlLocale: Record<ExportLanguage, string> = { fi: 'fi', en: 'en', se: 'sv' };

export const exportLabels: Record<ExportLanguage, ExportLabels> = {
  fi: {
    title: 'Asiakkaat',
    archivedTitle: 'Arkistoidut asiakkaat',
    fileName: 'asiakkaat',
    archivedFileName: 'arkistoidut-asiakkaat',
    columns: {
      name: 'Nimi', type: 'Tyyppi', businessid: 'Y-tunnus', ssn: 'Henkilötunnus', department: 'Osasto', city: 'Kaupunki',
      country: 'Maa', is_kycclock: 'KYC-kello päällä', kycclock_alarm_at: 'KYC-kellon hälytyspäivä', kyc_status: 'KYC-kellon tila',
      kyc_days: 'Päiviä hälytykseen', is_monitored: 'Seurannassa', prepayment_register: 'Ennakkoperintärekisterissä',
      trade_register: 'Kaupparekisterissä', riskscores_level: 'Riskitaso', edd_state: 'Tehostettu tuntemisvelvollisuus',
      is_frozen: 'Jäädytetty', created_at: 'Luotu', removes_at: 'Poistetaan',
      pep_function: 'PEP-tehtävä', pep_country: 'PEP-tehtävän maa', pep_start_date: 'PEP-tehtävä alkoi', pep_end_date: 'PEP-tehtävä päättyi',
      last_review_at: 'Viimeisin katselmointi', last_review_outcome: 'Katselmoinnin tulos', kycclock_off_reason: 'KYC-kellon poiskytkennän syy',
    },
    type: { business: 'Yritys', person: 'Henkilö' },
    risk: { LOW: 'Matala', REGULAR: 'Keskitaso', HIGH: 'Korkea', NA: 'Ei arvioitu' },
    edd: { REQUIRED: 'Vaaditaan', PENDING: 'Odottaa hyväksyntää', APPROVED: 'Hyväksytty', REFUSED: 'Hylätty' },
    reviewOutcome: { NO_CHANGES: 'Ei muutoksia', DATA_UPDATED: 'Tietoja päivitettiin', RISK_CHANGED: 'Riskitaso muuttui', ACTION_REQUIRED: 'Vaatii jatkotoimia' },
    kycLight: {
      grey: 'Ei tietoa', green: 'Kunnossa', yellow: 'Hälytys alle kuukauden päästä', red: 'Hälytyspäivä ohitettu', off: 'Pois päältä',
    },
    yes: 'Kyllä',
    no: 'Ei',
    unknown: 'Ei tietoa',
    exported: (at) => `Viety ${at}`,
    count: (total) => `${total} ${total === 1 ? 'asiakas' : 'asiakasta'}`,
    firstShown: (shown) => `${shown} ensimmäistä näytetään; kaikki ovat CSV- ja XLSX-tiedostossa`,
    identifier: 'Y-tunnus / henkilötunnus',
    kycShort: 'KYC-kello',
  },
  en: {
    title: 'Customers',
    archivedTitle: 'Archived customers',
    fileName: 'customers',
    archivedFileName: 'archived-customers',
    columns: {
      name: 'Name', type: 'Type', businessid: 'Business ID', ssn: 'Personal identity code', department: 'Department', city: 'City',
      country: 'Country', is_kycclock: 'KYC clock on', kycclock_alarm_at: 'KYC clock alarm date', kyc_status: 'KYC clock status',
      kyc_days: 'Days to alarm', is_monitored: 'Monitored', prepayment_register: 'In prepayment register',
      trade_register: 'In trade register', riskscores_level: 'Risk level', edd_state: 'Enhanced due diligence',
      is_frozen: 'Frozen', created_at: 'Created', removes_at: 'Removed on',
      pep_function: 'PEP function', pep_country: 'PEP function country', pep_start_date: 'PEP function started', pep_end_date: 'PEP function ended',
      last_review_at: 'Last review', last_review_outcome: 'Review outcome', kycclock_off_reason: 'KYC clock off reason',
    },
    type: { business: 'Business', person: 'Person' },
    risk: { LOW: 'Low', REGULAR: 'Medium', HIGH: 'High', NA: 'Not assessed' },
    edd: { REQUIRED: 'Required', PENDING: 'Awaiting approval', APPROVED: 'Approved', REFUSED: 'Refused' },
    reviewOutcome: { NO_CHANGES: 'No changes', DATA_UPDATED: 'Data updated', RISK_CHANGED: 'Risk level changed', ACTION_REQUIRED: 'Further action required' },
    kycLight: { grey: 'No data', green: 'OK', yellow: 'Alarm within a month', red: 'Alarm date passed', off: 'Off' },
    yes: 'Yes',
    no: 'No',
    unknown: 'Unknown',
    exported: (at) => `Exported ${at}`,
    count: (total) => `${total} ${total === 1 ? 'customer' : 'customers'}`,
    firstShown: (shown) => `first ${shown} shown; the CSV and XLSX files have all`,
    identifier: 'Business ID / identity code',
    kycShort: 'KYC clock',
  },
  se: {
    title: 'Kunder',
    archivedTitle: 'Arkiverade kunder',
    fileName: 'kunder',
    archivedFileName: 'arkiverade-kunder',
    columns: {
      name: 'Namn', type: 'Typ', businessid: 'FO-nummer', ssn: 'Personbeteckning', department: 'Avdelning', city: 'Ort',
      country: 'Land', is_kycclock: 'KYC-klockan på', kycclock_alarm_at: 'KYC-klockans larmdatum', kyc_status: 'KYC-klockans status',
      kyc_days: 'Dagar till larm', is_monitored: 'Bevakas', prepayment_register: 'I förskottsuppbördsregistret',
      trade_register: 'I handelsregistret', riskscores_level: 'Risknivå', edd_state: 'Skärpt kundkännedom',
      is_frozen: 'Fryst', created_at: 'Skapad', removes_at: 'Raderas',
      pep_function: 'PEP-uppdrag', pep_country: 'PEP-uppdragets land', pep_start_date: 'PEP-uppdraget började', pep_end_date: 'PEP-uppdraget upphörde',
      last_review_at: 'Senaste granskning', last_review_outcome: 'Granskningens resultat', kycclock_off_reason: 'Orsak till avstängd KYC-klocka',
    },
    type: { business: 'Företag', person: 'Person' },
    risk: { LOW: 'Låg', REGULAR: 'Medel', HIGH: 'Hög', NA: 'Inte bedömd' },
    edd: { REQUIRED: 'Krävs', PENDING: 'Väntar på godkännande', APPROVED: 'Godkänd', REFUSED: 'Avslagen' },
    reviewOutcome: { NO_CHANGES: 'Inga ändringar', DATA_UPDATED: 'Uppgifter uppdaterades', RISK_CHANGED: 'Risknivån ändrades', ACTION_REQUIRED: 'Kräver fortsatta åtgärder' },
    kycLight: { grey: 'Inga uppgifter', green: 'I ordning', yellow: 'Larm inom en månad', red: 'Larmdatumet har passerat', off: 'Av' },
    yes: 'Ja',
    no: 'Nej',
    unknown: 'Uppgift saknas',
    exported: (at) => `Exporterad ${at}`,
    count: (total) => `${total} ${total === 1 ? 'kund' : 'kunder'}`,
    firstShown: (shown) => `de första ${shown} visas; CSV- och XLSX-filerna har alla`,
    identifier: 'FO-nummer / personbeteckning',
    kycShort: 'KYC-klocka',
  },
};

const countryDisplays = new Map<ExportLanguage, Intl.DisplayNames>();

/** A country code's name in the language ('FI' → 'Suomi', 'Finland'); an unknown code stays as it is. */
export const countryName = (code: string | null, language: ExportLanguage): string => {
  if (!code) return '';
  let display = countryDisplays.get(language);
  if (!display) {
    display = new Intl.DisplayNames([intlLocale[language]], { type: 'region', fallback: 'code' });
    countryDisplays.set(language, display);
  }
  try {
    return display.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code: shown as stored.
    return code;
  }
};

/** A calendar day: the date part of a timestamp in Finland, or a date-only value as it is. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Timestamps are shown as the Finnish calendar day (the users are in Finland and its neighbours). */
export const exportTimeZone = 'Europe/Helsinki';

const helsinkiParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: exportTimeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

const partsOf = (instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', number> => {
  const parts = Object.fromEntries(helsinkiParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
};

/** The day of an instant in Helsinki. */
export const helsinkiDay = (instant: Date): CalendarDay => {
  const { year, month, day } = partsOf(instant);
  return { year, month, day };
};

/**
 * The day a stored value means: a date-only value ('2026-12-31') is that calendar day, never shifted by a time zone;
 * a timestamp (ISO string, Date or unix seconds) is its day in Helsinki. null when there is none or it cannot be read.
 */
export const calendarDay = (value: string | number | Date | null | undefined): CalendarDay | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
  }
  const instant = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : helsinkiDay(instant);
};

const two = (n: number): string => String(n).padStart(2, '0');

/** DD.MM.YYYY, as dates are written in Finland and in the Nordic exports. */
export const dayText = (day: CalendarDay): string => `${two(day.day)}.${two(day.month)}.${day.year}`;

/** YYYY-MM-DD for file names (sorts by date). */
export const dayIso = (day: CalendarDay): string => `${day.year}-${two(day.month)}-${two(day.day)}`;

/** The day as a spreadsheet date: midnight UTC, which Excel shows as that very day whatever the reader's time zone. */
export const dayAsSheetDate = (day: CalendarDay): Date => new Date(Date.UTC(day.year, day.month - 1, day.day));

/** Whole days from one calendar day to another (negative when `to` is before `from`). */
export const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((dayAsSheetDate(to).getTime() - dayAsSheetDate(from).getTime()) / 86_400_000);

/** The export time: DD.MM.YYYY and the Helsinki time in the language's way (klo 14.05, 14:05, kl. 14.05). */
export const exportTimeText = (instant: Date, language: ExportLanguage): string => {
  const p = partsOf(instant);
  const date = dayText(p);
  if (language === 'en') return `${date} ${two(p.hour)}:${two(p.minute)}`;
  return `${date} ${language === 'fi' ? 'klo' : 'kl.'} ${two(p.hour)}.${two(p.minute)}`;
};

/** The file's name: localised, with the export day, e.g. `asiakkaat-2026-12-31.xlsx`. */
export const exportFileName = (language: ExportLanguage, archived: boolean, extension: 'csv' | 'xlsx' | 'pdf', now: Date): string => {
  const labels = exportLabels[language];
  return `${archived ? labels.archivedFileName : labels.fileName}-${dayIso(helsinkiDay(now))}.${extension}`;
};
