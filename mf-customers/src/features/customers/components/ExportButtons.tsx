import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { useErrorDialogStore } from '@tunne/app-kit';
import { exportLink, type ExportKind } from '../api.ts';
import type { CustomerSort, ListFilters } from '../list-query.ts';
import { openLink } from '../../../shared/open-link.ts';

const kinds: readonly ExportKind[] = ['csv', 'xlsx', 'pdf'];

/**
 * CSV, XLSX and PDF of the current view, in the UI's language. The browser opens the file itself, so the link
 * carries a 60-second temporary token instead of the session token; without a token no link is opened and the error
 * dialog says why. The files are saved under the service's name (localised, with the date); the PDF opens in a tab.
 */
export const ExportButtons = ({ filters, sort }: { filters: ListFilters; sort: CustomerSort }) => {
  const { t } = useTranslation('customers');
  const showError = useErrorDialogStore((state) => state.showError);
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const handleExport = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      const href = await exportLink(kind, filters, sort);
      // An empty download name: saved under the name the service gives (asiakkaat-2026-12-31.xlsx).
      openLink(href, kind === 'pdf' ? { newTab: true } : { download: '' });
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} size="sm" onClick={() => void handleExport(kind)} loading={busy === kind}>
          {t(`list.${kind}`)}
        </Button>
      ))}
    </>
  );
};
