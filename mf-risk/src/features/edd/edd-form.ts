import { eddFileMaxBytes, eddTextMaxLength, type CustomerEdd, type EddBody } from '@tunne/contracts';

export const eddFields = ['purpose', 'source_of_funds', 'source_of_wealth'] as const;
export type EddField = (typeof eddFields)[number];

/** The three answers as the textareas hold them. */
export type EddFormValues = Record<EddField, string>;
export type EddFormErrors = Partial<Record<EddField, 'required' | 'tooLong'>>;

export const eddFormValues = (edd: CustomerEdd | null): EddFormValues => ({
  purpose: edd?.purpose ?? '',
  source_of_funds: edd?.source_of_funds ?? '',
  source_of_wealth: edd?.source_of_wealth ?? '',
});

/** The service's rules (EddBody), checked before sending: each answer is needed and has a length limit. */
export const validateEdd = (values: EddFormValues): EddFormErrors => {
  const errors: EddFormErrors = {};
  for (const field of eddFields) {
    const text = values[field].trim();
    if (!text) errors[field] = 'required';
    else if (text.length > eddTextMaxLength) errors[field] = 'tooLong';
  }
  return errors;
};

/** What PUT …/edd gets: the trimmed answers and the revision the user started from (0 before any). */
export const eddBody = (values: EddFormValues, revision: number): EddBody => ({
  purpose: values.purpose.trim(),
  source_of_funds: values.source_of_funds.trim(),
  source_of_wealth: values.source_of_wealth.trim(),
  revision,
});

/** A reason for a refusal or for lifting a freeze (EddRefuseBody, EddLiftBody). */
export const reasonMaxLength = 2000;
export const validateReason = (text: string): 'required' | 'tooLong' | null =>
  !text.trim() ? 'required' : text.trim().length > reasonMaxLength ? 'tooLong' : null;

export const eddFileMaxMegabytes = eddFileMaxBytes / (1024 * 1024);

/** Files the service would refuse for their size (checked before upload, so the user hears which one). */
export const tooLargeFiles = (files: readonly File[]): File[] => files.filter((file) => file.size > eddFileMaxBytes);

/** What the file picker offers: the types the service keeps (PDF, images, Office/OpenDocument, plain text). */
export const eddFileAccept = [
  'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', '.pdf', '.png', '.jpg', '.jpeg', '.gif', '.txt',
  '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp',
].join(',');

/** A file size for people: kB below a megabyte, MB above, with the language's decimal comma or point. */
export const formatFileSize = (bytes: number, language: string): string => {
  const locale = language === 'en' ? 'en-GB' : language === 'se' ? 'sv-SE' : 'fi-FI';
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes < 1024 * 1024 ? format(Math.max(bytes / 1024, 0.1), 'kB') : format(bytes / (1024 * 1024), 'MB');
};
