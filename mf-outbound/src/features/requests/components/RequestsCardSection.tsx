import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, navigate, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import { combinedLight, requestLight, type Request, type RequestRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getCustomerContact } from '../../../shared/customer-api.ts';
import { sendItem } from '../../../shared/item-api.ts';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { useUserNames } from '../../../shared/user-names.ts';
import * as styles from '../../../shared/Section.module.css';
import { changeNotice } from '../../../shared/change-notice.ts';
import { ItemsSection } from '../../../shared/ItemsSection.tsx';
import { listRequests } from '../api.ts';
import { RequestDetail } from './RequestDetail.tsx';
import { RequestDialog } from './RequestDialog.tsx';

/** A saved request as a row of the list. */
const rowOf = (request: Request, previous?: RequestRow): RequestRow => ({
  id: request.id,
  customers_id: request.customers_id,
  email: request.email,
  language: request.language,
  state: request.state,
  light: request.light,
  created_at: request.created_at,
  sent_at: request.sent_at,
  resent_at: request.resent_at,
  resend_cnt: request.resend_cnt,
  answered_at: request.answered_at,
  is_accepted: request.is_accepted,
  users_id: request.users_id,
  user_name: previous?.user_name ?? null,
});

type Open = { kind: 'detail'; id: string } | { kind: 'form'; request: Request | null } | { kind: 'later'; request: Request } | null;

/**
 * The customer card's requests (spec §2 card sections, §3 Request): state light, recipient, sent and answered, resends
 * and sender; a row opens its details; "New request" the form. A deep link /customers/{id}/requests/new opens the form.
 */
export const RequestsCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const usesRequests = useSessionStore((state) => state.organisation?.use_requests ?? false);
  if (!usesRequests) return <p className={styles.notInUse}>{t('requests.notInUse')}</p>;
  return <CustomerRequests customerId={customerId} highlightId={highlightId} />;
};

const CustomerRequests = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const load = useLoad((signal) => listRequests(customerId, signal), [customerId]);
  const customer = useLoad((signal) => getCustomerContact(customerId, signal), [customerId]);
  const [open, setOpen] = useState<Open>(() =>
    highlightId === 'new' ? { kind: 'form', request: null } : highlightId ? { kind: 'detail', id: highlightId } : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  // A deep link (/customers/{id}/requests/new or /{id} of an item) opened the form or the details: once closed, the card's
  // own address again, so a reload or the back button does not open it anew.
  useEffect(() => {
    if (open === null && highlightId) navigate(appHref(`/customers/${customerId}`), { replace: true });
  }, [open, highlightId, customerId]);
  const userName = useUserNames();
  const rows = load.state === 'done' ? load.data : [];

  const upsert = (request: Request) => {
    if (load.state !== 'done') return load.reload();
    const previous = load.data.find((row) => row.id === request.id);
    load.set(previous ? load.data.map((row) => (row.id === request.id ? rowOf(request, row) : row)) : [rowOf(request), ...load.data]);
  };

  const columns: DataTableColumn<RequestRow>[] = [
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => <TrafficLight status={requestLight(row.state)} label={t(`state.request.${row.state}`)} />,
    },
    { id: 'email', header: t('columns.email'), cell: (row) => <span className={cells.strong}>{row.email}</span> },
    { id: 'sent', header: t('columns.sent'), align: 'end', nowrap: true, cell: (row) => formatDate(row.sent_at) || t('common.none'), sortValue: (row) => row.sent_at ?? '' },
    { id: 'answered', header: t('columns.answered'), align: 'end', nowrap: true, cell: (row) => formatDate(row.answered_at) || t('common.none'), sortValue: (row) => row.answered_at ?? '' },
    { id: 'resends', header: t('columns.resends'), align: 'end', cell: (row) => row.resend_cnt, sortValue: (row) => row.resend_cnt },
    { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (row) => userName(row.users_id, row.user_name) ?? t('common.none') },
  ];

  const frozen = customer.state === 'done' && customer.data.is_frozen;
  const summary = combinedLight(rows.map((row) => requestLight(row.state)));

  return (
    <ItemsSection
      summary={load.state === 'done' ? (rows.length === 0 ? t('requests.empty') : t('requests.summary', { count: rows.length, open: rows.filter((row) => row.state === 'error' || row.state === 'wait').length })) : null}
      loading={load.state === 'loading'}
      newLabel={t('requests.new')}
      onNew={() => setOpen({ kind: 'form', request: null })}
      frozen={frozen}
      notice={notice}
      error={load.state === 'error' ? t('requests.loadError') : null}
      attributes={{ 'data-requests-light': summary }}
    >
      {rows.length > 0 && (
        <DataTable
          variant="plain"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={t('requests.tableLabel')}
          onRowOpen={(row) => setOpen({ kind: 'detail', id: row.id })}
          rowAttributes={(row) => ({ 'data-request': row.id, highlighted: row.id === highlightId })}
        />
      )}

      {open?.kind === 'detail' && (
        <RequestDetail
          frozen={frozen}
          requestId={open.id}
          senderName={userName(rows.find((row) => row.id === open.id)?.users_id ?? null, rows.find((row) => row.id === open.id)?.user_name)}
          onChanged={(changed) => {
            setNotice(changeNotice(t, rows.find((row) => row.id === changed.id), changed));
            upsert(changed);
          }}
          onDeleted={(id) => {
            if (load.state === 'done') load.set(load.data.filter((row) => row.id !== id));
            setOpen(null);
          }}
          onEdit={(request) => setOpen({ kind: 'form', request })}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'form' && (
        <RequestDialog
          frozen={frozen}
          onDraft={upsert}
          customerId={customerId}
          request={open.request}
          onSaved={(request, next) => {
            upsert(request);
            setNotice(request.state === 'draft' ? t('requests.savedDraft') : t('requests.sent', { email: request.email }));
            setOpen(next === 'sendLater' ? { kind: 'later', request } : null);
          }}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'later' && (
        <SendLaterDialog
          onSend={async (body) => {
            try {
              const scheduled = await sendItem<Request>('requests', open.request.id, body);
              upsert(scheduled);
              setNotice(t('requests.scheduledNotice', { email: scheduled.email }));
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
