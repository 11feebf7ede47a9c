import { useTranslation } from 'react-i18next';
import { Button, CellNote, DataTable, Link, sortFromParam, TrafficLight } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick } from '@tunne/app-kit';
import type { Lead, LeadSort, LeadSortColumn } from '@tunne/contracts';
import { leadStatusLight } from '../list-query.ts';

export type LeadAction = 'convert' | 'discard' | 'restore' | 'remove';

type Props = {
  leads: Lead[];
  sort: LeadSort;
  onSort: (column: LeadSortColumn) => void;
  onAction: (action: LeadAction, lead: Lead) => void;
};

/** One page of leads (at most 50, so not virtualised): status light with its label, contact details, row actions. */
export const LeadTable = ({ leads, sort, onSort, onAction }: Props) => {
  const { t } = useTranslation('customers');

  const sortable = (id: LeadSortColumn) => ({ sortValue: () => 0, sortTitle: t('list.sortBy', { column: t(`leads.columns.${id}`) }) });

  const columns: DataTableColumn<Lead>[] = [
    {
      id: 'name',
      header: t('leads.columns.name'),
      ...sortable('name'),
      cell: (lead) => (
        <>
          <Link emphasis="strong" href={appHref(`/customers/leads/${lead.id}`)} onClick={handleLinkClick}>
            {lead.name}
          </Link>
          {lead.businessid && <CellNote> {lead.businessid}</CellNote>}
        </>
      ),
    },
    { id: 'type', header: t('leads.columns.type'), cell: (lead) => t(`type.${lead.type}`) },
    {
      id: 'status',
      header: t('leads.columns.status'),
      ...sortable('status'),
      cell: (lead) => <TrafficLight status={leadStatusLight(lead.status)} label={t(`leads.status.${lead.status}`)} />,
    },
    {
      id: 'contact',
      header: t('leads.columns.contact'),
      muted: true,
      cell: (lead) => [lead.contact_name, lead.email, lead.phone].filter(Boolean).join(' · ') || t('card.none'),
    },
    { id: 'created_at', header: t('leads.columns.created_at'), ...sortable('created_at'), align: 'end', cell: (lead) => formatDate(lead.created_at) },
  ];

  const actions = (lead: Lead) => {
    const named = { name: lead.name };
    if (lead.status === 'CONVERTED') {
      return lead.customers_id ? (
        <Link emphasis="strong" href={appHref(`/customers/${lead.customers_id}`)} onClick={handleLinkClick} aria-label={t('leads.actions.openCustomerNamed', named)}>
          {t('leads.actions.openCustomer')}
        </Link>
      ) : null;
    }
    if (lead.status === 'DISCARDED') {
      return (
        <>
          <Button size="sm" onClick={() => onAction('restore', lead)} aria-label={t('leads.actions.restoreNamed', named)}>
            {t('leads.actions.restore')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onAction('remove', lead)} aria-label={t('leads.actions.removeNamed', named)}>
            {t('leads.actions.remove')}
          </Button>
        </>
      );
    }
    return (
      <>
        <Button size="sm" variant="primary" onClick={() => onAction('convert', lead)} aria-label={t('leads.actions.convertNamed', named)}>
          {t('leads.actions.convert')}
        </Button>
        <Button size="sm" onClick={() => onAction('discard', lead)} aria-label={t('leads.actions.discardNamed', named)}>
          {t('leads.actions.discard')}
        </Button>
      </>
    );
  };

  const tableSort = sortFromParam(sort);
  return (
    <DataTable
      columns={columns}
      data={leads}
      getRowId={(lead) => lead.id}
      label={t('leads.tableLabel')}
      sort={tableSort}
      manualSorting
      onSortChange={(next) => onSort((next?.id ?? tableSort.id) as LeadSortColumn)}
      rowActions={{ header: t('leads.columns.actions'), render: actions }}
    />
  );
};
