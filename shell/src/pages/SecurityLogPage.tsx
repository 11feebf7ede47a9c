import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, PageHeader, Select, Spinner } from '@tunne/design-system';
import { appHref, formatDateTime, useErrorText, useLoad, useSessionStore } from '@tunne/app-kit';
import { isSecurityEventType, securityEventTypes, type SecurityEventEntry, type SecurityEventType } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { fetchSecurityLog, securityLogPageSize } from '../security-log/api.ts';
import * as styles from './SecurityLogPage.module.css';

type T = ReturnType<typeof useTranslation>['t'];

/** Detail values that are codes of their own (reason, second factor, restriction): shown by their localised name. */
const codedDetails = new Set(['reason', 'second_factor', 'restrictiontype']);
/** Ids with a page of their own are links; other ids say nothing to a reader and are left out. */
const linkedIds: Record<string, (id: string) => string> = {
  customers_id: (id) => `/customers/${id}`,
  queries_id: (id) => `/queries/${id}`,
};

// Type names hold a dot, which i18next reads as nesting: the locale keys use '_' instead.
const eventName = (t: T, type: string): string => (isSecurityEventType(type) ? t(`securityLog.types.${type.replace('.', '_')}`) : type);

const who = (event: SecurityEventEntry): ReactNode => {
  const actor = event.users_name ?? (event.users_id ? event.users_id.slice(0, 8) : null);
  const target = event.target_users_name ?? (event.target_users_id ? event.target_users_id.slice(0, 8) : null);
  if (actor && target && event.target_users_id !== event.users_id) return `${actor} → ${target}`;
  return actor ?? target ?? '–';
};

const Details = ({ details }: { details: SecurityEventEntry['details'] }) => {
  const { t, i18n } = useTranslation('shell');
  const rows = Object.entries(details).flatMap(([key, value]) => {
    const link = linkedIds[key];
    if (link) {
      return [
        <div key={key} className={styles.detail}>
          <dt>{t(`securityLog.details.${key}`)}</dt>
          <dd>
            <AppLink className={styles.link} href={appHref(link(String(value)))}>
              {t('securityLog.open')}
            </AppLink>
          </dd>
        </div>,
      ];
    }
    if (key.endsWith('_id')) return [];
    // A detail this version does not know yet is shown by its name rather than hidden.
    const known = i18n.exists(`securityLog.details.${key}`, { ns: 'shell' }) ? t(`securityLog.details.${key}`) : null;
    const shown =
      typeof value === 'boolean'
        ? t(value ? 'securityLog.yes' : 'securityLog.no')
        : codedDetails.has(key)
          ? t(`securityLog.values.${String(value)}`, { defaultValue: String(value) })
          : String(value);
    return [
      <div key={key} className={styles.detail}>
        <dt>{known ?? key}</dt>
        <dd>{shown}</dd>
      </div>,
    ];
  });
  return rows.length > 0 ? <dl className={styles.details}>{rows}</dl> : <span className={styles.muted}>–</span>;
};

/** /settings/security-log (admins): logins, failures, lockouts, permission changes, exports and downloads. */
export const SecurityLogPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const isAdmin = useSessionStore((state) => state.user?.is_admin ?? false);
  const [type, setType] = useState<SecurityEventType | null>(null);
  const [page, setPage] = useState(1);
  const load = useLoad((signal) => (isAdmin ? fetchSecurityLog({ page, type }, signal) : Promise.resolve(null)), [isAdmin, page, type]);

  if (!isAdmin) {
    return (
      <EmptyState title={t('securityLog.adminOnly')} headingLevel={2}>
        {t('securityLog.adminOnlyText')}
      </EmptyState>
    );
  }

  const data = load.state === 'done' ? load.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / securityLogPageSize)) : 1;
  const handleType = (value: string): void => {
    setType(isSecurityEventType(value) ? value : null);
    setPage(1);
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('securityLog.title')} context={t('securityLog.context')} />
      <div className={styles.tools}>
        <Select
          label={t('securityLog.filter')}
          size="sm"
          fieldClassName={styles.filter}
          value={type ?? ''}
          onChange={(event) => handleType(event.target.value)}
        >
          <option value="">{t('securityLog.allTypes')}</option>
          {securityEventTypes.map((value) => (
            <option key={value} value={value}>
              {eventName(t, value)}
            </option>
          ))}
        </Select>
        {data && <span className={styles.status}>{t('securityLog.count', { count: data.total })}</span>}
      </div>
      <div className={styles.status} aria-live="polite">
        {load.state === 'loading' && <Spinner label={t('securityLog.loading')} size="sm" showLabel />}
      </div>
      {load.state === 'error' && (
        <p className={styles.muted} role="alert">
          {t('securityLog.error')} {errorText(load.error)}
        </p>
      )}
      {data && data.items.length === 0 && (
        <EmptyState title={t('securityLog.empty')} headingLevel={2}>
          {t(type ? 'securityLog.emptyFilteredText' : 'securityLog.emptyText')}
        </EmptyState>
      )}
      {data && data.items.length > 0 && (
        <DataTable
          label={t('securityLog.title')}
          data={data.items}
          getRowId={(event) => event.id}
          columns={[
            { id: 'time', header: t('securityLog.columns.time'), nowrap: true, cell: (event) => formatDateTime(event.created_at) },
            { id: 'user', header: t('securityLog.columns.user'), cell: who },
            { id: 'event', header: t('securityLog.columns.event'), nowrap: true, cell: (event) => eventName(t, event.type) },
            { id: 'address', header: t('securityLog.columns.address'), nowrap: true, cell: (event) => event.address ?? '–' },
            { id: 'details', header: t('securityLog.columns.details'), cell: (event) => <Details details={event.details} /> },
          ]}
          paging={{
            page,
            pageCount: pages,
            onPageChange: setPage,
            labels: {
              label: t('securityLog.paging'),
              previous: t('securityLog.previous'),
              next: t('securityLog.next'),
              page: (current, count) => t('securityLog.page', { page: current, pages: count }),
            },
          }}
        />
      )}
    </div>
  );
};
