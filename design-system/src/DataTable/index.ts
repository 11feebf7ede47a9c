export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableFooter,
  DataTableProps,
  DataTableRowAttributes,
  DataTableSelection,
  DataTableSort,
  DataTableVirtual,
} from './DataTable';
