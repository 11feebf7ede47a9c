import { useEffect, useRef } from 'react';
import { scrollIntoContainer } from '@tunne/design-system';
import { useTranslation } from 'react-i18next';
import { appHref, handleLinkClick } from '@tunne/app-kit';
import type { RunEnd } from '../use-import.ts';
import { RowErrors } from './RowErrors.tsx';
import { useImportErrorText } from './useImportErrorText.ts';
import * as styles from './Import.module.css';

/** How the last check or import ended, in words: imported, checked, refused with the rows' errors, or unknown. */
export const ImportEnd = ({ end, rows }: { end: RunEnd; rows: number }) => {
  const { t } = useTranslation('customers');
  const errorText = useImportErrorText();
  const ref = useRef<HTMLDivElement>(null);

  // The outcome appears below the fold after a long form: bring it into view and put focus on it.
  useEffect(() => {
    if (!ref.current) return;
    scrollIntoContainer(ref.current);
    ref.current.focus({ preventScroll: true });
  }, [end]);

  if (end.kind === 'interrupted') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.bad} role="alert">
        <p className={styles.endTitle}>{t('import.interruptedTitle')}</p>
        <p>{t('import.interrupted')}</p>
        <a className={styles.link} href={appHref('/customers?sort=-created_at')} onClick={handleLinkClick}>
          {t('import.showList')}
        </a>
      </div>
    );
  }
  if (end.kind === 'refused') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.bad} role="alert">
        <p className={styles.endTitle}>{t('import.refusedTitle')}</p>
        <p>{errorText(end.error)}</p>
      </div>
    );
  }

  const { result, failed } = end.outcome;
  const skipped = result.skipped > 0 ? ` ${t('import.skipped', { count: result.skipped })}` : '';
  if (failed) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.bad} role="alert">
        <p className={styles.endTitle}>{t('import.failedTitle')}</p>
        <p>{t('import.failed', { count: result.error_count })}</p>
        <RowErrors result={result} />
      </div>
    );
  }
  if (end.dryRun && result.error_count > 0) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.warn} role="alert">
        <p className={styles.endTitle}>{t('import.checkedErrorsTitle', { count: result.error_count })}</p>
        <p>{t('import.checkedErrors', { count: result.imported, rows })}</p>
        <RowErrors result={result} />
      </div>
    );
  }
  if (end.dryRun) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.good} role="status">
        <p className={styles.endTitle}>{t('import.checkedTitle')}</p>
        <p>
          {t('import.checked', { count: result.imported })}
          {skipped}
        </p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className={styles.good} role="status">
      <p className={styles.endTitle}>{t('import.doneTitle')}</p>
      <p>
        {t('import.done', { count: result.imported })}
        {skipped}
      </p>
    </div>
  );
};
