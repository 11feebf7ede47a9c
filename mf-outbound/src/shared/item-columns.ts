import { formatDate } from '@tunne/app-kit';
import type { DataTableColumn } from '@tunne/design-system';
import type { Translate } from '../kinds/kind.ts';

/** A date column of a card's list (sent, answered, opened, …): sortable, "–" when none. */
export const dateColumn = <Row>(t: Translate, id: string, header: string, dateOf: (row: Row) => string | null): DataTableColumn<Row> => ({
  id,
  header,
  align: 'end',
  nowrap: true,
  cell: (row) => formatDate(dateOf(row)) || t('common.none'),
  sortValue: (row) => dateOf(row) ?? '',
});

/** How many times the link was sent again. */
export const resendsColumn = <Row extends { resend_cnt: number }>(t: Translate): DataTableColumn<Row> => ({
  id: 'resends',
  header: t('columns.resends'),
  align: 'end',
  cell: (row) => row.resend_cnt,
  sortValue: (row) => row.resend_cnt,
});
