import { useTranslation } from 'react-i18next';
import type { CustomerImportField, CustomerImportMapping, CustomerImportPreview } from '@tunne/contracts';
import { columnExamples, importFields, mappingProblems } from '../mapping.ts';
import * as styles from './Import.module.css';
import { Select } from '@tunne/design-system';

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

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('import.mappingLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('import.column')}</th>
            <th scope="col">{t('import.examples')}</th>
            <th scope="col">{t('import.field')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.columns.map((column, index) => {
            const field = mapping[column] ?? null;
            const repeated = field !== null && problems.repeated.includes(field);
            return (
              <tr key={column}>
                <th scope="row" className={styles.columnName}>
                  {column}
                </th>
                <td className={styles.examples}>
                  {columnExamples(preview, index).join(' · ') || <span className={styles.muted}>{t('import.noExamples')}</span>}
                </td>
                <td className={styles.fieldCell}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
