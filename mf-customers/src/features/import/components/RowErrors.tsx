import { useTranslation } from 'react-i18next';
import type { CustomerImportResult } from '@tunne/contracts';
import { useErrorText } from '@tunne/app-kit';
import { rowErrorKey } from '../row-error-text.ts';
import * as styles from './Import.module.css';

/** The rows that stopped the import (or a dry run): row number, file column, the refused value and why. */
export const RowErrors = ({ result }: { result: CustomerImportResult }) => {
  const { t, i18n } = useTranslation('customers');
  const catalogueText = useErrorText();
  // Own text first, then the register's and app-kit's catalogue, and the server's message last (spec §8).
  const text = (error: CustomerImportResult['errors'][number]) => {
    const own = rowErrorKey(error);
    if (own) return t(own.key, own.values);
    if (i18n.exists(`customers:errors.${error.code}`)) return t(`errors.${error.code}`);
    return catalogueText(error.code, error.message);
  };
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={t('import.errorsLabel')}>
          <thead>
            <tr>
              <th scope="col" className={styles.rowNumber}>
                {t('import.row')}
              </th>
              <th scope="col">{t('import.column')}</th>
              <th scope="col">{t('import.value')}</th>
              <th scope="col">{t('import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error) => (
              <tr key={`${error.row}/${error.column ?? ''}/${error.code}`}>
                <td className={styles.rowNumber}>{error.row}</td>
                <td>{error.column ?? '–'}</td>
                <td className={styles.value}>{error.value ?? '–'}</td>
                <td>{text(error)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>
        {result.error_count > result.errors.length
          ? t('import.errorsTruncated', { shown: result.errors.length, count: result.error_count })
          : t('import.rowsCounted')}
      </p>
    </>
  );
};
