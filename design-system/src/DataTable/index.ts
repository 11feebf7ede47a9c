export { DataTable } from './DataTable';
export { nextRowIndex } from './useRowNavigation';
export type {
  DataTableColumn,
  DataTableFooter,
  DataTableProps,
  DataTableRowAttributes,
  DataTableSelection,
  DataTableSort,
  DataTableVirtual,
} from './DataTable';
