import { useId } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TrafficLight } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate } from '@tunne/app-kit';
import type { CustomerListItem } from '../types.ts';
import { kycClockLight, registerLight, riskLight } from '../traffic.ts';
import { sortDirection, type CustomerSort, type SortColumn } from '../list-query.ts';
import * as styles from './CustomerTable.module.css';

type Column = { key: SortColumn; align?: 'right' | 'center' };

const columns: Column[] = [
  { key: 'name' },
  { key: 'department' },
  { key: 'kycclock_alarm_at' },
  { key: 'prepayment_register', align: 'center' },
  { key: 'trade_register', align: 'center' },
  { key: 'city' },
  { key: 'country' },
  { key: 'riskscores_level' },
  { key: 'created_at', align: 'right' },
];

type Props = {
  customers: CustomerListItem[];
  sort: CustomerSort;
  onSort: (column: SortColumn) => void;
  label: string;
};

const openRow = (id: string) => navigate(appHref(`/customers/${id}`));

/** The customer list: sticky header, every column sortable (aria-sort), rows open with click or Enter. */
export const CustomerTable = ({ customers, sort, onSort, label }: Props) => {
  const { t } = useTranslation('customers');
  const captionId = useId();
  const none = t('card.none');

  const handleRowKey = (event: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) openRow(id);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const row = event.currentTarget;
      const next = (event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling) as HTMLElement | null;
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  };
  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    // Links inside the row handle themselves (and keep ctrl/middle click native).
    if ((event.target as HTMLElement).closest('a, button')) return;
    openRow(id);
  };

  const sortHeader = (column: Column) => {
    const direction = sortDirection(sort, column.key);
    const title = t(`columns.${column.key}`);
    return (
      <th key={column.key} scope="col" aria-sort={direction} className={column.align ? styles[column.align] : undefined}>
        <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)} title={t('list.sortBy', { column: title })}>
          {title}
          <span aria-hidden="true" className={direction === 'none' ? styles.sortMarkIdle : styles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={styles.caption}>
          {label}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              if (column.key === 'department') {
                // The type is not a sort column of the service; it sits before department unsorted.
                return [<th key="type" scope="col">{t('columns.type')}</th>, sortHeader(column)];
              }
              return sortHeader(column);
            })}
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => {
            const kyc = kycClockLight(customer.is_kycclock, customer.kycclock_alarm_at);
            return (
              <tr key={customer.id} tabIndex={0} onKeyDown={(event) => handleRowKey(event, customer.id)} onClick={(event) => handleRowClick(event, customer.id)}>
                <td className={styles.nameCell}>
                  <a className={styles.nameLink} href={appHref(`/customers/${customer.id}`)} onClick={handleLinkClick} tabIndex={-1}>
                    {customer.name}
                  </a>
                </td>
                <td className={styles.nowrap}>{t(`type.${customer.type}`)}</td>
                <td>{customer.department || none}</td>
                <td className={styles.nowrap}>
                  <span className={styles.lightCell}>
                    <TrafficLight status={kyc} label={t(`kyc.light.${kyc}`)} compact />
                    {customer.kycclock_alarm_at ? formatDate(customer.kycclock_alarm_at * 1000) : ''}
                  </span>
                </td>
                {(['prepayment_register', 'trade_register'] as const).map((flag) => {
                  const status = registerLight(flag, customer[flag]);
                  return (
                    <td key={flag} className={styles.center}>
                      <TrafficLight status={status} label={t(`register.value.${customer[flag] === true ? 'yes' : customer[flag] === false ? 'no' : 'unknown'}`)} compact />
                    </td>
                  );
                })}
                <td>{customer.city || none}</td>
                <td>{customer.country || none}</td>
                <td className={styles.nowrap}>
                  {customer.riskscores_level && customer.riskscores_level !== 'NA' ? (
                    <TrafficLight status={riskLight(customer.riskscores_level)} label={t(`risk.${customer.riskscores_level}`)} />
                  ) : (
                    <TrafficLight status="grey" label={t('risk.NA')} compact />
                  )}
                </td>
                <td className={styles.right}>{formatDate(customer.created_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
