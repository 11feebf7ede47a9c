import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection, DataTable } from '@tunne/design-system';
import { formatDateTime, useLoad } from '@tunne/app-kit';
import { getAudit, showAuditEntry } from '../../features/customers/api.ts';
import { useCanShowIdentityCodes, useCustomerErrorText } from '../../shared/hooks.ts';
import type { AuditEntry, OrgUser, Tag, Team } from '../../features/customers/types.ts';
import { listCustomerTasks, listLinked } from '../../features/related/api.ts';
import { auditDisplayValue, auditFieldLabel, namesOf, type AuditNames } from '../../features/customers/audit-values.ts';
import { auditChanges } from '../../features/customers/dialogs.ts';
import { useSectionOpen } from '../../shared/section-open.ts';
import * as styles from '../../features/customers/components/CardSections.module.css';

const size = 50;

type Props = { customerId: string; users: OrgUser[]; teams: Team[]; tags: Tag[] };

/**
 * Admins only: who changed what and when, old -> new, newest first; ids are shown as the names they stand for.
 * Identity codes come masked; an admin whose restriction is NONE may show one entry's in full (the service logs it).
 */
export const AuditSection = ({ customerId, users, teams, tags }: Props) => {
  const { t, i18n } = useTranslation('customers');
  const tableName = (name: string) => (i18n.exists(`customers:sections.${name}`) ? t(`sections.${name}`) : t(`audit.table.${name}`, { defaultValue: name }));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useSectionOpen('audit', false);
  const canShow = useCanShowIdentityCodes();
  const errorText = useCustomerErrorText();
  /** Entries shown in full, by id, until hidden again or the section closes. */
  const [shown, setShown] = useState<Record<string, AuditEntry>>({});
  const [showing, setShowing] = useState<string | null>(null);
  const [showError, setShowError] = useState<string | null>(null);
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setShown({});
  };
  const handleShow = async (entry: AuditEntry) => {
    setShowing(entry.id);
    setShowError(null);
    try {
      const full = await showAuditEntry(customerId, entry.id);
      setShown((current) => ({ ...current, [entry.id]: full }));
    } catch (error) {
      setShowError(errorText(error));
    } finally {
      setShowing(null);
    }
  };
  const handleHide = (entry: AuditEntry) =>
    setShown((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== entry.id)));
  const audit = useLoad((signal) => (open ? getAudit(customerId, page, size, signal) : Promise.resolve(null)), [customerId, page, open]);
  const data = audit.state === 'done' ? audit.data : null;
  // Tasks and linked customers are named by the customer's own lists (the catalogue and the links).
  const related = useLoad(
    (signal) => (open ? Promise.all([listCustomerTasks(customerId, signal), listLinked(customerId, signal)]) : Promise.resolve(null)),
    [customerId, open],
  );
  const names: AuditNames = useMemo(() => {
    const [tasks, linked] = related.state === 'done' && related.data ? related.data : [[], []];
    return { users: namesOf(users), teams: namesOf(teams), tags: namesOf(tags), tasks: namesOf(tasks), customers: namesOf(linked) };
  }, [users, teams, tags, related]);
  const format = (field: string, value: unknown) => auditDisplayValue(field, value, names, t);
  const who = (id: string | null) => (id ? (users.find((user) => user.id === id)?.name ?? t('audit.removed.users')) : t('audit.system'));

  const changesCell = (entry: AuditEntry) => (
    <>
      <ul className={styles.changes}>
        {auditChanges((shown[entry.id] ?? entry).old, (shown[entry.id] ?? entry).new, format).map((change) => (
          <li key={change.field}>
            <span className={styles.field}>{auditFieldLabel(change.field, t, (key) => i18n.exists(`customers:${key}`))}</span>: {change.from} → {change.to}
          </li>
        ))}
      </ul>
      {canShow && entry.masked.length > 0 && (
        <div className={styles.auditReveal}>
          {shown[entry.id] ? (
            <Button size="sm" variant="ghost" onClick={() => handleHide(entry)}>
              {t('audit.hideIdentityCode')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" title={t('audit.showIdentityCodeHint')} loading={showing === entry.id} onClick={() => void handleShow(entry)}>
              {t('audit.showIdentityCode')}
            </Button>
          )}
        </div>
      )}
    </>
  );

  return (
    <CollapsibleSection id="audit" title={t('sections.audit')} count={data?.total ?? null} open={open} onOpenChange={handleOpenChange} expandLabel={t('common.toggleSection')}>
      {audit.state === 'error' && <p className={styles.bad}>{t('card.sectionError')}</p>}
      {showError && (
        <p className={styles.bad} role="alert">
          {showError}
        </p>
      )}
      {data && data.items.length === 0 && <p className={styles.muted}>{t('empty.audit')}</p>}
      {data && data.items.length > 0 && (
        <DataTable
          variant="plain"
          label={t('sections.audit')}
          data={data.items}
          getRowId={(entry) => entry.id}
          columns={[
            { id: 'when', header: t('audit.when'), nowrap: true, cell: (entry) => formatDateTime(entry.changed_at) },
            { id: 'who', header: t('audit.who'), cell: (entry) => who(entry.changed_by) },
            {
              id: 'what',
              header: t('audit.what'),
              cell: (entry) => `${t(`audit.action.${entry.action}`, { defaultValue: entry.action })} · ${tableName(entry.table_name)}`,
            },
            { id: 'changes', header: t('audit.changes'), cell: changesCell },
          ]}
          paging={{
            page,
            pageCount: Math.max(1, Math.ceil(data.total / size)),
            onPageChange: setPage,
            labels: {
              label: t('paging.label'),
              previous: t('paging.previous'),
              next: t('paging.next'),
              page: (current, pages) => t('paging.page', { page: current, pages }),
            },
          }}
        />
      )}
    </CollapsibleSection>
  );
};
