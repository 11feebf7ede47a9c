import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, PageHeader, Select } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate } from '@tunne/app-kit';
import { customerTypes, type CustomerType } from '@tunne/contracts';
import { FileDrop } from '../features/import/components/FileDrop.tsx';
import { ImportEnd } from '../features/import/components/ImportEnd.tsx';
import { ImportProgress } from '../features/import/components/ImportProgress.tsx';
import { MappingTable } from '../features/import/components/MappingTable.tsx';
import { SamplePreview } from '../features/import/components/SamplePreview.tsx';
import { useImportErrorText } from '../features/import/components/useImportErrorText.ts';
import { mappingIsValid, mappingProblems } from '../features/import/mapping.ts';
import { useImport } from '../features/import/use-import.ts';
import * as styles from '../features/import/components/Import.module.css';

/** Where the list shows the newest customers first, so the imported ones are on top. */
const newestFirst = '/customers?sort=-created_at';

/**
 * /customers/import: choose a CSV or XLSX file, check the suggested column mapping against a preview, then
 * check or import it with a progress bar. The service saves all rows or none, and the screen says so.
 */
export const ImportPage = () => {
  const { t } = useTranslation('customers');
  const { state, chooseFile, setColumn, setTypeDefault, setSkipDuplicates, run, reset } = useImport();
  const fileErrorText = useImportErrorText();
  const { phase, preview, file, running, end } = state;
  const busy = phase === 'running';
  const problems = mappingProblems(state.mapping);

  // Leaving the page while rows are being written would leave the user without the result.
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return (
    <div className={styles.page}>
      <a className={styles.back} href={appHref('/customers')} onClick={handleLinkClick}>
        ← {t('card.back')}
      </a>
      <PageHeader title={t('import.title')} context={t('import.context')} />

      {(phase === 'choose' || phase === 'reading') && (
        <Card title={t('import.stepFile')}>
          <FileDrop onFile={(next) => void chooseFile(next)} busy={phase === 'reading'} error={state.fileError ? fileErrorText(state.fileError) : null} />
          <p className={styles.note}>{t('import.allOrNothing')}</p>
        </Card>
      )}

      {preview && file && phase !== 'done' && (
        <>
          <Card
            title={t('import.stepMap')}
            actions={
              <Button size="sm" onClick={reset} disabled={busy}>
                {t('import.otherFile')}
              </Button>
            }
          >
            <p className={styles.fileLine}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.muted}>{t('import.fileSummary', { format: preview.format.toUpperCase(), count: preview.rows })}</span>
            </p>
            <MappingTable preview={preview} mapping={state.mapping} onChange={setColumn} disabled={busy} />
            {problems.nameMissing && (
              <p className={styles.inlineError} role="alert">
                {t('import.nameMissing')}
              </p>
            )}
            <div className={styles.options}>
              <Select
                label={t('import.typeDefault')}
                value={state.typeDefault}
                disabled={busy}
                onChange={(event) => setTypeDefault(event.target.value as CustomerType)}
                fieldClassName={styles.typeDefault}
              >
                {customerTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </Select>
              <Checkbox className={styles.optionCheck} label={t('import.skipDuplicates')} checked={state.skipDuplicates} disabled={busy} onChange={(event) => setSkipDuplicates(event.target.checked)} />
            </div>
          </Card>

          <Card title={t('import.stepPreview')}>
            <SamplePreview preview={preview} mapping={state.mapping} />
          </Card>

          <Card title={t('import.stepImport')}>
            {running ? (
              <ImportProgress progress={running.progress} dryRun={running.dryRun} />
            ) : (
              <>
                {end && <ImportEnd end={end} rows={preview.rows} />}
                <p className={styles.note}>{t('import.allOrNothing')}</p>
                <div className={styles.actions}>
                  <Button onClick={() => void run(true)} disabled={!mappingIsValid(state.mapping)}>
                    {t('import.check')}
                  </Button>
                  <Button variant="primary" onClick={() => void run(false)} disabled={!mappingIsValid(state.mapping)}>
                    {t('import.run', { count: preview.rows })}
                  </Button>
                </div>
              </>
            )}
          </Card>
        </>
      )}

      {phase === 'done' && end && (
        <Card title={t('import.stepDone')}>
          <ImportEnd end={end} rows={preview?.rows ?? 0} />
          <div className={styles.actions}>
            <Button onClick={reset}>{t('import.another')}</Button>
            <Button variant="primary" onClick={() => navigate(appHref(newestFirst))}>
              {t('import.showList')}
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
};
