import { schemaResolver } from '@tunne/app-kit';
import { minRetentionYears, RetentionSettingsBody, type RetentionSettings } from '@tunne/contracts';

/** The retention dialog's fields as typed. */
export type RetentionValues = { years: string; reason: string };

export const retentionValues = (settings: RetentionSettings): RetentionValues => ({
  years: String(settings.retention_years),
  reason: settings.reason ?? '',
});

/** What PUT retention receives: a whole number of years, the reason trimmed or null. */
export const retentionBody = (values: RetentionValues): RetentionSettingsBody => ({
  retention_years: values.years.trim() === '' ? Number.NaN : Number(values.years),
  reason: values.reason.trim() || null,
});

/**
 * The service's schema says the years' range; that a longer period needs a reason is the route's own rule
 * (RETENTION_REASON_MISSING).
 */
export const retentionResolver = schemaResolver<RetentionValues, RetentionSettingsBody>(RetentionSettingsBody, {
  toBody: retentionBody,
  fieldOf: (property) => (property === 'retention_years' ? 'years' : property === 'reason' ? 'reason' : undefined),
  refine: (body) => (body.retention_years > minRetentionYears && !body.reason ? { reason: 'required' } : {}),
});
