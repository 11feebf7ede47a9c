import { schemaProblems } from '@tunne/app-kit';
import {
  maxReviewMonths, parseCountryList, parseFreeCodeList, reviewLevelOf, riskCountryListSettings, riskListSettings, riskPointSettings,
  riskReviewSettings, RiskScoreSettingsBody, type RiskListSetting, type RiskReviewSetting, type RiskScoreSettings,
} from '@tunne/contracts';

export const numberSettings = [...riskPointSettings, ...riskReviewSettings, 'young_company_days', 'limit_low', 'limit_regular', 'limit_high'] as const;
export type NumberSetting = (typeof numberSettings)[number];

/** The form's fields as text: numbers as typed, lists one entry per line. */
export type SettingsFormValues = Record<NumberSetting | RiskListSetting, string>;

export type SettingsError = { kind: 'number' } | { kind: 'review'; max: number } | { kind: 'limits' } | { kind: 'country' | 'code'; line: number; value: string };
export type SettingsErrors = Partial<Record<NumberSetting | RiskListSetting, SettingsError>>;

export const settingsFormValues = (s: RiskScoreSettings): SettingsFormValues => ({
  ...(Object.fromEntries(numberSettings.map((key) => [key, String(s[key])])) as Record<NumberSetting, string>),
  ...(Object.fromEntries(riskListSettings.map((key) => [key, s[key].join('\n')])) as Record<RiskListSetting, string>),
});

const isCountryList = (key: RiskListSetting): boolean => (riskCountryListSettings as readonly string[]).includes(key);
const isReview = (key: NumberSetting): key is RiskReviewSetting => (riskReviewSettings as readonly string[]).includes(key);
/**
 * The service's RiskScoreSettingsBody decides which numbers are allowed (review months: the law's longest cycle per
 * level, HIGH 12, REGULAR 36, LOW 60; an organisation may only shorten). Spec §5: a list line that is not an ISO
 * 3166-1 alpha-2 code is refused with its number (the contracts' parsers); limits must rise.
 */
export const validateSettings = (v: SettingsFormValues): SettingsErrors => {
  const errors: SettingsErrors = {};
  const problems = schemaProblems(RiskScoreSettingsBody, settingsBody(v));
  for (const key of numberSettings) {
    if (problems[key]) errors[key] = isReview(key) ? { kind: 'review', max: maxReviewMonths[reviewLevelOf[key]] } : { kind: 'number' };
  }
  if (!errors.limit_low && !errors.limit_regular && !errors.limit_high) {
    const [low, regular, high] = [v.limit_low, v.limit_regular, v.limit_high].map(Number) as [number, number, number];
    if (!(low <= regular && regular <= high)) errors.limit_regular = { kind: 'limits' };
  }
  for (const key of riskListSettings) {
    const parsed = isCountryList(key) ? parseCountryList(v[key]) : parseFreeCodeList(v[key]);
    if (!parsed.ok) errors[key] = { kind: isCountryList(key) ? 'country' : 'code', line: parsed.line, value: parsed.value };
  }
  return errors;
};

/** A number field as the service reads it; empty or other text stays NaN, which the schema's integer refuses. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export const settingsBody = (v: SettingsFormValues): RiskScoreSettingsBody => ({
  ...Object.fromEntries(numberSettings.map((key) => [key, numberOf(v[key])])),
  ...Object.fromEntries(riskListSettings.map((key) => [key, v[key]])),
});
