import { useTranslation } from 'react-i18next';
import { DataTable, Link, sortFromParam, TrafficLight } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, formatIsoDate, handleLinkClick, navigate } from '@tunne/app-kit';
import type { CustomerListItem } from '../types.ts';
import { kycClockLight, kycLightLabel, registerLight, riskLight } from '../../../shared/traffic.ts';
import type { CustomerSort, SortColumn } from '../list-query.ts';
import * as styles from './CustomerCells.module.css';

/** Row height in px, as the design system's fixed layout draws it (36 px cell + 1 px border). */
const rowHeight = 37;

type Props = {
  customers: CustomerListItem[];
  sort: CustomerSort;
  onSort: (column: SortColumn) => void;
  label: string;
  /** Changes when another page or sort is shown: the table scrolls back to its top. */
  resetKey?: string;
};

const customerHref = (id: string) => appHref(`/customers/${id}`);

/**
 * The customer list: a page of up to 500 rows, only the visible ones (and a few around them) in the DOM.
 * Sticky header, every column but the type sortable (aria-sort), fixed column widths so rows coming and going
 * never move a column; rows open with click or Enter, one row is in the tab order and the arrow keys,
 * Home/End and PageUp/PageDown move between rows.
 */
export const CustomerTable = ({ customers, sort, onSort, label, resetKey }: Props) => {
  const { t, i18n } = useTranslation('customers');
  const none = t('card.none');

  const column = (
    id: SortColumn | 'type',
    width: string,
    cell: DataTableColumn<CustomerListItem>['cell'],
    more: Partial<DataTableColumn<CustomerListItem>> = {},
    sortable = true,
  ): DataTableColumn<CustomerListItem> => {
    const title = t(`columns.${id}`);
    // Long one-word headings (fi, se) carry soft hyphens in their screen text; the name stays the plain word.
    const heading = i18n.exists(`customers:columns.heading.${id}`) ? t(`columns.heading.${id}`) : title;
    return {
      id,
      width,
      cell,
      header: heading,
      headerLabel: heading === title ? undefined : title,
      ...(sortable ? { sortValue: () => 0, sortTitle: t('list.sortBy', { column: title }) } : {}),
      ...more,
    };
  };

  const registerCell = (flag: 'prepayment_register' | 'trade_register') => (customer: CustomerListItem) => (
    <TrafficLight
      status={registerLight(flag, customer[flag])}
      label={t(`register.value.${customer[flag] === true ? 'yes' : customer[flag] === false ? 'no' : 'unknown'}`)}
      compact
    />
  );

  const columns: DataTableColumn<CustomerListItem>[] = [
    column(
      'name',
      '18%',
      (customer) => (
        <Link emphasis="strong" href={customerHref(customer.id)} onClick={handleLinkClick} tabIndex={-1}>
          {customer.name}
        </Link>
      ),
      { cellTitle: (customer) => customer.name },
    ),
    column('type', '7%', (customer) => t(`type.${customer.type}`), {}, false),
    column('department', '9%', (customer) => customer.department || none, { cellTitle: (customer) => customer.department ?? undefined }),
    column('kycclock_alarm_at', '12%', (customer) => {
      const kyc = kycClockLight(customer.is_kycclock, customer.kycclock_alarm_at);
      return (
        <span className={styles.lightCell}>
          <TrafficLight status={kyc} label={t(`kyc.light.${kycLightLabel(customer.is_kycclock, kyc)}`)} compact />
          {formatIsoDate(customer.kycclock_alarm_at)}
        </span>
      );
    }),
    column('prepayment_register', '10%', registerCell('prepayment_register'), { align: 'center' }),
    column('trade_register', '9%', registerCell('trade_register'), { align: 'center' }),
    column('city', '9%', (customer) => customer.city || none, { cellTitle: (customer) => customer.city ?? undefined }),
    column('country', '6%', (customer) => customer.country || none),
    column('riskscores_level', '11%', (customer) => (
      <>
        {customer.riskscores_level && customer.riskscores_level !== 'NA' ? (
          <TrafficLight status={riskLight(customer.riskscores_level, customer.edd_state)} label={t(`risk.${customer.riskscores_level}`)} />
        ) : (
          <TrafficLight status="grey" label={t('risk.NA')} compact />
        )}
        {customer.is_frozen ? (
          <span className={styles.flag} title={t('edd.frozenTitle')}>
            {t('edd.frozenShort')}
          </span>
        ) : customer.edd_state && customer.edd_state !== 'APPROVED' ? (
          <span className={styles.flag} title={t(`edd.state.${customer.edd_state}`)}>
            EDD
          </span>
        ) : null}
      </>
    )),
    column('created_at', '9%', (customer) => formatDate(customer.created_at), { align: 'end' }),
  ];

  const tableSort = sortFromParam(sort);

  return (
    <DataTable
      columns={columns}
      data={customers}
      getRowId={(customer) => customer.id}
      label={label}
      sort={tableSort}
      manualSorting
      onSortChange={(next) => onSort((next?.id ?? tableSort.id) as SortColumn)}
      layout="fixed"
      minWidth="960px"
      virtual={{ maxHeight: 'calc(100vh - 320px)', minHeight: '200px', estimateRowHeight: rowHeight, overscan: 12, resetKey }}
      onRowOpen={(customer) => navigate(customerHref(customer.id))}
    />
  );
};
