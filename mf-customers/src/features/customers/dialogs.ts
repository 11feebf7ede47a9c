import { formatDateTime, schemaProblems } from '@tunne/app-kit';
import { CustomerMonitorsBody, isIsoDate } from '@tunne/contracts';

/** An address the service takes as a monitoring e-mail: its own schema (format and length) decides. */
const isMonitorEmail = (line: string): boolean => !schemaProblems(CustomerMonitorsBody, { is_monitored: true, monitor_emails: [line] }).monitor_emails;

/** Monitoring e-mails are typed one per line: blank lines ignored, duplicates dropped, each checked. */
export const parseEmails = (text: string): { emails: string[]; invalid: string[] } => {
  const lines = [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))];
  return { emails: lines.filter(isMonitorEmail), invalid: lines.filter((line) => !isMonitorEmail(line)) };
};

/**
 * The alarm day as a date input gives it (YYYY-MM-DD) and the API takes and answers it: sent as it is, never through
 * a Date (issue 16 §2). Null when it names no real day.
 */
export const alarmDay = (value: string): string | null => (isIsoDate(value) ? value : null);

/** Audit values as short text: objects and arrays as JSON, empties as a dash. */
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const auditValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string' && isoTime.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.map((item) => auditValue(item)).join(', ') || '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Bookkeeping columns that say nothing to a reader. */
const hiddenAuditKeys = ['id', 'updated_at', 'organisations_id', 'customers_id', 'created_at'];

/** The fields whose value differs between the old and the new row of an audit entry. */
export const auditChanges = (
  old: Record<string, unknown> | null,
  next: Record<string, unknown> | null,
  format: (field: string, value: unknown) => string = (_field, value) => auditValue(value),
): { field: string; from: string; to: string }[] => {
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(next ?? {})])].filter((key) => !hiddenAuditKeys.includes(key));
  return keys
    .filter((key) => JSON.stringify(old?.[key] ?? null) !== JSON.stringify(next?.[key] ?? null))
    .map((field) => ({ field, from: format(field, old?.[field]), to: format(field, next?.[field]) }));
};
