import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { useErrorDialogStore } from '@tunne/app-kit';
import { exportLink } from '../api.ts';
import type { CustomerSort, ListFilters } from '../list-query.ts';

/**
 * CSV and PDF of the current view. The browser opens the file itself, so the link carries a 60-second
 * temporary token instead of the session token; without a token no link is opened and the error dialog says why.
 */
export const ExportButtons = ({ filters, sort }: { filters: ListFilters; sort: CustomerSort }) => {
  const { t } = useTranslation('customers');
  const showError = useErrorDialogStore((state) => state.showError);
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);

  const handleExport = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    try {
      const href = await exportLink(kind, filters, sort);
      const link = document.createElement('a');
      link.href = href;
      if (kind === 'csv') link.download = 'customers.csv';
      else link.target = '_blank';
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="sm" onClick={() => void handleExport('csv')} loading={busy === 'csv'}>
        {t('list.csv')}
      </Button>
      <Button size="sm" onClick={() => void handleExport('pdf')} loading={busy === 'pdf'}>
        {t('list.pdf')}
      </Button>
    </>
  );
};
