import { useTranslation } from 'react-i18next';
import { formatPercent } from '@tunne/app-kit';
import type { CustomerImportProgress } from '@tunne/contracts';
import { overallPercent } from '../progress.ts';
import * as styles from './Import.module.css';

/** The import's progress bar, fed by the NDJSON progress lines; the phase and counts are said in words too. */
export const ImportProgress = ({ progress, dryRun }: { progress: CustomerImportProgress | null; dryRun: boolean }) => {
  const { t, i18n } = useTranslation('customers');
  const percent = overallPercent(progress);
  const label = dryRun ? t('import.checking') : t('import.importing');
  const phase = progress ? t(`import.phase.${progress.phase}`, { progress: progress.progress, total: progress.total }) : t('import.phase.start');
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span className={styles.progressLabel}>{label}</span>
        <span className={styles.progressPercent}>{formatPercent(percent, i18n.language)}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatPercent(percent, i18n.language)} – ${phase}`}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressPhase} aria-live="polite">
        {phase}
      </p>
    </div>
  );
};
