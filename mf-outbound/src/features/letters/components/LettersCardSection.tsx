import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, navigate, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import { combinedLight, letterLight, type Letter, type LetterRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getCustomerContact } from '../../../shared/customer-api.ts';
import { sendItem } from '../../../shared/item-api.ts';
import { SendLaterDialog } from '../../../shared/SendLaterDialog.tsx';
import { isSendRefusal } from '../../../shared/SendRefusal.tsx';
import { useUserNames } from '../../../shared/user-names.ts';
import * as styles from '../../../shared/Section.module.css';
import { changeNotice } from '../../../shared/change-notice.ts';
import { ItemsSection } from '../../../shared/ItemsSection.tsx';
import { listLetters } from '../api.ts';
import { letterStatusKey } from '../letter-status.ts';
import { LetterDetail } from './LetterDetail.tsx';
import { LetterDialog } from './LetterDialog.tsx';

const rowOf = (letter: Letter, previous?: LetterRow): LetterRow => ({
  id: letter.id,
  customers_id: letter.customers_id,
  email: letter.email,
  tel: letter.tel,
  language: letter.language,
  state: letter.state,
  light: letter.light,
  created_at: letter.created_at,
  sent_at: letter.sent_at,
  resent_at: letter.resent_at,
  resend_cnt: letter.resend_cnt,
  opened_at: letter.opened_at,
  answered_at: letter.answered_at,
  users_id: letter.users_id,
  user_name: previous?.user_name ?? null,
});

type Open = { kind: 'detail'; id: string } | { kind: 'form'; letter: Letter | null } | { kind: 'later'; letter: Letter } | null;

/**
 * The customer card's secure messages (spec §3 Secure message): light (unread red, opened green), recipient, sent and
 * opened; a row opens its details. A deep link /customers/{id}/letters/new opens the form.
 */
export const LettersCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const usesLetters = useSessionStore((state) => state.organisation?.use_letters ?? false);
  if (!usesLetters) return <p className={styles.notInUse}>{t('letters.notInUse')}</p>;
  return <CustomerLetters customerId={customerId} highlightId={highlightId} />;
};

const CustomerLetters = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const load = useLoad((signal) => listLetters(customerId, signal), [customerId]);
  const customer = useLoad((signal) => getCustomerContact(customerId, signal), [customerId]);
  const [open, setOpen] = useState<Open>(() =>
    highlightId === 'new' ? { kind: 'form', letter: null } : highlightId ? { kind: 'detail', id: highlightId } : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  // A deep link (/customers/{id}/letters/new or /{id} of an item) opened the form or the details: once closed, the card's
  // own address again, so a reload or the back button does not open it anew.
  useEffect(() => {
    if (open === null && highlightId) navigate(appHref(`/customers/${customerId}`), { replace: true });
  }, [open, highlightId, customerId]);
  const userName = useUserNames();
  const rows = load.state === 'done' ? load.data : [];

  const upsert = (letter: Letter) => {
    if (load.state !== 'done') return load.reload();
    const previous = load.data.find((row) => row.id === letter.id);
    load.set(previous ? load.data.map((row) => (row.id === letter.id ? rowOf(letter, row) : row)) : [rowOf(letter), ...load.data]);
  };

  const columns: DataTableColumn<LetterRow>[] = [
    { id: 'state', header: t('columns.state'), nowrap: true, cell: (row) => <TrafficLight status={letterLight(row.state)} label={t(letterStatusKey(row))} /> },
    {
      id: 'recipient',
      header: t('columns.recipient'),
      cell: (row) => (
        <>
          <span className={cells.strong}>{row.email}</span>
          {row.tel && <span className={cells.sub}>{row.tel}</span>}
        </>
      ),
    },
    { id: 'sent', header: t('columns.sent'), align: 'end', nowrap: true, cell: (row) => formatDate(row.sent_at) || t('common.none'), sortValue: (row) => row.sent_at ?? '' },
    { id: 'opened', header: t('columns.opened'), align: 'end', nowrap: true, cell: (row) => formatDate(row.opened_at) || t('common.none'), sortValue: (row) => row.opened_at ?? '' },
    { id: 'resends', header: t('columns.resends'), align: 'end', cell: (row) => row.resend_cnt, sortValue: (row) => row.resend_cnt },
    { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (row) => userName(row.users_id, row.user_name) ?? t('common.none') },
  ];

  const frozen = customer.state === 'done' && customer.data.is_frozen;
  const summary = combinedLight(rows.map((row) => letterLight(row.state)));

  return (
    <ItemsSection
      summary={load.state === 'done' ? (rows.length === 0 ? t('letters.empty') : t('letters.summary', { count: rows.length, unread: rows.filter((row) => row.state === 'error').length })) : null}
      loading={load.state === 'loading'}
      newLabel={t('letters.new')}
      onNew={() => setOpen({ kind: 'form', letter: null })}
      frozen={frozen}
      notice={notice}
      error={load.state === 'error' ? t('letters.loadError') : null}
      attributes={{ 'data-letters-light': summary }}
    >
      {rows.length > 0 && (
        <DataTable
          variant="plain"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={t('letters.tableLabel')}
          onRowOpen={(row) => setOpen({ kind: 'detail', id: row.id })}
          rowAttributes={(row) => ({ 'data-letter': row.id, highlighted: row.id === highlightId })}
        />
      )}

      {open?.kind === 'detail' && (
        <LetterDetail
          frozen={frozen}
          letterId={open.id}
          senderName={userName(rows.find((row) => row.id === open.id)?.users_id ?? null, rows.find((row) => row.id === open.id)?.user_name)}
          onChanged={(changed) => {
            setNotice(changeNotice(t, rows.find((row) => row.id === changed.id), changed));
            upsert(changed);
          }}
          onDeleted={(id) => {
            if (load.state === 'done') load.set(load.data.filter((row) => row.id !== id));
            setOpen(null);
          }}
          onEdit={(letter) => setOpen({ kind: 'form', letter })}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'form' && (
        <LetterDialog
          frozen={frozen}
          onDraft={upsert}
          customerId={customerId}
          letter={open.letter}
          onSaved={(letter, next) => {
            upsert(letter);
            setNotice(letter.state === 'draft' ? t('letters.savedDraft') : t('letters.sent', { email: letter.email }));
            setOpen(next === 'sendLater' ? { kind: 'later', letter } : null);
          }}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'later' && (
        <SendLaterDialog
          onSend={async (body) => {
            try {
              const scheduled = await sendItem<Letter>('letters', open.letter.id, body);
              upsert(scheduled);
              setNotice(t('letters.scheduledNotice', { email: scheduled.email }));
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
