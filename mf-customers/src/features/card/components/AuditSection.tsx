import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { Section } from '../../../components/Section.tsx';
import { getAudit } from '../../customers/api.ts';
import { useLoad } from '../../customers/hooks.ts';
import type { OrgUser } from '../../customers/types.ts';
import { auditChanges } from '../dialogs.ts';
import * as styles from './CardSections.module.css';

const size = 50;

/** Admins only: who changed what and when, old -> new, newest first as the service pages it. */
export const AuditSection = ({ customerId, users }: { customerId: string; users: OrgUser[] }) => {
  const { t, i18n } = useTranslation('customers');
  const tableName = (name: string) => (i18n.exists(`customers:sections.${name}`) ? t(`sections.${name}`) : t(`audit.table.${name}`, { defaultValue: name }));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const audit = useLoad((signal) => (open ? getAudit(customerId, page, size, signal) : Promise.resolve(null)), [customerId, page, open]);
  const data = audit.state === 'done' ? audit.data : null;
  const who = (id: string | null) => users.find((user) => user.id === id)?.name ?? id ?? t('card.none');

  return (
    <Section id="audit" title={t('sections.audit')} count={data?.total ?? null} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      {audit.state === 'error' && <p className={styles.bad}>{t('card.sectionError')}</p>}
      {data && data.items.length === 0 && <p className={styles.muted}>{t('empty.audit')}</p>}
      {data && data.items.length > 0 && (
        <table className={styles.auditTable} aria-label={t('sections.audit')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.what')}</th>
              <th scope="col">{t('audit.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((entry) => (
              <tr key={entry.id}>
                <td className={styles.nowrap}>{formatDateTime(entry.changed_at)}</td>
                <td>{who(entry.changed_by)}</td>
                <td>
                  {t(`audit.action.${entry.action}`, { defaultValue: entry.action })} · {tableName(entry.table_name)}
                </td>
                <td>
                  <ul className={styles.changes}>
                    {auditChanges(entry.old, entry.new).map((change) => (
                      <li key={change.field}>
                        <span className={styles.field}>{t(`fields.${change.field}`, { defaultValue: change.field })}</span>: {change.from} → {change.to}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.total > size && (
        <div className={styles.auditPaging}>
          <Button size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('paging.previous')}
          </Button>
          <Button size="sm" disabled={page * size >= data.total} onClick={() => setPage(page + 1)}>
            {t('paging.next')}
          </Button>
        </div>
      )}
    </Section>
  );
};
