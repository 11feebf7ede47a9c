import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { TrafficLight } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, navigate } from '@tunne/app-kit';
import type { CustomerListItem } from '../types.ts';
import { kycClockLight, registerLight, riskLight } from '../traffic.ts';
import { sortDirection, type CustomerSort, type SortColumn } from '../list-query.ts';
import { nextRowIndex } from '../row-keys.ts';
import * as styles from './CustomerTable.module.css';

type Column = { key: SortColumn | 'type'; align?: 'right' | 'center'; width: string; sortable: boolean };

/** Fixed column widths (table-layout: fixed): rows coming and going while scrolling never move a column. */
const columns: Column[] = [
  { key: 'name', width: '18%', sortable: true },
  { key: 'type', width: '7%', sortable: false },
  { key: 'department', width: '9%', sortable: true },
  { key: 'kycclock_alarm_at', width: '12%', sortable: true },
  { key: 'prepayment_register', align: 'center', width: '10%', sortable: true },
  { key: 'trade_register', align: 'center', width: '9%', sortable: true },
  { key: 'city', width: '9%', sortable: true },
  { key: 'country', width: '6%', sortable: true },
  { key: 'riskscores_level', width: '11%', sortable: true },
  { key: 'created_at', align: 'right', width: '9%', sortable: true },
];

/** Row height in px, as CustomerTable.module.css draws it (36 px cell + 1 px border). */
export const rowHeight = 37;
/** The sticky header's height, kept clear when a row is scrolled into view by keyboard. */
const headerHeight = 44;
const overscan = 12;

type Props = {
  customers: CustomerListItem[];
  sort: CustomerSort;
  onSort: (column: SortColumn) => void;
  label: string;
  /** Changes when another page or sort is shown: the table scrolls back to its top. */
  resetKey?: string;
};

const openRow = (id: string) => navigate(appHref(`/customers/${id}`));

/**
 * The customer list: a page of up to 500 rows, only the visible ones (and a few around them) in the DOM.
 * Sticky header, every column sortable (aria-sort), rows open with click or Enter; one row is in the tab
 * order and the arrow keys, Home/End and PageUp/PageDown move between rows, scrolling them into view.
 */
export const CustomerTable = ({ customers, sort, onSort, label, resetKey }: Props) => {
  const { t, i18n } = useTranslation('customers');
  const captionId = useId();
  const none = t('card.none');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusAfterRender = useRef<number | null>(null);

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: customers.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => customers[index]?.id ?? index,
    overscan,
    scrollPaddingStart: headerHeight,
    // Before the first measurement (and in tests without layout) assume a typical viewport.
    initialRect: { width: 1200, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start : 0;
  const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const activeIndex = Math.min(active, Math.max(customers.length - 1, 0));
  // The row in the tab order: the active one, or the first drawn row when the active one scrolled away.
  const tabbable = items.some((item) => item.index === activeIndex) ? activeIndex : (first?.index ?? 0);

  useEffect(() => {
    setActive(0);
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  // A row reached by keyboard may have to be drawn first: focus it once it is in the DOM.
  useEffect(() => {
    const index = focusAfterRender.current;
    if (index === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (row) {
      focusAfterRender.current = null;
      // The virtualiser already scrolled the row in; a plain focus() would also scroll the page around it.
      row.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    setActive(index);
    focusAfterRender.current = index;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  const handleRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number, id: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      openRow(id);
      return;
    }
    const pageRows = Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 600) - headerHeight) / rowHeight) - 1);
    const next = nextRowIndex(event.key, index, customers.length, pageRows);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  const handleRowClick = (event: MouseEvent<HTMLTableRowElement>, index: number, id: string) => {
    // Links inside the row handle themselves (and keep ctrl/middle click native).
    setActive(index);
    if ((event.target as HTMLElement).closest('a, button')) return;
    openRow(id);
  };

  const header = (column: Column) => {
    const title = t(`columns.${column.key}`);
    const alignClass = column.align ? styles[column.align] : undefined;
    if (!column.sortable) {
      return (
        <th key={column.key} scope="col" className={alignClass}>
          {title}
        </th>
      );
    }
    const direction = sortDirection(sort, column.key);
    // Long one-word headings (fi, se) carry soft hyphens in their screen text; the name stays the plain word.
    const heading = i18n.exists(`customers:columns.heading.${column.key}`) ? t(`columns.heading.${column.key}`) : title;
    return (
      <th key={column.key} scope="col" aria-sort={direction} className={alignClass}>
        <button
          type="button"
          className={styles.sortButton}
          onClick={() => onSort(column.key as SortColumn)}
          title={t('list.sortBy', { column: title })}
          aria-label={heading === title ? undefined : title}
        >
          <span className={styles.sortTitle}>{heading}</span>
          <span aria-hidden="true" className={direction === 'none' ? styles.sortMarkIdle : styles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className={styles.spacer}>
        <td colSpan={columns.length} style={{ height }} />
      </tr>
    ) : null;

  return (
    <div className={styles.tableWrap} ref={scrollRef}>
      <table className={`${styles.table} ${styles.fixed}`} aria-labelledby={captionId} aria-rowcount={customers.length + 1}>
        <caption id={captionId} className={styles.caption}>
          {label}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>{columns.map(header)}</tr>
        </thead>
        <tbody>
          {spacer(padTop, 'top')}
          {items.map((item) => {
            const customer = customers[item.index]!;
            const kyc = kycClockLight(customer.is_kycclock, customer.kycclock_alarm_at);
            return (
              <tr
                key={item.key}
                data-index={item.index}
                className={item.index === customers.length - 1 ? styles.lastRow : undefined}
                aria-rowindex={item.index + 2}
                tabIndex={item.index === tabbable ? 0 : -1}
                onFocus={() => setActive(item.index)}
                onKeyDown={(event) => handleRowKey(event, item.index, customer.id)}
                onClick={(event) => handleRowClick(event, item.index, customer.id)}
              >
                <td title={customer.name}>
                  <a className={styles.nameLink} href={appHref(`/customers/${customer.id}`)} onClick={handleLinkClick} tabIndex={-1}>
                    {customer.name}
                  </a>
                </td>
                <td>{t(`type.${customer.type}`)}</td>
                <td title={customer.department ?? undefined}>{customer.department || none}</td>
                <td>
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
                <td title={customer.city ?? undefined}>{customer.city || none}</td>
                <td>{customer.country || none}</td>
                <td>
                  {customer.riskscores_level && customer.riskscores_level !== 'NA' ? (
                    <TrafficLight status={riskLight(customer.riskscores_level, customer.edd_state)} label={t(`risk.${customer.riskscores_level}`)} />
                  ) : (
                    <TrafficLight status="grey" label={t('risk.NA')} compact />
                  )}
                  {customer.is_frozen ? (
                    <span className={styles.flag} title={t('edd.frozenTitle')}>{t('edd.frozenShort')}</span>
                  ) : customer.edd_state && customer.edd_state !== 'APPROVED' ? (
                    <span className={styles.flag} title={t(`edd.state.${customer.edd_state}`)}>EDD</span>
                  ) : null}
                </td>
                <td className={styles.right}>{formatDate(customer.created_at)}</td>
              </tr>
            );
          })}
          {spacer(padBottom, 'bottom')}
        </tbody>
      </table>
    </div>
  );
};
