import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, navigate, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import { combinedLight, type Identification, type IdentificationRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getCustomerContact } from '../../../shared/customer-api.ts';
import { sendItem } from '../../../shared/item-api.ts';
import { ItemsSection } from '../../../shared/ItemsSection.tsx';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { useUserNames } from '../../../shared/user-names.ts';
import * as styles from '../../../shared/Section.module.css';
import { changeNotice } from '../../../shared/change-notice.ts';
import { listIdentifications } from '../api.ts';
import { CopyBadges, IdentificationDetail, identificationStateLabel } from './IdentificationDetail.tsx';
import { IdentificationDialog } from './IdentificationDialog.tsx';

/** A saved identification as a row of the list. */
export const identificationRowOf = (item: Identification): IdentificationRow => ({
  id: item.id,
  customers_id: item.customers_id,
  name: item.name,
  email: item.email,
  state: item.state,
  light: item.light,
  created_at: item.created_at,
  sent_at: item.sent_at,
  resent_at: item.resent_at,
  resend_cnt: item.resend_cnt,
  identified_at: item.identified_at,
  eidmethod: item.eidmethod,
  is_manual: item.is_manual,
  is_copy: item.is_copy,
  ssn_conflict: item.ssn_conflict,
  users_id: item.users_id,
  user_name: item.user_name,
  assurance: item.assurance,
});

type Open = { kind: 'detail'; id: string } | { kind: 'form'; identification: Identification | null } | { kind: 'later'; identification: Identification } | null;

/**
 * The customer card's identifications (spec §3 Identification, §4): state light, person, method, sent and identified,
 * sender; a row opens its details. Deep links: /customers/{id}/identifications/new opens the form, …/{id} the details.
 */
export const IdentificationsCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const uses = useSessionStore((state) => state.organisation?.use_identifications ?? false);
  if (!uses) return <p className={styles.notInUse}>{t('identifications.notInUse')}</p>;
  return <CustomerIdentifications customerId={customerId} highlightId={highlightId} />;
};

const CustomerIdentifications = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const load = useLoad((signal) => listIdentifications(customerId, signal), [customerId]);
  const customer = useLoad((signal) => getCustomerContact(customerId, signal), [customerId]);
  const [open, setOpen] = useState<Open>(() =>
    highlightId === 'new' ? { kind: 'form', identification: null } : highlightId ? { kind: 'detail', id: highlightId } : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  // Once a deep link's dialog closes, the card's own address again (a reload or back does not open it anew).
  useEffect(() => {
    if (open === null && highlightId) navigate(appHref(`/customers/${customerId}`), { replace: true });
  }, [open, highlightId, customerId]);
  const userName = useUserNames();
  const rows = load.state === 'done' ? load.data : [];

  const upsert = (item: Identification) => {
    if (load.state !== 'done') return load.reload();
    const exists = load.data.some((row) => row.id === item.id);
    load.set(exists ? load.data.map((row) => (row.id === item.id ? { ...identificationRowOf(item), user_name: item.user_name ?? row.user_name } : row)) : [identificationRowOf(item), ...load.data]);
  };

  const columns: DataTableColumn<IdentificationRow>[] = [
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => <TrafficLight status={row.light} label={identificationStateLabel(t, row)} />,
    },
    {
      id: 'name',
      header: t('columns.person'),
      cell: (row) => (
        <>
          <span className={cells.strong}>{row.name}</span> <CopyBadges item={row} />
          {row.ssn_conflict === 'pending' && <span className={cells.sub}>{t('conflict.short')}</span>}
        </>
      ),
      sortValue: (row) => row.name,
    },
    { id: 'email', header: t('columns.email'), muted: true, cell: (row) => row.email },
    { id: 'method', header: t('columns.method'), cell: (row) => (row.eidmethod ? t(`eid.method.${row.eidmethod}`) : t('common.none')) },
    { id: 'sent', header: t('columns.sent'), align: 'end', nowrap: true, cell: (row) => formatDate(row.sent_at) || t('common.none'), sortValue: (row) => row.sent_at ?? '' },
    {
      id: 'identified',
      header: t('columns.identified'),
      align: 'end',
      nowrap: true,
      cell: (row) => formatDate(row.identified_at) || t('common.none'),
      sortValue: (row) => row.identified_at ?? '',
    },
    { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (row) => userName(row.users_id, row.user_name) ?? t('common.none') },
  ];

  const frozen = customer.state === 'done' && customer.data.is_frozen;
  const summary = combinedLight(rows.map((row) => row.light));
  const openCount = rows.filter((row) => row.state === 'error' || row.state === 'wait' || row.assurance === 'mismatch' || row.assurance === 'not_verified' || row.assurance === 'weak').length;

  return (
    <ItemsSection
      summary={load.state === 'done' ? (rows.length === 0 ? t('identifications.empty') : t('identifications.summary', { count: rows.length, open: openCount })) : null}
      loading={load.state === 'loading'}
      newLabel={t('identifications.new')}
      onNew={() => setOpen({ kind: 'form', identification: null })}
      frozen={frozen}
      notice={notice}
      error={load.state === 'error' ? t('identifications.loadError') : null}
      attributes={{ 'data-identifications-light': summary }}
    >
      {rows.length > 0 && (
        <DataTable
          variant="plain"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={t('identifications.tableLabel')}
          onRowOpen={(row) => setOpen({ kind: 'detail', id: row.id })}
          rowAttributes={(row) => ({ 'data-identification': row.id, highlighted: row.id === highlightId })}
        />
      )}

      {open?.kind === 'detail' && (
        <IdentificationDetail
          frozen={frozen}
          identificationId={open.id}
          onChanged={(changed) => {
            setNotice(changeNotice(t, rows.find((row) => row.id === changed.id), changed));
            upsert(changed);
          }}
          onDeleted={(id) => {
            if (load.state === 'done') load.set(load.data.filter((row) => row.id !== id));
            setOpen(null);
          }}
          onEdit={(identification) => setOpen({ kind: 'form', identification })}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'form' && (
        <IdentificationDialog
          frozen={frozen}
          onDraft={upsert}
          customerId={customerId}
          identification={open.identification}
          onSaved={(identification, next) => {
            upsert(identification);
            setNotice(identification.state === 'draft' ? t('identifications.savedDraft') : t('identifications.sent', { email: identification.email }));
            setOpen(next === 'sendLater' ? { kind: 'later', identification } : null);
          }}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'later' && (
        <SendLaterDialog
          onSend={async (body) => {
            try {
              const scheduled = await sendItem<Identification>('identifications', open.identification.id, body);
              upsert(scheduled);
              setNotice(t('identifications.scheduledNotice', { email: scheduled.email }));
              setOpen(null);
            } catch (error) {
              // A refusal (frozen, EDD, …) is said in the dialog, which offers an admin the EDD override.
              if (isSendRefusal(error)) throw error;
              showError(error);
            }
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </ItemsSection>
  );
};
