import { useTranslation } from 'react-i18next';
import type { CustomerImportMapping, CustomerImportPreview } from '@tunne/contracts';
import { DataTable } from '@tunne/design-system';
import type { DataTableColumn } from '@tunne/design-system';

const shownRows = 5;

type SampleRow = { number: number; values: readonly (string | null)[] };

/** The first rows as they will be read: mapped columns only, headed by the field each one fills. */
export const SamplePreview = ({ preview, mapping }: { preview: CustomerImportPreview; mapping: CustomerImportMapping }) => {
  const { t } = useTranslation('customers');
  const mapped = preview.columns.flatMap((column, index) => {
    const field = mapping[column];
    return field ? [{ column, index, field }] : [];
  });
  if (mapped.length === 0 || preview.sample.length === 0) return null;
  const rows: SampleRow[] = preview.sample.slice(0, shownRows).map((values, index) => ({ number: index + 1, values }));
  const columns: DataTableColumn<SampleRow>[] = [
    { id: 'row', header: t('import.row'), align: 'end', width: '64px', cell: (row) => row.number },
    ...mapped.map(
      ({ column, index, field }): DataTableColumn<SampleRow> => ({
        id: `column-${column}`,
        header: t(`fields.${field}`),
        nowrap: true,
        cell: (row) => row.values[index] ?? '',
        cellTitle: (row) => row.values[index] ?? '',
      }),
    ),
  ];
  return (
    <DataTable
      label={t('import.sampleLabel', { count: rows.length })}
      data={rows}
      // The sample is fixed for one file, so the position is a stable key.
      getRowId={(row) => String(row.number)}
      columns={columns}
      maxHeight="480px"
    />
  );
};
