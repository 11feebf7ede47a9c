import { useTranslation } from 'react-i18next';
import { Card, Spinner } from '@tunne/design-system';
import { formatDateTime, listOrgUsers, useLoad } from '@tunne/app-kit';
import type { AuditEntry } from '@tunne/contracts';
import { getLeadAudit } from '../api.ts';
import * as styles from '../../../pages/LeadFormPage.module.css';

/** The fields a lead's history names (customers.leads' columns); others (ids, times) are left out. */
const shownFields = ['name', 'type', 'businessid', 'country', 'email', 'phone', 'contact_name', 'description', 'status', 'users_id'] as const;

const printable = (value: unknown): string => (value === null || value === undefined || value === '' ? '–' : String(value));

/**
 * The lead's audit trail (issue 25 §6), oldest first: created, each change with its old and new values, by whom and
 * when. Read from GET /user/leads/{id}/audit (customers.lead_audit_log, written by the database).
 */
export const LeadHistory = ({ leadId }: { leadId: string }) => {
  const { t } = useTranslation('customers');
  const audit = useLoad((signal) => getLeadAudit(leadId, signal), [leadId]);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const userName = (id: string | null) => (id && users.state === 'done' ? users.data.find((u) => u.id === id)?.name : null) ?? t('leads.history.system');
  const changes = (entry: AuditEntry): string[] => {
    const after = entry.new ?? {};
    const before = entry.old ?? {};
    return shownFields
      .filter((field) => field in after && (entry.action === 'UPDATE' || after[field] !== null))
      .map((field) => {
        const label = t(`leads.history.fields.${field}`);
        const value = (v: unknown) => {
          if (field === 'users_id') return userName(typeof v === 'string' ? v : null);
          if (field === 'status' && typeof v === 'string') return t(`leads.status.${v}`);
          return printable(v);
        };
        return entry.action === 'UPDATE' ? t('leads.history.change', { field: label, from: value(before[field]), to: value(after[field]) }) : `${label}: ${value(after[field])}`;
      });
  };
  return (
    <Card>
      <section aria-label={t('leads.history.title')} data-lead-history="">
        <h2>{t('leads.history.title')}</h2>
        {audit.state === 'loading' && <Spinner label={t('leads.history.loading')} showLabel />}
        {audit.state === 'error' && <p className={styles.error}>{t('leads.history.error')}</p>}
        {audit.state === 'done' && (
          <ol>
            {audit.data.map((entry) => (
              <li key={entry.id} data-audit-action={entry.action}>
                <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time> · {t(`leads.history.actions.${entry.action}`)} ·{' '}
                {userName(entry.changed_by)}
                {changes(entry).length > 0 && (
                  <ul>
                    {changes(entry).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
};
