export { DataTable } from './DataTable';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableRowAttributes,
  DataTableSelection,
  DataTableSort,
  DataTableVirtual,
} from './DataTable';
