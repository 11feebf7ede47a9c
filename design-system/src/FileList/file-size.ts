/** A file size for people: kB below a megabyte, MB above, with the language's decimal comma or point. */
export function formatFileSize(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : language === 'se' ? 'sv-SE' : 'fi-FI';
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes < 1024 * 1024 ? format(Math.max(bytes / 1024, 0.1), 'kB') : format(bytes / (1024 * 1024), 'MB');
}
