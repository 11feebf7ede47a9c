import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, Link, TrafficLight, type DataTableColumn, type PagingProps } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate } from '@tunne/app-kit';
import type { PendingItem, PendingKind } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { useUserNames } from '../../../shared/user-names.ts';

/** The card section a pending item opens in (/customers/{id}/{section}/{itemId}). */
const sectionOf: Record<PendingKind, string> = {
  request: 'requests',
  letter: 'letters',
  identification: 'identifications',
  esignature: 'signatures',
  signatory: 'signatures',
};

/**
 * Where a pending item opens. A signatory's row carries only its own id (not its e-signature's), so it opens the
 * card's e-signatures section, where its e-signature is listed with the signed count.
 */
export const pendingItemPath = (item: PendingItem): string =>
  item.kind === 'signatory' ? `/customers/${item.customers_id}/${sectionOf[item.kind]}` : `/customers/${item.customers_id}/${sectionOf[item.kind]}/${item.id}`;

/** The state's words by kind: letters are read or unread, identifications identified, signatories signed. */
const stateKey = (item: PendingItem): string => {
  switch (item.kind) {
    case 'letter': return `state.letter.${item.state}`;
    case 'identification': return `state.identification.${item.state}`;
    case 'esignature':
    case 'signatory': return `state.signatory.${item.state}`;
    default: return `state.request.${item.state}`;
  }
};

type Props = {
  items: readonly PendingItem[];
  label: string;
  paging?: PagingProps;
  empty?: ReactNode;
  status?: 'ready' | 'loading' | 'error';
  variant?: 'framed' | 'plain';
};

/** Pending customer actions: kind, customer (a link to the card), recipient, light, sent, resends, sender. */
export const PendingTable = ({ items, label, paging, empty, status, variant }: Props) => {
  const { t } = useTranslation('outbound');
  const userName = useUserNames();
  const columns: DataTableColumn<PendingItem>[] = [
    { id: 'kind', header: t('columns.kind'), cell: (item) => t(`pendingKind.${item.kind}`) },
    {
      id: 'customer',
      header: t('columns.customer'),
      cell: (item) => (
        <Link emphasis="strong" href={appHref(`/customers/${item.customers_id}`)} onClick={handleLinkClick}>
          {item.customer_name}
        </Link>
      ),
    },
    { id: 'recipient', header: t('columns.recipient'), muted: true, cell: (item) => item.email },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (item) => <TrafficLight status={item.light} label={t(stateKey(item), { defaultValue: t(`state.request.${item.state}`) })} />,
    },
    {
      id: 'sent',
      header: t('columns.sent'),
      align: 'end',
      nowrap: true,
      cell: (item) => (
        <>
          {formatDate(item.sent_at)}
          {item.resent_at && <span className={cells.sub}>{t('pending.resentAt', { date: formatDate(item.resent_at) })}</span>}
        </>
      ),
    },
    { id: 'resends', header: t('columns.resends'), align: 'end', cell: (item) => item.resend_cnt },
    { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (item) => userName(item.users_id, item.user_name) ?? t('common.none') },
  ];
  return (
    <DataTable
      columns={columns}
      data={items}
      getRowId={(item) => `${item.kind}:${item.id}`}
      label={label}
      paging={paging}
      empty={empty}
      status={status}
      variant={variant}
      loadingLabel={t('common.loading')}
      onRowOpen={(item) => navigate(appHref(pendingItemPath(item)))}
      rowAttributes={(item) => ({ 'data-pending': item.id, 'data-kind': item.kind })}
    />
  );
};
