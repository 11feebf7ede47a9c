import { useTranslation } from 'react-i18next';
import type { CustomerImportField, CustomerImportMapping, CustomerImportPreview } from '@tunne/contracts';
import { DataTable, Select } from '@tunne/design-system';
import { columnExamples, importFields, mappingProblems } from '../mapping.ts';

type Props = {
  preview: CustomerImportPreview;
  mapping: CustomerImportMapping;
  onChange: (column: string, field: CustomerImportField | null) => void;
  disabled: boolean;
};

const skip = '';

/** One row per file column: its examples and the customer field it goes to (suggested by the service). */
export const MappingTable = ({ preview, mapping, onChange, disabled }: Props) => {
  const { t } = useTranslation('customers');
  const problems = mappingProblems(mapping);
  const fieldLabel = (field: CustomerImportField) => t(`fields.${field}`);
  const rows = preview.columns.map((column, index) => ({ column, index }));

  return (
    <DataTable
      label={t('import.mappingLabel')}
      data={rows}
      getRowId={(row) => row.column}
      maxHeight="480px"
      columns={[
        { id: 'column', header: t('import.column'), rowHeader: true, width: '28%', cell: ({ column }) => column },
        {
          id: 'examples',
          header: t('import.examples'),
          muted: true,
          cell: ({ index }) => columnExamples(preview, index).join(' · ') || t('import.noExamples'),
        },
        {
          id: 'field',
          header: t('import.field'),
          width: '280px',
          cell: ({ column }) => {
            const field = mapping[column] ?? null;
            const repeated = field !== null && problems.repeated.includes(field);
            return (
              <Select
                label={t('import.fieldFor', { column })}
                hideLabel
                size="sm"
                value={field ?? skip}
                disabled={disabled}
                error={repeated ? t('import.repeated', { field: fieldLabel(field) }) : undefined}
                onChange={(event) => onChange(column, (event.target.value || null) as CustomerImportField | null)}
              >
                <option value={skip}>{t('import.skipColumn')}</option>
                {importFields.map((option) => (
                  <option key={option} value={option}>
                    {fieldLabel(option)}
                  </option>
                ))}
              </Select>
            );
          },
        },
      ]}
    />
  );
};
