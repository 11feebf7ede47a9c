import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { DragEventHandler, ReactNode, UIEvent } from 'react';
import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ColumnDef, Row, RowData, RowSelectionState, SortingState, Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cx } from '../internal/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Paging } from '../Paging/Paging';
import type { PagingProps } from '../Paging/Paging';
import { Spinner } from '../Spinner/Spinner';
import * as hidden from '../VisuallyHidden/VisuallyHidden.module.css';
import * as styles from './DataTable.module.css';
import { defaultRowNavigationHint } from './row-hint';
import { useHeaderFit } from './useHeaderFit';
import { useRowNavigation } from './useRowNavigation';
import { useScrollable } from './useScrollable';

export type DataTableColumn<T> = {
  id: string;
  /** The column header; a string is also its accessible name. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value (client-side unless `manualSorting`). */
  sortValue?: (row: T) => string | number | null | undefined;
  /** 'end' for numbers and dates compared by eye. */
  align?: 'start' | 'center' | 'end';
  nowrap?: boolean;
  /** A CSS width for the column, e.g. '8rem'. */
  width?: string;
  /** Keep the header for screen readers only (a light or a checkbox column). */
  hideHeader?: boolean;
  /** The header's accessible name when its screen text differs (soft hyphens in a long word). */
  headerLabel?: string;
  /** A tooltip for the sort button, e.g. "Järjestä: Nimi". */
  sortTitle?: string;
  /** A tooltip for a cell whose text a fixed layout may cut. */
  cellTitle?: (row: T) => string | undefined;
  /** The cell names its row (`<th scope="row">`): a file column's name in a mapping table. */
  rowHeader?: boolean;
  /** Secondary text (contact details beside a name): muted, wrapping anywhere. */
  muted?: boolean;
  /** A class for the cell by the row's state (an overdue date in red); the layout stays the table's. */
  cellClassName?: (row: T) => string | undefined;
  /**
   * A low-priority column, hidden on screens narrower than a breakpoint: 'sm' below 640 px (phones), 'md'
   * below 1024 px (tablets and phones). What it shows must be found elsewhere too (the row's own page).
   */
  hideBelow?: 'sm' | 'md';
};

export type DataTableSort = { id: string; desc: boolean };

export type DataTableRowAttributes = {
  [key: `data-${string}`]: string | undefined;
  /** Marks the row the page points at (a deep link). */
  highlighted?: boolean;
  /** Rows reordered by dragging (the feature styles the drag state with its own class). */
  draggable?: boolean;
  onDragStart?: DragEventHandler<HTMLTableRowElement>;
  onDragEnd?: DragEventHandler<HTMLTableRowElement>;
  onDragOver?: DragEventHandler<HTMLTableRowElement>;
  onDrop?: DragEventHandler<HTMLTableRowElement>;
  className?: string | undefined;
};

/** A totals row: the label spans the columns before the first value; values sit under their columns. */
export type DataTableFooter = {
  label: ReactNode;
  values: Partial<Record<string, ReactNode>>;
};

export type DataTableSelection<T> = {
  selectedIds: readonly string[];
  onChange: (selectedIds: string[]) => void;
  /** Accessible name of the header checkbox, e.g. "Valitse kaikki". */
  allLabel: string;
  /** Accessible name of a row's checkbox, e.g. "Valitse Esimerkki Oy". */
  rowLabel: (row: T) => string;
};

export type DataTableVirtual = {
  /** The scroll area's height (the header sticks inside it); or let it grow between min and max. */
  height?: string;
  maxHeight?: string;
  minHeight?: string;
  estimateRowHeight: number;
  overscan?: number;
  /** Changes when another page or order is shown: the scroll area goes back to its top. */
  resetKey?: string;
};

export type DataTableProps<T extends RowData> = {
  columns: readonly DataTableColumn<T>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Accessible name: a visually hidden caption. */
  label: string;
  /** id of a visible heading naming the table instead of the caption. */
  labelledBy?: string;
  /** Controlled sort; leave undefined for a table that keeps its own. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The data comes sorted (by the server): the table only reports the requested order. */
  manualSorting?: boolean;
  selection?: DataTableSelection<T>;
  /** A last, right-aligned column of buttons and links for each row. */
  rowActions?: { header: string; hideHeader?: boolean; render: (row: T) => ReactNode };
  footer?: DataTableFooter;
  /** An expanded row's details, shown in a full-width row below it. */
  renderDetail?: (row: T) => { id: string; content: ReactNode } | null;
  rowAttributes?: (row: T) => DataTableRowAttributes;
  /** Controlled paging, shown below the table. */
  paging?: PagingProps;
  /** Renders only the rows in view; for long lists (detail rows are not supported here). */
  virtual?: DataTableVirtual;
  /**
   * Rows open (a click outside the row's links and buttons, or Enter); one row is in the tab order and the
   * arrow keys, Home/End and PageUp/PageDown move between rows.
   */
  onRowOpen?: (row: T) => void;
  /**
   * 'fixed': the columns keep their `width`s and every row is one line (cut with an ellipsis), so rows
   * coming and going while scrolling never move a column; `minWidth` keeps it readable on narrow screens.
   */
  layout?: 'auto' | 'fixed';
  minWidth?: string;
  /** A scroll area for a longer table that is not virtual: the header sticks inside it. */
  maxHeight?: string;
  status?: 'ready' | 'loading' | 'error';
  loadingLabel?: string;
  /** What went wrong and what to do. */
  errorMessage?: ReactNode;
  /** What an empty table means and what to do next (an EmptyState). */
  empty?: ReactNode;
  /** data-* attributes for the table element (test ids). */
  tableAttributes?: { [key: `data-${string}`]: string | undefined };
  /** 'plain' drops the frame, for a table inside a card or a detail row. */
  variant?: 'framed' | 'plain';
  /**
   * The first column (and the selection checkboxes) stays in view while a wide table scrolls sideways in its
   * own area. On by default.
   */
  stickyFirstColumn?: boolean;
  /**
   * Rows that open (`onRowOpen`) describe how to use them to screen readers, e.g. "Use the arrow keys to move
   * between rows, Enter to open." Defaults to the page language's (<html lang>) Finnish, Swedish or English text.
   */
  rowNavigationHint?: string;
  className?: string;
};

/** The sticky header's height, kept clear when a row is scrolled into view by keyboard. */
const headerHeight = 44;

// Stable at module scope, as TanStack Table asks: new features per render would rebuild the row models.
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, sortedRowModel: createSortedRowModel() });

type Features = typeof features;

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

const hideClasses = { sm: styles.hideBelowSm, md: styles.hideBelowMd } as const;

function hideClass(column: { hideBelow?: 'sm' | 'md' }): string | undefined {
  return column.hideBelow ? hideClasses[column.hideBelow] : undefined;
}

/** Marks a sideways-scrolled table, so its sticky first column shows an edge. */
function handleScroll(event: UIEvent<HTMLDivElement>) {
  const scrolled = event.currentTarget.scrollLeft > 0;
  if (event.currentTarget.hasAttribute('data-scrolled-x') !== scrolled) event.currentTarget.toggleAttribute('data-scrolled-x', scrolled);
}

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/**
 * The app's data table (spec: sticky header, sortable columns, row hover, numbers right, tabular figures,
 * empty and loading states). Built on TanStack Table for sorting and selection; the markup stays a real
 * <table>, so rows and cells keep their roles.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  label,
  labelledBy,
  sort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  selection,
  rowActions,
  renderDetail,
  rowAttributes,
  footer,
  paging,
  virtual,
  onRowOpen,
  layout = 'auto',
  minWidth,
  maxHeight,
  status = 'ready',
  loadingLabel,
  errorMessage,
  empty,
  tableAttributes,
  variant = 'framed',
  stickyFirstColumn = true,
  rowNavigationHint,
  className,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const currentSort = sort === undefined ? ownSort : sort;
  const sorting = useMemo<SortingState>(() => (currentSort ? [currentSort] : []), [currentSort]);
  const selectedIds = selection?.selectedIds;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selectedIds ?? []).map((id) => [id, true] as const)),
    [selectedIds],
  );

  // Column definitions change only with the set of columns, so inline `columns` do not rebuild the row models;
  // the sort accessors read the latest columns through a ref.
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const columnsKey = columns.map((column) => `${column.id}${column.sortValue ? ':sort' : ''}`).join('|');
  const columnDefs = useMemo<ColumnDef<Features, T>[]>(
    () =>
      columnsKey.split('|').map((key) => {
        const [id = '', sortable] = key.split(':');
        const sortValue = (row: T) => columnsRef.current.find((column) => column.id === id)?.sortValue?.(row) ?? undefined;
        return sortable
          ? { id, accessorFn: sortValue, enableSorting: true, sortDescFirst: false, sortUndefined: 'last' as const }
          : { id, accessorFn: () => undefined, enableSorting: false };
      }),
    [columnsKey],
  );
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const rows = useMemo(() => [...data], [data]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selection !== undefined,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = resolve(updater, sorting)[0] ?? null;
      if (sort === undefined) setOwnSort(next);
      onSortChange?.(next);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = resolve(updater, rowSelection);
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
  });

  const modelRows = table.getRowModel().rows;
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);

  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scrollRef);
  const tableRef = useRef<HTMLTableElement>(null);
  const hintId = useId();
  const headerTexts = columns.map((column) => (typeof column.header === 'string' ? column.header : (column.headerLabel ?? column.id))).join('|');
  const fitWidth = useHeaderFit(tableRef, layout === 'fixed', headerTexts);
  const tableMinWidth = fitWidth === null ? minWidth : minWidth ? `max(${minWidth}, ${fitWidth}px)` : `${fitWidth}px`;
  const firstColumnId = stickyFirstColumn ? columns[0]?.id : undefined;
  // The first data column sticks after the selection checkboxes when there are some.
  const stickyClass = (columnId: string) =>
    columnId === firstColumnId ? cx(styles.sticky, styles.stickyEdge, selection && styles.stickyAfterSelect) : undefined;
  const selectClass = cx(styles.select, stickyFirstColumn && styles.sticky);
  const virtualizer = useVirtualizer({
    count: virtual ? modelRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual?.estimateRowHeight ?? 36,
    overscan: virtual?.overscan ?? 8,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    scrollPaddingStart: headerHeight,
    // Before the first measurement (and in tests without layout) assume a typical viewport.
    initialRect: { width: 1200, height: 600 },
  });
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const resetKey = virtual?.resetKey;
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [resetKey]);

  const rowNavigation = useRowNavigation({
    enabled: onRowOpen !== undefined,
    count: modelRows.length,
    drawn: virtual
      ? { first: virtualItems[0]?.index ?? 0, last: virtualItems[virtualItems.length - 1]?.index ?? 0 }
      : { first: 0, last: modelRows.length - 1 },
    scrollRef,
    scrollToIndex: virtual ? (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) : undefined,
    pageRows: () =>
      Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 600) - headerHeight) / (virtual?.estimateRowHeight ?? 37)) - 1),
    resetKey,
  });

  function renderRow(row: Row<Features, T>, index: number) {
    const original = row.original;
    const { highlighted, className: rowClassName, ...attributes } = rowAttributes?.(original) ?? {};
    const detail = virtual ? null : renderDetail?.(original) ?? null;
    return (
      <Fragment key={row.id}>
        <tr
          {...attributes}
          {...rowNavigation(index, () => onRowOpen?.(original))}
          aria-describedby={onRowOpen ? hintId : undefined}
          className={cx(styles.row, onRowOpen && styles.openable, highlighted && styles.highlighted, rowClassName)}
          aria-current={highlighted ? 'true' : undefined}
          aria-selected={selection ? row.getIsSelected() : undefined}
          aria-rowindex={virtual ? index + 2 : undefined}
          data-index={virtual || onRowOpen ? index : undefined}
          // Fixed rows are all one height: measuring them would only cost layout reads while scrolling.
          ref={virtual && layout !== 'fixed' ? virtualizer.measureElement : undefined}
        >
          {selection && (
            <td className={selectClass}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={row.getIsSelected()}
                aria-label={selection.rowLabel(original)}
                onChange={row.getToggleSelectedHandler()}
              />
            </td>
          )}
          {columns.map((column) => {
            const Cell = column.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={column.id}
                scope={column.rowHeader ? 'row' : undefined}
                className={cx(
                  styles[column.align ?? 'start'],
                  column.nowrap && styles.nowrap,
                  column.muted && styles.muted,
                  hideClass(column),
                  stickyClass(column.id),
                  column.cellClassName?.(original),
                )}
                title={column.cellTitle?.(original)}
              >
                {column.cell(original)}
              </Cell>
            );
          })}
          {rowActions && (
            <td className={styles.end}>
              <div className={styles.actions}>{rowActions.render(original)}</div>
            </td>
          )}
        </tr>
        {detail && (
          <tr className={styles.detail} id={detail.id}>
            <td colSpan={columnCount}>{detail.content}</td>
          </tr>
        )}
      </Fragment>
    );
  }

  function renderBody() {
    if (modelRows.length === 0) {
      const message =
        status === 'loading' ? (
          loadingLabel && <Spinner label={loadingLabel} size="sm" showLabel />
        ) : status === 'error' ? null : (
          empty
        );
      return message ? (
        <tr className={styles.message}>
          <td colSpan={columnCount}>{message}</td>
        </tr>
      ) : null;
    }
    if (!virtual) return modelRows.map((row, index) => renderRow(row, index));
    const items = virtualItems;
    const before = items[0]?.start ?? 0;
    const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    return (
      <>
        {before > 0 && (
          <tr className={styles.spacer} aria-hidden="true">
            <td colSpan={columnCount} style={{ height: before }} />
          </tr>
        )}
        {items.map((item) => {
          const row = modelRows[item.index];
          return row ? renderRow(row, item.index) : null;
        })}
        {after > 0 && (
          <tr className={styles.spacer} aria-hidden="true">
            <td colSpan={columnCount} style={{ height: after }} />
          </tr>
        )}
      </>
    );
  }

  function renderFooter({ label: footerLabel, values }: DataTableFooter) {
    const first = Math.max(0, columns.findIndex((column) => values[column.id] !== undefined));
    return (
      <tfoot>
        <tr>
          <th scope="row" colSpan={first + (selection ? 1 : 0)}>
            {footerLabel}
          </th>
          {columns.slice(first).map((column) => (
            <td key={column.id} className={cx(styles[column.align ?? 'start'], hideClass(column))}>
              {values[column.id]}
            </td>
          ))}
          {rowActions && <td />}
        </tr>
      </tfoot>
    );
  }

  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  return (
    <div className={cx(styles.root, className)}>
      {status === 'error' && errorMessage && (
        <div className={styles.error} role="alert">
          {errorMessage}
        </div>
      )}
      <div
        ref={scrollRef}
        className={cx(styles.wrap, variant === 'plain' && styles.plain, (virtual || maxHeight) && styles.scroll)}
        onScroll={handleScroll}
        {...(scrollable ? { tabIndex: 0, role: 'group', 'aria-label': labelledBy ? undefined : label, 'aria-labelledby': labelledBy } : {})}
        style={virtual ? { height: virtual.height, maxHeight: virtual.maxHeight, minHeight: virtual.minHeight } : maxHeight ? { maxHeight } : undefined}
      >
        <table
          {...tableAttributes}
          ref={tableRef}
          className={cx(styles.table, layout === 'fixed' && styles.fixed)}
          style={tableMinWidth ? { minWidth: tableMinWidth } : undefined}
          aria-labelledby={labelledBy}
          aria-busy={status === 'loading' || undefined}
          aria-rowcount={virtual ? modelRows.length + 1 : undefined}
        >
          {!labelledBy && (
            <caption className={hidden.visuallyHidden}>{label}</caption>
          )}
          {layout === 'fixed' && (
            <colgroup>
              {selection && <col className={styles.select} />}
              {columns.map((column) => (
                <col key={column.id} className={hideClass(column)} style={column.width ? { width: column.width } : undefined} />
              ))}
              {rowActions && <col />}
            </colgroup>
          )}
          <thead>
            <tr aria-rowindex={virtual ? 1 : undefined}>
              {selection && (
                <th scope="col" className={selectClass}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={table.getIsAllRowsSelected()}
                    ref={(element) => {
                      if (element) element.indeterminate = table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected();
                    }}
                    aria-label={selection.allLabel}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {headers.map((header) => {
                const column = columnsById.get(header.column.id);
                if (!column) return null;
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const content = column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  // Only a column that grows with the table can be fitted by widening it (useHeaderFit).
                  <span className={styles.headerText} data-header-text={!column.width || column.width.endsWith('%') ? '' : undefined}>
                    {column.header}
                  </span>
                );
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cx(styles[column.align ?? 'start'], canSort && styles.sortable, hideClass(column), stickyClass(column.id))}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                    aria-label={column.headerLabel}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                        title={column.sortTitle}
                        aria-label={column.headerLabel}
                      >
                        {content}
                        <span className={cx(styles.sortMark, !sorted && styles.sortIdle)} aria-hidden="true">
                          {sorted === 'desc' ? '▼' : '▲'}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th scope="col" className={styles.end}>
                  {rowActions.hideHeader ? <VisuallyHidden>{rowActions.header}</VisuallyHidden> : rowActions.header}
                </th>
              )}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
          {footer && modelRows.length > 0 && renderFooter(footer)}
        </table>
      </div>
      {onRowOpen && (
        <span id={hintId} hidden>
          {rowNavigationHint ?? defaultRowNavigationHint()}
        </span>
      )}
      {paging && <Paging {...paging} />}
    </div>
  );
}
