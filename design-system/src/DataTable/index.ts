export { CellNote } from './CellNote';
export type { CellNoteProps } from './CellNote';
export { DataTable } from './DataTable';
export { compareNames, readPageParam, readSortParam, sortColumnOf, sortFromParam, sortToParam } from './sort-param';
export type { SortParam } from './sort-param';
export type {
  DataTableColumn,
  DataTableFooter,
  DataTableProps,
  DataTableRowAttributes,
  DataTableSelection,
  DataTableSort,
  DataTableVirtual,
} from './DataTable';
