import type { RetainedRecordEntry, RetainedRecordSection, RetainedRecordSource } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { readRetainedAlerts } from './screening/retained.ts';

const printable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const toEntry = (row: Record<string, unknown>, title: string): RetainedRecordEntry => ({
  title,
  fields: Object.entries(row)
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => ({ label, value: printable(value) })),
});

/**
 * What the alerts service keeps of a retained customer record (issue 11 §1), for the record's PDF: every alert with its
 * decision and the whole history of its decisions (silence class, description, who and when, valid until, superseded), and the organisation's sanction-list
 * queries about the customer's or its related persons' names. Read as the organisation (restriction NONE); the customers
 * service has already checked that the caller is an admin who may read the record. Wired by the gateway.
 */
export const retainedAlertSections = (db: Database): RetainedRecordSource => async (subject) => {
  const { alerts, decisions, queries } = await db.tx({ organisationsId: subject.organisationsId }, async (tx) => {
    await readRetainedAlerts(tx);
    const alerts = await tx<{ row: Record<string, unknown>; title: string }[]>`
      select to_jsonb(a) - 'organisations_id' - 'customers_id' - 'customer_name' - 'customer_type' - 'customer_retained'
               - 'entity_fingerprint' as row,
             a.type || ': ' || a.target_name as title
        from alerts.alerts a where a.customers_id = ${subject.customersId} order by a.created_at, a.id`;
    // Every silence, class change, unsilence, four-eyes step and closing, oldest first (none is ever overwritten).
    const decisions = await tx<{ row: Record<string, unknown>; title: string }[]>`
      select to_jsonb(d) - 'organisations_id' as row, a.type || ': ' || a.target_name || ' – ' || d.action as title
        from alerts.alert_decisions d join alerts.alerts a on a.organisations_id = d.organisations_id and a.id = d.alerts_id
       where a.customers_id = ${subject.customersId} order by d.created_at, d.id`;
    const queries = subject.names.length === 0 ? [] : await tx<{ row: Record<string, unknown>; title: string }[]>`
      select to_jsonb(q) as row, q.query as title from alerts.queries_about(${subject.names}::text[]) q`;
    return { alerts, decisions, queries };
  });
  const sections: RetainedRecordSection[] = [
    { key: 'alerts', entries: alerts.map((a) => toEntry(a.row, a.title)) },
    { key: 'alertdecisions', entries: decisions.map((d) => toEntry(d.row, d.title)) },
    { key: 'queries', entries: queries.map((q) => toEntry(q.row, q.title)) },
  ];
  return sections;
};
