import { useTranslation } from 'react-i18next';
import type { CustomerImportMapping, CustomerImportPreview } from '@tunne/contracts';
import * as styles from './Import.module.css';

const shownRows = 5;

/** The first rows as they will be read: mapped columns only, headed by the field each one fills. */
export const SamplePreview = ({ preview, mapping }: { preview: CustomerImportPreview; mapping: CustomerImportMapping }) => {
  const { t } = useTranslation('customers');
  const mapped = preview.columns.flatMap((column, index) => {
    const field = mapping[column];
    return field ? [{ column, index, field }] : [];
  });
  if (mapped.length === 0 || preview.sample.length === 0) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t('import.sampleLabel', { count: Math.min(shownRows, preview.sample.length) })}>
        <thead>
          <tr>
            <th scope="col" className={styles.rowNumber}>
              {t('import.row')}
            </th>
            {mapped.map(({ column, field }) => (
              <th key={column} scope="col">
                {t(`fields.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.sample.slice(0, shownRows).map((row, rowIndex) => (
            // The sample is fixed for one file, so the position is a stable key.
            <tr key={rowIndex}>
              <td className={styles.rowNumber}>{rowIndex + 1}</td>
              {mapped.map(({ column, index }) => (
                <td key={column} className={styles.sampleCell} title={row[index] ?? ''}>
                  {row[index] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
