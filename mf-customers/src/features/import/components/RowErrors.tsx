import { useTranslation } from 'react-i18next';
import type { CustomerImportResult } from '@tunne/contracts';
import { useErrorText } from '@tunne/app-kit';
import { DataTable } from '@tunne/design-system';
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
      <DataTable
        label={t('import.errorsLabel')}
        data={result.errors}
        getRowId={(error) => `${error.row}/${error.column ?? ''}/${error.code}`}
        maxHeight="480px"
        columns={[
          { id: 'row', header: t('import.row'), align: 'end', width: '64px', cell: (error) => error.row },
          { id: 'column', header: t('import.column'), cell: (error) => error.column ?? '–' },
          { id: 'value', header: t('import.value'), cellClassName: () => styles.value, cell: (error) => error.value ?? '–' },
          { id: 'problem', header: t('import.problem'), cell: text },
        ]}
      />
      <p className={styles.muted}>
        {result.error_count > result.errors.length
          ? t('import.errorsTruncated', { shown: result.errors.length, count: result.error_count })
          : t('import.rowsCounted')}
      </p>
    </>
  );
};
